/**
 * The Spanish texts of /graficos: the catalogue reads them as
 * `gatera.graficos.*` (src/client/i18n/es.ts); the page shows them through react-admin's useTranslate().
 */
export const GRAFICOS_TEXTS = {
  titulo: 'Gráficos de Gatos por Colonia',
  cargando: 'Cargando datos...',
  serie: 'Número de Gatos',
  porColonia: 'Número de Gatos por colonia',
  mostradas: 'Colonias mostradas',
  masGatos: 'Las %{n} con más gatos',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    graficos: GRAFICOS_TEXTS,
  },
};
