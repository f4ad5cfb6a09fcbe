/** The chart page's texts (`gatera.graficos.*`) in Catalan. */
export const graficosCatalan = {
  titulo: 'Gràfics de gats per colònia',
  cargando: "S'estan carregant les dades...",
  serie: 'Nombre de gats',
  porColonia: 'Nombre de gats per colònia',
  mostradas: 'Colònies mostrades',
  masGatos: 'Les %{n} amb més gats',
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    graficos: graficosCatalan,
  },
};
