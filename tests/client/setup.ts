import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadFullCatalogues } from '../../src/client/i18n/catalogues';

// Components translate as in the staff application, with every text; the public pages'
// catalogue alone is checked by tests/client/i18n/publicCatalogues.test.tsx.
beforeAll(() => loadFullCatalogues('es'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
