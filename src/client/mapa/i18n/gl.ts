/** The mapa screens' texts in Galician. */

const MAPA = {
  titulo: 'Mapa de colonias',
  region: 'Mapa das colonias',
  sinUbicacion: 'Localización non dispoñible',
  buscar: 'Buscar colonia...',
  sinResultados: 'Non hai colonias con ese nome',
  centrado: 'Mapa centrado en %{nombre}',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    mapa: MAPA,
  },
};
