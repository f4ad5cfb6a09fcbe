/** The Galician catalogue: react-admin's texts, the domain's and every area's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainGalician from '../../domain/i18n/gl';
import { raGalician } from './ra/gl';

const areas = import.meta.glob<Tree>('../*/i18n/gl.ts', { eager: true, import: 'default' });

export const galicianMessages = mergeCatalogues(raGalician, domainGalician, ...Object.values(areas)) as unknown as TranslationMessages;
