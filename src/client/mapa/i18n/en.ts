/** The mapa screens' texts in English. */

const MAPA = {
  titulo: 'Colony map',
  region: 'Map of the colonies',
  sinUbicacion: 'Location not available',
  buscar: 'Search colony...',
  sinResultados: 'No colonies with that name',
  centrado: 'Map centred on %{nombre}',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    mapa: MAPA,
  },
};
