/** The listas screens' texts in English. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Actions',
    accionesDe: 'Actions for %{nombre}',
    filtrarEstado: 'Filter by status',
    exportar: 'Export CSV',
    exportando: 'Exporting...',
    registrosExportados: '%{smart_count} record exported to CSV |||| %{smart_count} records exported to CSV',
    exportFallo: 'The list could not be exported: %{motivo}',
    exportarSeleccion: 'Export selection',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
