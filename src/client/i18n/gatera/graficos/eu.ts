/** The chart page's texts (`gatera.graficos.*`) in Basque. */
export const graficosBasque = {
  titulo: 'Katuen grafikoak koloniaka',
  cargando: 'Datuak kargatzen...',
  serie: 'Katu kopurua',
  porColonia: 'Katu kopurua koloniaka',
  mostradas: 'Erakutsitako koloniak',
  masGatos: 'Katu gehien dituzten %{n} koloniak',
};
