/** The record screens' texts (`gatera.registros.*`, besides the notifications) in Galician. */
export const registrosGalician = {
  estatus: {
    pendiente: 'Pendente',
    enRevision: 'En revisión',
    resuelta: 'Resolta',
    enProgreso: 'En progreso',
    resuelto: 'Resolto',
    planeada: 'Planificada',
    completada: 'Completada',
  },
  adjunto: {
    etiqueta: 'Ficheiro anexo (imaxe ou PDF, opcional)',
    seleccionado: 'Seleccionado: %{nombre}',
    ayuda: 'JPEG, PNG, WebP ou PDF; as fotos redúcense antes de envialas.',
    sinAdjunto: 'Sen anexo',
    descargarPdf: 'Descargar o PDF anexo',
    verFoto: 'Ver a tamaño completo a foto anexa da %{registro}',
    foto: 'Foto anexa da %{registro}',
  },
  partes: {
    titulo: 'Partes',
    nuevo: 'Novo parte',
    listado: 'Listaxe de partes',
    vacio: 'Non hai partes rexistrados.',
    crear: 'Crear o parte',
  },
  actividades: {
    titulo: 'Actividades',
    registrar: 'Rexistrar a actividade',
    listado: 'Listaxe de actividades',
    vacio: 'Non hai actividades rexistradas.',
    tipo: 'Tipo',
    tipoAyuda: 'Por exemplo: vacinación, revisión, esterilización',
    gatoPicker: 'Gato (nome ou código)',
    gatoN: 'Gato %{id}',
    sinGatos: 'Non se atoparon gatos',
    escribeGato: 'Escribe o nome ou o código do gato',
    ayudaGato: 'Escribe parte do nome ou do código de identificación',
    buscar: 'Buscar por tipo, descrición ou gato',
  },
  inspecciones: {
    titulo: 'Inspeccións',
    misTitulo: 'As miñas inspeccións',
    nueva: 'Nova inspección',
    todas: 'Todas as inspeccións',
    mias: 'As miñas inspeccións',
    vacio: 'Non hai inspeccións rexistradas.',
    registrar: 'Rexistrar a inspección',
    ninguna: 'Ningunha',
    de: 'Inspección do %{fecha}',
    registro: 'inspección do %{fecha}',
  },
  quejas: {
    titulo: 'Incidencias',
    misTitulo: 'As miñas incidencias',
    nueva: 'Nova queixa',
    todas: 'Todas as queixas',
    mias: 'As miñas queixas',
    lista: 'Queixas',
    vacio: 'Non hai queixas rexistradas.',
    registrar: 'Rexistrar a queixa',
    sinPropuesta: 'Sen proposta',
    de: 'Queixa do %{fecha}',
    registro: 'queixa do %{fecha}',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    registros: registrosGalician,
  },
  resources: {
    inspecciones: {
      name: 'Inspección |||| Inspeccións',
      fields: {
        fecha_hora: 'Data',
        colonia_id: 'Colonia',
        colonia_nombre: 'Colonia',
        observaciones: 'Observacións',
        acciones_recomendadas: 'Accións recomendadas',
        archivo: 'Anexo',
        estatus: 'Estado',
      },
    },
    quejas: {
      name: 'Queixa |||| Queixas',
      fields: {
        fecha_hora: 'Data',
        codigo_seguimiento: 'Código',
        colonia_id: 'Colonia',
        colonia_nombre: 'Colonia',
        descripcion: 'Descrición',
        solucion_responsable: 'Solución proposta',
        archivo: 'Anexo',
        estatus: 'Estado',
      },
    },
    actividades: {
      name: 'Actividade |||| Actividades',
      fields: {
        tipo: 'Tipo de actividade',
        descripcion: 'Descrición',
        gato_id: 'Gato',
        created_at: 'Data',
      },
    },
    partes: {
      name: 'Parte |||| Partes',
      fields: {
        descripcion: 'Descrición',
        estado: 'Estado',
        created_at: 'Creado',
      },
    },
  },
};
