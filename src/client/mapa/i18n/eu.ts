/** The mapa screens' texts in Basque. */

const MAPA = {
  titulo: 'Kolonien mapa',
  region: 'Kolonien mapa',
  sinUbicacion: 'Kokapena ez dago erabilgarri',
  buscar: 'Bilatu kolonia...',
  sinResultados: 'Ez dago izen hori duen koloniarik',
  centrado: 'Mapa %{nombre} koloniaren gainean zentratuta',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    mapa: MAPA,
  },
};
