/** The Galician texts of the pages outside react-admin: a part of the full catalogue (../gl.ts), see ../catalogues.ts. */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../../domain/i18n/catalogue';
import avisos from '../../../domain/i18n/gl/avisos';
import cuenta from '../../../domain/i18n/gl/cuenta';
// The role names: the demo page lists the demo accounts by role.
import menu from '../../../domain/i18n/gl/menu';

const areas = import.meta.glob<Tree>('../../{publico,layout,cuenta}/i18n/gl.json', { eager: true, import: 'default' });

export default mergeCatalogues(avisos, cuenta, menu, ...Object.values(areas)) as unknown as TranslationMessages;
