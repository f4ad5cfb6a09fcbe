/** The chart page's texts (`gatera.graficos.*`) in Basque. */
export const graficosBasque = {
  titulo: 'Katuen grafikoak koloniaka',
  cargando: 'Datuak kargatzen...',
  serie: 'Katu kopurua',
  porColonia: 'Katu kopurua koloniaka',
  mostradas: 'Erakutsitako koloniak',
  masGatos: 'Katu gehien dituzten %{n} koloniak',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    graficos: graficosBasque,
  },
};
