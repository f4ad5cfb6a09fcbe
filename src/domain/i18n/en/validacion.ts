/** English texts of the domain: the required fields of each form and the coordinates of a colony. */
export default {
  required: {
    gato: {
      nombre: 'The name is required',
      sexo: 'Select the sex',
      ubicacion: 'The location is required',
      colonia_id: 'You must select a colony',
      imagen: 'You must upload a picture',
    },
    colonia: {
      nombre: 'The colony name is required',
      ubicacion: 'The colony location is required',
    },
    campana: {
      nombre: 'The campaign name is required',
      fecha_inicio: 'The start date is required',
      estatus: 'The campaign status is required',
    },
    parte: {
      descripcion: 'The description is required',
    },
    actividad: {
      tipo: 'The activity type is required',
      descripcion: 'The description is required',
      gato_id: 'You must select a cat',
    },
    queja: {
      descripcion: 'The description is required',
    },
    inspeccion: {
      colonia_id: 'You must select a colony',
      observaciones: 'The observations are required',
    },
    actividadVoluntario: {
      descripcion: 'The activity description is required',
      voluntario_id: 'You must select a volunteer',
    },
    comedero: {
      nombre: 'The name of the feeding point is required.',
      coordenadas: 'Give the latitude and longitude of the feeding point.',
    },
    turno: {
      usuario_id: 'You must select a volunteer',
    },
    csv: {
      file: 'Please select a CSV file.',
    },
  },
  coordinates: {
    pair: 'Give both latitude and longitude, or neither.',
    latitude: 'The latitude must be a number between -90 and 90.',
    longitude: 'The longitude must be a number between -180 and 180.',
  },
  rangos: {
    gatosVistos: 'Cats seen must be a whole number between 0 and 1000.',
    edad: 'The age must be a whole number between 0 and %{max}.',
  },
} as const;
