/** The chart page's texts (`gatera.graficos.*`) in Galician. */
export const graficosGalician = {
  titulo: 'Gráficos de gatos por colonia',
  cargando: 'Cargando os datos...',
  serie: 'Número de gatos',
  porColonia: 'Número de gatos por colonia',
  mostradas: 'Colonias amosadas',
  masGatos: 'As %{n} con máis gatos',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    graficos: graficosGalician,
  },
};
