/** The listas screens' texts in Catalan. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Accions',
    accionesDe: 'Accions de %{nombre}',
    exportarSeleccion: 'Exporta la selecció',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
