/** Spanish texts of the domain: the required fields of each form and the coordinates of a colony. */
export default {
  required: {
    gato: {
      nombre: 'El nombre es obligatorio',
      sexo: 'Selecciona el sexo',
      ubicacion: 'La ubicación es obligatoria',
      colonia_id: 'Debe seleccionar una colonia',
      imagen: 'Debe subir una imagen',
    },
    colonia: {
      nombre: 'El nombre de la colonia es obligatorio',
      ubicacion: 'La ubicación de la colonia es obligatoria',
    },
    campana: {
      nombre: 'El nombre de la campaña es obligatorio',
      fecha_inicio: 'La fecha de inicio es obligatoria',
      estatus: 'El estado de la campaña es obligatorio',
    },
    parte: {
      descripcion: 'La descripción es obligatoria',
    },
    actividad: {
      tipo: 'El tipo de actividad es obligatorio',
      descripcion: 'La descripción es obligatoria',
      gato_id: 'Debe seleccionar un gato',
    },
    queja: {
      descripcion: 'La descripción es obligatoria',
    },
    inspeccion: {
      colonia_id: 'Debe seleccionar una colonia',
      observaciones: 'Las observaciones son obligatorias',
    },
    actividadVoluntario: {
      descripcion: 'La descripción de la actividad es obligatoria',
      voluntario_id: 'Debe seleccionar un voluntario',
    },
    comedero: {
      nombre: 'El nombre del comedero es obligatorio.',
      coordenadas: 'Indica la latitud y la longitud del comedero.',
    },
    turno: {
      usuario_id: 'Debe seleccionar un voluntario',
    },
    csv: {
      file: 'Por favor selecciona un archivo CSV.',
    },
  },
  coordinates: {
    pair: 'Indica la latitud y la longitud, o ninguna de las dos.',
    latitude: 'La latitud debe ser un número entre -90 y 90.',
    longitude: 'La longitud debe ser un número entre -180 y 180.',
  },
  rangos: {
    gatosVistos: 'Los gatos vistos deben ser un número entero entre 0 y 1000.',
    edad: 'La edad debe ser un número entero entre 0 y %{max}.',
  },
} as const;
