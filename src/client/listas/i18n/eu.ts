/** The listas screens' texts in Basque. */

const CONSOLA = {
  error: 'Errorea: %{motivo}',
  listas: {
    acciones: 'Ekintzak',
    accionesDe: '%{nombre}: ekintzak',
    filtrarEstado: 'Iragazi egoeraren arabera',
    exportar: 'Esportatu CSVra',
    exportando: 'Esportatzen...',
    registrosExportados: '%{smart_count} erregistro CSVra esportatu da |||| %{smart_count} erregistro CSVra esportatu dira',
    exportFallo: 'Ezin izan da zerrenda esportatu: %{motivo}',
    exportarSeleccion: 'Esportatu hautapena',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    consola: CONSOLA,
  },
};
