/** The listas screens' texts in Spanish. */

const CONSOLA = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Acciones',
    accionesDe: 'Acciones de %{nombre}',
    filtrarEstado: 'Filtrar por estado',
    exportar: 'Exportar CSV',
    exportando: 'Exportando...',
    registrosExportados: '%{smart_count} registro exportado a CSV |||| %{smart_count} registros exportados a CSV',
    exportFallo: 'No se pudo exportar el listado: %{motivo}',
    exportarSeleccion: 'Exportar selección',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
