/**
 * The Spanish texts of the record screens (partes, actividades, quejas,
 * inspecciones) and the pieces they share (the original product's texts). They
 * live in the catalogue under `gatera.registros.*` (src/client/i18n/es.ts,
 * beside the notifications of RECORD_MESSAGES) and are read with useTranslate().
 */
export const REGISTROS_TEXTS = {
  /** Statuses as screens show them; the API sends them lower case, as the original did. */
  estatus: {
    pendiente: 'Pendiente',
    enRevision: 'En revisión',
    resuelta: 'Resuelta',
    enProgreso: 'En progreso',
    resuelto: 'Resuelto',
    planeada: 'Planeada',
    completada: 'Completada',
  },
  adjunto: {
    etiqueta: 'Archivo adjunto (imagen o PDF, opcional)',
    seleccionado: 'Seleccionado: %{nombre}',
    ayuda: 'JPEG, PNG, WebP o PDF; las fotos se reducen antes de enviarlas.',
    sinAdjunto: 'Sin adjunto',
    descargarPdf: 'Descargar PDF adjunto',
    verFoto: 'Ver la foto adjunta de %{registro} a tamaño completo',
    foto: 'Foto adjunta de %{registro}',
  },
  /** The bulk toolbar's Resolver and its confirmation's button. */
  resolver: 'Resolver',
  siResolver: 'Sí, resolver',
  partes: {
    titulo: 'Partes',
    nuevo: 'Nuevo parte',
    listado: 'Listado de partes',
    vacio: 'No hay partes registrados.',
    crear: 'Crear parte',
  },
  actividades: {
    titulo: 'Actividades',
    registrar: 'Registrar actividad',
    listado: 'Listado de actividades',
    vacio: 'No hay actividades registradas.',
    tipo: 'Tipo',
    tipoAyuda: 'Por ejemplo: Vacunación, Revisión, Esterilización',
    gatoPicker: 'Gato (nombre o código)',
    gatoN: 'Gato %{id}',
    sinGatos: 'No se encontraron gatos',
    escribeGato: 'Escribe el nombre o el código del gato',
    ayudaGato: 'Escribe parte del nombre o del código de identificación',
    buscar: 'Buscar por tipo, descripción o gato',
  },
  inspecciones: {
    titulo: 'Inspecciones',
    misTitulo: 'Mis Inspecciones',
    nueva: 'Nueva inspección',
    todas: 'Todas las inspecciones',
    mias: 'Mis inspecciones',
    vacio: 'No hay inspecciones registradas.',
    registrar: 'Registrar inspección',
    ninguna: 'Ninguna',
    de: 'Inspección del %{fecha}',
    registro: 'inspección del %{fecha}',
    ficha: 'Ficha de la inspección',
    resolverTitulo: 'Resolver las inspecciones seleccionadas',
    resolverPregunta: '¿Seguro que quieres marcar como resueltas las inspecciones seleccionadas? Las que ya lo están no cambian.',
    /** Resolving one, from its row or its page. */
    resolverUna: { titulo: 'Resolver la inspección', pregunta: '¿Seguro que quieres marcar esta inspección como resuelta?', hecho: 'Inspección marcada como resuelta', error: 'Error al resolver la inspección' },
    resueltas: 'Inspecciones resueltas: %{smart_count}',
  },
  quejas: {
    titulo: 'Incidencias',
    misTitulo: 'Mis Incidencias',
    nueva: 'Nueva queja',
    todas: 'Todas las quejas',
    mias: 'Mis quejas',
    lista: 'Quejas',
    vacio: 'No hay quejas registradas.',
    registrar: 'Registrar queja',
    sinPropuesta: 'Sin propuesta',
    sinRespuesta: 'Sin respuesta',
    de: 'Queja del %{fecha}',
    registro: 'queja del %{fecha}',
    ficha: 'Ficha de la queja',
    resolverTitulo: 'Resolver las quejas seleccionadas',
    resolverPregunta: '¿Seguro que quieres marcar como resueltas las quejas seleccionadas? Las que ya lo están no cambian, y ninguna recibe respuesta pública.',
    /** Resolving one, from its row or its page. */
    resolverUna: { titulo: 'Resolver la queja', pregunta: '¿Seguro que quieres marcar esta queja como resuelta?', hecho: 'Queja marcada como resuelta', error: 'Error al resolver la queja' },
    resueltas: 'Quejas resueltas: %{smart_count}',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    registros: REGISTROS_TEXTS,
  },
  resources: {
    inspecciones: {
      name: 'Inspección |||| Inspecciones',
      fields: {
        fecha_hora: 'Fecha',
        colonia_id: 'Colonia',
        colonia_nombre: 'Colonia',
        observaciones: 'Observaciones',
        acciones_recomendadas: 'Acciones recomendadas',
        archivo: 'Adjunto',
        estatus: 'Estado',
      },
    },
    quejas: {
      name: 'Queja |||| Quejas',
      fields: {
        fecha_hora: 'Fecha',
        codigo_seguimiento: 'Código',
        colonia_id: 'Colonia',
        colonia_nombre: 'Colonia',
        descripcion: 'Descripción',
        solucion_responsable: 'Solución propuesta',
        respuesta_publica: 'Respuesta pública',
        archivo: 'Adjunto',
        estatus: 'Estado',
      },
    },
    actividades: {
      name: 'Actividad |||| Actividades',
      fields: {
        tipo: 'Tipo de actividad',
        descripcion: 'Descripción',
        gato_id: 'Gato',
        created_at: 'Fecha',
      },
    },
    partes: {
      name: 'Parte |||| Partes',
      fields: {
        descripcion: 'Descripción',
        estado: 'Estado',
        created_at: 'Creado',
      },
    },
  },
};
