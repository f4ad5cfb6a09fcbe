/** The chart page's texts (`gatera.graficos.*`) in English. */
export const graficosEnglish = {
  titulo: 'Charts of cats per colony',
  cargando: 'Loading data...',
  serie: 'Number of cats',
  porColonia: 'Number of cats per colony',
  mostradas: 'Colonies shown',
  masGatos: 'The %{n} with the most cats',
};
