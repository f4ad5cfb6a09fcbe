/** The mapa screens' texts in Spanish. */

const MAPA = {
  titulo: 'Mapa de Colonias',
  region: 'Mapa de las colonias',
  sinUbicacion: 'Ubicación no disponible',
  buscar: 'Buscar colonia...',
  sinResultados: 'No hay colonias con ese nombre',
  centrado: 'Mapa centrado en %{nombre}',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    mapa: MAPA,
  },
};
