/** The listas screens' texts in Catalan. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Accions',
    exportarSeleccion: 'Exporta la selecció',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
