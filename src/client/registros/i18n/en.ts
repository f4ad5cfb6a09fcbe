/** The record screens' texts (`gatera.registros.*`, besides the notifications) in English. */
export const registrosEnglish = {
  estatus: {
    pendiente: 'Pending',
    enRevision: 'Under review',
    resuelta: 'Resolved',
    enProgreso: 'In progress',
    resuelto: 'Resolved',
    planeada: 'Planned',
    completada: 'Completed',
  },
  adjunto: {
    etiqueta: 'Attached file (image or PDF, optional)',
    seleccionado: 'Selected: %{nombre}',
    ayuda: 'JPEG, PNG, WebP or PDF; photos are reduced before they are sent.',
    sinAdjunto: 'No attachment',
    descargarPdf: 'Download the attached PDF',
    verFoto: 'View the photo attached to the %{registro} at full size',
    foto: 'Photo attached to the %{registro}',
  },
  partes: {
    titulo: 'Reports',
    nuevo: 'New report',
    listado: 'List of reports',
    vacio: 'There are no reports registered.',
    crear: 'Create report',
  },
  actividades: {
    titulo: 'Activities',
    registrar: 'Record activity',
    listado: 'List of activities',
    vacio: 'There are no activities recorded.',
    tipo: 'Type',
    tipoAyuda: 'For example: vaccination, check-up, neutering',
    gatoPicker: 'Cat (name or code)',
    gatoN: 'Cat %{id}',
    sinGatos: 'No cats found',
    escribeGato: 'Type the cat’s name or code',
    ayudaGato: 'Type part of the name or of the identification code',
    buscar: 'Search by type, description or cat',
  },
  inspecciones: {
    titulo: 'Inspections',
    misTitulo: 'My inspections',
    nueva: 'New inspection',
    todas: 'All inspections',
    mias: 'My inspections',
    vacio: 'There are no inspections recorded.',
    registrar: 'Record inspection',
    ninguna: 'None',
    de: 'Inspection of %{fecha}',
    registro: 'inspection of %{fecha}',
  },
  quejas: {
    titulo: 'Incidents',
    misTitulo: 'My incidents',
    nueva: 'New complaint',
    todas: 'All complaints',
    mias: 'My complaints',
    lista: 'Complaints',
    vacio: 'There are no complaints recorded.',
    registrar: 'Record complaint',
    sinPropuesta: 'No proposal',
    de: 'Complaint of %{fecha}',
    registro: 'complaint of %{fecha}',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    registros: registrosEnglish,
  },
  resources: {
    inspecciones: {
      name: 'Inspection |||| Inspections',
      fields: {
        fecha_hora: 'Date',
        colonia_id: 'Colony',
        colonia_nombre: 'Colony',
        observaciones: 'Observations',
        acciones_recomendadas: 'Recommended actions',
        archivo: 'Attachment',
        estatus: 'Status',
      },
    },
    quejas: {
      name: 'Complaint |||| Complaints',
      fields: {
        fecha_hora: 'Date',
        codigo_seguimiento: 'Code',
        colonia_id: 'Colony',
        colonia_nombre: 'Colony',
        descripcion: 'Description',
        solucion_responsable: 'Proposed solution',
        archivo: 'Attachment',
        estatus: 'Status',
      },
    },
    actividades: {
      name: 'Activity |||| Activities',
      fields: {
        tipo: 'Type of activity',
        descripcion: 'Description',
        gato_id: 'Cat',
        created_at: 'Date',
      },
    },
    partes: {
      name: 'Report |||| Reports',
      fields: {
        descripcion: 'Description',
        estado: 'Status',
        created_at: 'Created',
      },
    },
  },
};
