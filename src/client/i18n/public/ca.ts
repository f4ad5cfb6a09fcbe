/** The Catalan texts of the pages outside react-admin: a part of the full catalogue (../ca.ts), see ../catalogues.ts. */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../../domain/i18n/catalogue';
import avisos from '../../../domain/i18n/ca/avisos';
import cuenta from '../../../domain/i18n/ca/cuenta';
// The role names: the demo page lists the demo accounts by role.
import menu from '../../../domain/i18n/ca/menu';

const areas = import.meta.glob<Tree>('../../{publico,layout,cuenta}/i18n/ca.json', { eager: true, import: 'default' });

export default mergeCatalogues(avisos, cuenta, menu, ...Object.values(areas)) as unknown as TranslationMessages;
