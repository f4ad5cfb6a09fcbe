/** The colony screens' texts (`gatera.colonias.*`) in Catalan. */
export const coloniasCatalan = {
  titulos: { gestion: 'Gestió de colònies', mis: 'Les meves colònies', listado: 'Llistat de colònies', ficha: 'Fitxa de la colònia' },
  atajos: 'Accessos directes',
  nuevoGato: 'Gat nou',
  verMapa: 'Mostra el mapa',
  verGatos: 'Mostra els gats',
  verGatosDe: 'Mostra els gats de %{nombre}',
  crear: 'Crea una colònia',
  asignar: 'Assigna un usuari a una colònia',
  asignadas: 'Colònies assignades',
  buscar: 'Cerca per nom o ubicació',
  vacio: 'No hi ha cap colònia registrada.',
  columnas: { responsable: 'Responsable' },
  ayudaMapa: "Fes clic al mapa per fixar la ubicació de la colònia, o escriu-ne la latitud i la longitud. Sense coordenades, la colònia no apareix al mapa.",
  ayudaMapaGeocoder: "Fes clic al mapa per fixar la ubicació de la colònia, o escriu-ne la latitud i la longitud. Si no marques el punt, es busca l'adreça al municipi.",
  sinPuntoGeocoder: 'Colònia creada, però sense punt al mapa: el servei que cerca les adreces no ha respost.',
  mapaUbicacion: 'Mapa per triar la ubicació de la colònia: fes clic al punt on és la colònia',
  usuario: 'Usuari',
  seleccionaUsuario: 'Selecciona un usuari',
  sinCoincidencias: 'No hi ha cap colònia que hi coincideixi',
  asignarUsuario: "Assigna l'usuari",
  gatosDe: 'Gats de %{nombre}',
  cerrarPanel: 'Tanca el tauler',
  sinGatos: 'No hi ha cap gat registrat en aquesta colònia.',
  salud: 'Salut: %{estado}',
  esterilizados: 'Esterilitzats: %{porcentaje}',
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    colonias: coloniasCatalan,
  },
  resources: {
    colonias: {
      name: 'Colònia |||| Colònies',
      fields: {
        nombre: 'Nom',
        ubicacion: 'Ubicació',
        numero_gatos: 'Nre. de gats',
        responsable_voluntario: 'Voluntari responsable',
        estado: 'Estat',
        latitude: 'Latitud',
        longitude: 'Longitud',
      },
    },
  },
};
