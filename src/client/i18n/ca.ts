/** The Catalan catalogue: react-admin's texts, the domain's and every area's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainCatalan from '../../domain/i18n/ca';
import { raCatalan } from './ra/ca';

const areas = import.meta.glob<Tree>('../*/i18n/ca.ts', { eager: true, import: 'default' });

export const catalanMessages = mergeCatalogues(raCatalan, domainCatalan, ...Object.values(areas)) as unknown as TranslationMessages;
