/** The chart page's texts (`gatera.graficos.*`) in English. */
export const graficosEnglish = {
  titulo: 'Charts of cats per colony',
  cargando: 'Loading data...',
  serie: 'Number of cats',
  porColonia: 'Number of cats per colony',
  mostradas: 'Colonies shown',
  masGatos: 'The %{n} with the most cats',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    graficos: graficosEnglish,
  },
};
