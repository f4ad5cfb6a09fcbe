/** The colony screens' texts (`gatera.colonias.*`) in English. */
export const coloniasEnglish = {
  titulos: { gestion: 'Colony management', mis: 'My colonies', listado: 'List of colonies', ficha: 'Colony record' },
  atajos: 'Shortcuts',
  nuevoGato: 'New cat',
  verMapa: 'View map',
  verGatos: 'View cats',
  verGatosDe: 'View the cats of %{nombre}',
  crear: 'Create colony',
  asignar: 'Assign user to colony',
  asignadas: 'Assigned colonies',
  buscar: 'Search by name or location',
  vacio: 'There are no colonies registered.',
  columnas: { responsable: 'Person in charge' },
  ayudaMapa: 'Click on the map to set where the colony is, or type the latitude and longitude. Without coordinates, the colony does not appear on the map.',
  ayudaMapaGeocoder: 'Click on the map to set where the colony is, or type the latitude and longitude. If you do not mark the point, the address is looked up in the municipality.',
  sinPuntoGeocoder: 'Colony created, but without a point on the map: the address lookup service did not answer.',
  mapaUbicacion: 'Map to choose the colony’s location: click on the spot where the colony is',
  usuario: 'User',
  seleccionaUsuario: 'Choose a user',
  sinCoincidencias: 'No colonies match',
  asignarUsuario: 'Assign user',
  gatosDe: 'Cats of %{nombre}',
  cerrarPanel: 'Close panel',
  sinGatos: 'There are no cats registered in this colony.',
  salud: 'Health: %{estado}',
  esterilizados: 'Neutered: %{porcentaje}',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    colonias: coloniasEnglish,
  },
  resources: {
    colonias: {
      name: 'Colony |||| Colonies',
      fields: {
        nombre: 'Name',
        ubicacion: 'Location',
        numero_gatos: 'No. of cats',
        responsable_voluntario: 'Volunteer in charge',
        estado: 'Status',
        latitude: 'Latitude',
        longitude: 'Longitude',
      },
    },
  },
};
