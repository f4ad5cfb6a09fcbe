/**
 * The Spanish texts of the colony screens (the original product's own
 * words, byte for byte). They live in the catalogue under `gatera.colonias.*`
 * (src/client/i18n/es.ts) and are read with useTranslate().
 */
export const COLONIAS_TEXTS = {
  titulos: { gestion: 'Gestión de Colonias', mis: 'Mis Colonias', listado: 'Listado de Colonias', ficha: 'Ficha de la Colonia' },
  atajos: 'Accesos directos',
  nuevoGato: 'Nuevo Gato',
  verMapa: 'Ver Mapa',
  verGatos: 'Ver Gatos',
  verGatosDe: 'Ver Gatos de %{nombre}',
  crear: 'Crear Colonia',
  asignar: 'Asignar Usuario a Colonia',
  asignadas: 'Colonias asignadas',
  buscar: 'Buscar por nombre o ubicación',
  vacio: 'No hay colonias registradas.',
  columnas: { responsable: 'Responsable' },
  ayudaMapa: 'Haz clic en el mapa para fijar la ubicación de la colonia, o escribe la latitud y la longitud. Sin coordenadas, la colonia no aparece en el mapa.',
  ayudaMapaGeocoder: 'Haz clic en el mapa para fijar la ubicación de la colonia, o escribe la latitud y la longitud. Si no marcas el punto, se busca la dirección en el municipio.',
  sinPuntoGeocoder: 'Colonia creada, pero sin punto en el mapa: el servicio que busca las direcciones no ha respondido.',
  mapaUbicacion: 'Mapa para elegir la ubicación de la colonia: haz clic en el punto de la colonia',
  usuario: 'Usuario',
  seleccionaUsuario: 'Selecciona un usuario',
  sinCoincidencias: 'No hay colonias que coincidan',
  asignarUsuario: 'Asignar Usuario',
  gatosDe: 'Gatos de %{nombre}',
  cerrarPanel: 'Cerrar panel',
  sinGatos: 'No hay gatos registrados en esta colonia.',
  salud: 'Salud: %{estado}',
  esterilizados: 'Esterilizados: %{porcentaje}',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    colonias: COLONIAS_TEXTS,
  },
  resources: {
    colonias: {
      name: 'Colonia |||| Colonias',
      fields: {
        nombre: 'Nombre',
        ubicacion: 'Ubicación',
        numero_gatos: 'Nº de gatos',
        responsable_voluntario: 'Responsable voluntario',
        estado: 'Estado',
        latitude: 'Latitud',
        longitude: 'Longitud',
      },
    },
  },
};
