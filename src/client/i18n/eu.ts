/** The Basque catalogue: react-admin's texts, the domain's and every area's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainBasque from '../../domain/i18n/eu';
import { raBasque } from './ra/eu';

const areas = import.meta.glob<Tree>('../*/i18n/eu.ts', { eager: true, import: 'default' });

export const basqueMessages = mergeCatalogues(raBasque, domainBasque, ...Object.values(areas)) as unknown as TranslationMessages;
