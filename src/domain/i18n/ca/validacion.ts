/** Catalan texts of the domain: the required fields of each form and the coordinates of a colony. */
export default {
  required: {
    gato: {
      nombre: 'El nom és obligatori',
      sexo: 'Selecciona el sexe',
      ubicacion: 'La ubicació és obligatòria',
      colonia_id: 'Has de seleccionar una colònia',
      imagen: 'Has de pujar una imatge',
    },
    colonia: {
      nombre: 'El nom de la colònia és obligatori',
      ubicacion: 'La ubicació de la colònia és obligatòria',
    },
    campana: {
      nombre: 'El nom de la campanya és obligatori',
      fecha_inicio: "La data d'inici és obligatòria",
      estatus: "L'estat de la campanya és obligatori",
    },
    parte: {
      descripcion: 'La descripció és obligatòria',
    },
    actividad: {
      tipo: "El tipus d'activitat és obligatori",
      descripcion: 'La descripció és obligatòria',
      gato_id: 'Has de seleccionar un gat',
    },
    queja: {
      descripcion: 'La descripció és obligatòria',
    },
    inspeccion: {
      colonia_id: 'Has de seleccionar una colònia',
      observaciones: 'Les observacions són obligatòries',
    },
    actividadVoluntario: {
      descripcion: "La descripció de l'activitat és obligatòria",
      voluntario_id: 'Has de seleccionar un voluntari',
    },
    comedero: {
      nombre: 'El nom de la menjadora és obligatori.',
      coordenadas: 'Indica la latitud i la longitud de la menjadora.',
    },
    turno: {
      usuario_id: 'Has de seleccionar un voluntari',
    },
    csv: {
      file: 'Selecciona un fitxer CSV.',
    },
  },
  coordinates: {
    pair: 'Indica la latitud i la longitud, o cap de les dues.',
    latitude: 'La latitud ha de ser un nombre entre -90 i 90.',
    longitude: 'La longitud ha de ser un nombre entre -180 i 180.',
  },
  rangos: {
    gatosVistos: 'Els gats vistos han de ser un nombre enter entre 0 i 1000.',
    edad: "L'edat ha de ser un nombre enter entre 0 i %{max}.",
  },
} as const;
