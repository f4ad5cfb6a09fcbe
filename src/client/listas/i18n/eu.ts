/** The listas screens' texts in Basque. */

const CONSOLA = {
  error: 'Errorea: %{motivo}',
  listas: {
    acciones: 'Ekintzak',
    accionesDe: '%{nombre}: ekintzak',
    exportarSeleccion: 'Esportatu hautapena',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
