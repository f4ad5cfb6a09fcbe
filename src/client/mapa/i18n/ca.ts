/** The mapa screens' texts in Catalan. */

const MAPA = {
  titulo: 'Mapa de colònies',
  region: 'Mapa de les colònies',
  sinUbicacion: 'Ubicació no disponible',
  buscar: 'Cerca una colònia...',
  sinResultados: 'No hi ha cap colònia amb aquest nom',
  centrado: 'Mapa centrat a %{nombre}',
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    mapa: MAPA,
  },
};
