/** The colony screens' texts (`gatera.colonias.*`) in Galician. */
export const coloniasGalician = {
  titulos: { gestion: 'Xestión de colonias', mis: 'As miñas colonias', listado: 'Listaxe de colonias', ficha: 'Ficha da colonia' },
  atajos: 'Accesos directos',
  nuevoGato: 'Novo gato',
  verMapa: 'Ver mapa',
  verGatos: 'Ver gatos',
  verGatosDe: 'Ver os gatos de %{nombre}',
  crear: 'Crear colonia',
  asignar: 'Asignar usuario a colonia',
  asignadas: 'Colonias asignadas',
  buscar: 'Buscar por nome ou localización',
  vacio: 'Non hai colonias rexistradas.',
  columnas: { responsable: 'Responsable' },
  ayudaMapa: 'Fai clic no mapa para fixar a localización da colonia, ou escribe a latitude e a lonxitude. Sen coordenadas, a colonia non aparece no mapa.',
  ayudaMapaGeocoder: 'Fai clic no mapa para fixar a localización da colonia, ou escribe a latitude e a lonxitude. Se non marcas o punto, búscase o enderezo no concello.',
  sinPuntoGeocoder: 'Colonia creada, pero sen punto no mapa: o servizo que busca os enderezos non respondeu.',
  mapaUbicacion: 'Mapa para escoller a localización da colonia: fai clic no punto onde está a colonia',
  usuario: 'Usuario',
  seleccionaUsuario: 'Selecciona un usuario',
  sinCoincidencias: 'Non hai colonias que coincidan',
  asignarUsuario: 'Asignar o usuario',
  gatosDe: 'Gatos de %{nombre}',
  cerrarPanel: 'Pechar o panel',
  sinGatos: 'Non hai gatos rexistrados nesta colonia.',
  salud: 'Saúde: %{estado}',
  esterilizados: 'Esterilizados: %{porcentaje}',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    colonias: coloniasGalician,
  },
  resources: {
    colonias: {
      name: 'Colonia |||| Colonias',
      fields: {
        nombre: 'Nome',
        ubicacion: 'Localización',
        numero_gatos: 'N.º de gatos',
        responsable_voluntario: 'Voluntario responsable',
        estado: 'Estado',
        latitude: 'Latitude',
        longitude: 'Lonxitude',
      },
    },
  },
};
