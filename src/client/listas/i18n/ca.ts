/** The listas screens' texts in Catalan. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Accions',
    accionesDe: 'Accions de %{nombre}',
    filtrarEstado: 'Filtra per estat',
    exportar: 'Exporta en CSV',
    exportando: "S'està exportant...",
    registrosExportados: '%{smart_count} registre exportat a CSV |||| %{smart_count} registres exportats a CSV',
    exportFallo: "No s'ha pogut exportar el llistat: %{motivo}",
    exportarSeleccion: 'Exporta la selecció',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
