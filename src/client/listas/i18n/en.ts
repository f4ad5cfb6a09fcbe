/** The listas screens' texts in English. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Actions',
    exportarSeleccion: 'Export selection',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
