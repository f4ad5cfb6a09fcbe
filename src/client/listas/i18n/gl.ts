/** The listas screens' texts in Galician. */

const CONSOLA = {
  error: 'Erro: %{motivo}',
  listas: {
    acciones: 'Accións',
    accionesDe: 'Accións de %{nombre}',
    filtrarEstado: 'Filtrar por estado',
    exportar: 'Exportar en CSV',
    exportando: 'Exportando...',
    registrosExportados: '%{smart_count} rexistro exportado a CSV |||| %{smart_count} rexistros exportados a CSV',
    exportFallo: 'Non se puido exportar a listaxe: %{motivo}',
    exportarSeleccion: 'Exportar a selección',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
