/** The informes screens' texts in Spanish. */
import { INFORMES } from '../../../domain/informes';

const INFORMES_TEXTOS = {
  titulo: 'Informes',
  descargando: 'Descargando...',
  ...Object.fromEntries(INFORMES.map(({ id, title, button, description, failed }) => [id, { title, button, description, failed }])),
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    informes: INFORMES_TEXTOS,
  },
};
