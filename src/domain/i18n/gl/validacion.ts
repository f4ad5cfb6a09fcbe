/** Galician texts of the domain: the required fields of each form and the coordinates of a colony. */
export default {
  required: {
    gato: {
      nombre: 'O nome é obrigatorio',
      sexo: 'Selecciona o sexo',
      ubicacion: 'A localización é obrigatoria',
      colonia_id: 'Debes seleccionar unha colonia',
      imagen: 'Debes subir unha imaxe',
    },
    colonia: {
      nombre: 'O nome da colonia é obrigatorio',
      ubicacion: 'A localización da colonia é obrigatoria',
    },
    campana: {
      nombre: 'O nome da campaña é obrigatorio',
      fecha_inicio: 'A data de inicio é obrigatoria',
      estatus: 'O estado da campaña é obrigatorio',
    },
    parte: {
      descripcion: 'A descrición é obrigatoria',
    },
    actividad: {
      tipo: 'O tipo de actividade é obrigatorio',
      descripcion: 'A descrición é obrigatoria',
      gato_id: 'Debes seleccionar un gato',
    },
    queja: {
      descripcion: 'A descrición é obrigatoria',
    },
    inspeccion: {
      colonia_id: 'Debes seleccionar unha colonia',
      observaciones: 'As observacións son obrigatorias',
    },
    actividadVoluntario: {
      descripcion: 'A descrición da actividade é obrigatoria',
      voluntario_id: 'Debes seleccionar un voluntario',
    },
    comedero: {
      nombre: 'O nome do comedeiro é obrigatorio.',
      coordenadas: 'Indica a latitude e a lonxitude do comedeiro.',
    },
    turno: {
      usuario_id: 'Debes seleccionar un voluntario',
    },
    csv: {
      file: 'Selecciona un ficheiro CSV.',
    },
  },
  coordinates: {
    pair: 'Indica a latitude e a lonxitude, ou ningunha das dúas.',
    latitude: 'A latitude debe ser un número entre -90 e 90.',
    longitude: 'A lonxitude debe ser un número entre -180 e 180.',
  },
  rangos: {
    gatosVistos: 'Os gatos vistos deben ser un número enteiro entre 0 e 1000.',
    edad: 'A idade debe ser un número enteiro entre 0 e %{max}.',
  },
} as const;
