/** Basque texts of the domain: the required fields of each form and the coordinates of a colony. */
export default {
  required: {
    gato: {
      nombre: 'Izena derrigorrezkoa da',
      sexo: 'Hautatu sexua',
      ubicacion: 'Kokapena derrigorrezkoa da',
      colonia_id: 'Kolonia bat hautatu behar duzu',
      imagen: 'Irudi bat igo behar duzu',
    },
    colonia: {
      nombre: 'Koloniaren izena derrigorrezkoa da',
      ubicacion: 'Koloniaren kokapena derrigorrezkoa da',
    },
    campana: {
      nombre: 'Kanpainaren izena derrigorrezkoa da',
      fecha_inicio: 'Hasiera-data derrigorrezkoa da',
      estatus: 'Kanpainaren egoera derrigorrezkoa da',
    },
    parte: {
      descripcion: 'Deskribapena derrigorrezkoa da',
    },
    actividad: {
      tipo: 'Jarduera mota derrigorrezkoa da',
      descripcion: 'Deskribapena derrigorrezkoa da',
      gato_id: 'Katu bat hautatu behar duzu',
    },
    queja: {
      descripcion: 'Deskribapena derrigorrezkoa da',
    },
    inspeccion: {
      colonia_id: 'Kolonia bat hautatu behar duzu',
      observaciones: 'Oharrak derrigorrezkoak dira',
    },
    actividadVoluntario: {
      descripcion: 'Jardueraren deskribapena derrigorrezkoa da',
      voluntario_id: 'Boluntario bat hautatu behar duzu',
    },
    comedero: {
      nombre: 'Elikatze-gunearen izena derrigorrezkoa da.',
      coordenadas: 'Adierazi elikatze-gunearen latitudea eta longitudea.',
    },
    turno: {
      usuario_id: 'Boluntario bat hautatu behar duzu',
    },
    csv: {
      file: 'Hautatu CSV fitxategi bat.',
    },
  },
  coordinates: {
    pair: 'Adierazi latitudea eta longitudea, edo bat ere ez.',
    latitude: 'Latitudeak -90 eta 90 arteko zenbaki bat izan behar du.',
    longitude: 'Longitudeak -180 eta 180 arteko zenbaki bat izan behar du.',
  },
  rangos: {
    gatosVistos: 'Ikusitako katuak 0 eta 1000 arteko zenbaki oso bat izan behar du.',
    edad: 'Adinak 0 eta %{max} arteko zenbaki osoa izan behar du.',
  },
} as const;
