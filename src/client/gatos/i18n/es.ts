/**
 * The Spanish texts of the cat screens (the original product's
 * own words, byte for byte). They live in the catalogue under `gatera.gatos.*`
 * (src/client/i18n/es.ts, beside the notifications of GATO_MESSAGES) and are
 * read with useTranslate(); the fields' names are react-admin's
 * `resources.gatos.fields.<source>`, which inputs and columns find by themselves.
 */
export const GATOS_TEXTS = {
  titulos: {
    registrar: 'Registrar un gato',
    crear: 'Crear gato',
    formulario: 'Nuevo gato',
    importar: 'Importar gatos desde CSV',
    editar: 'Editar gato',
    editarDe: 'Editar gato «%{nombre}»',
    ficha: 'Ficha del Gato',
    listado: 'Listado de Gatos',
    listadoSeccion: 'Listado de gatos',
    lista: 'Gatos',
    misGatos: 'Mis gatos',
    misGatosTitulo: 'Mis Gatos',
  },
  vacio: 'No hay gatos registrados.',
  misVacio: 'No tienes gatos asignados.',
  campos: {
    codigoAyuda: '%{n} dígitos (microchip)',
    imagen: 'Imagen *',
    nuevaImagen: 'Nueva imagen (opcional)',
    imagenSeleccionada: 'Seleccionada: %{nombre}',
    imagenAyuda: 'JPEG, PNG o WebP; la foto se reduce a 1024 px antes de enviarla.',
  },
  activo: 'Activo',
  dadoDeBaja: 'Dado de baja',
  csv: {
    explicacion:
      'Acepta la exportación del programa de la clínica veterinaria y un CSV con nuestros nombres de campo (nombre, sexo, ubicacion, colonia_id...). Los gatos con un código ya registrado se omiten.',
    coloniaDestino: 'Colonia de destino',
    automatica: 'Automática («%{nombre}»)',
    archivo: 'Archivo CSV',
    importando: 'Importando...',
    importar: 'Importar CSV',
    omitidos: 'Omitidos (código ya registrado): %{n}',
    rechazadas: 'Filas rechazadas',
    rechazadasN: 'Filas rechazadas: %{n}',
    fila: 'Fila %{fila}: %{motivo}',
  },
  filtros: {
    etiqueta: 'Filtros de gatos',
    buscar: 'Buscar por nombre o código',
    incluirInactivos: 'Incluir inactivos',
  },
  acciones: {
    darDeBaja: 'Dar de baja',
    bajaTitulo: '¿Dar de baja al gato?',
    eliminarTitulo: '¿Eliminar el gato?',
    bajaPregunta: '¿Seguro que quieres dar de baja a «%{nombre}»? Dejará de aparecer en los listados salvo que incluyas los inactivos.',
    eliminarPregunta: '¿Seguro que quieres eliminar a «%{nombre}»? Se borrarán su ficha y su foto, y no se puede deshacer.',
  },
};

const CONSOLA = {
  bulk: {
    baja: 'Dar de baja',
    bajaTitulo: '¿Dar de baja a los gatos seleccionados?',
    bajaTexto: '¿Seguro que quieres dar de baja a %{smart_count} gato? Dejará de aparecer en los listados salvo que incluyas los inactivos. |||| ¿Seguro que quieres dar de baja a %{smart_count} gatos? Dejarán de aparecer en los listados salvo que incluyas los inactivos.',
    bajaHecha: '%{smart_count} gato dado de baja |||| %{smart_count} gatos dados de baja',
    bajaFallida: 'Hubo un problema al dar de baja los gatos.',
    campana: 'Añadir a campaña…',
    campanaTitulo: 'Añadir los gatos seleccionados a una campaña',
    campanaCampo: 'Campaña',
    campanaAnadir: 'Añadir',
    campanaCancelar: 'Cancelar',
    campanaHecha: '%{smart_count} gato añadido a «%{campana}» |||| %{smart_count} gatos añadidos a «%{campana}»',
    campanaFallida: 'No se pudieron añadir %{smart_count} gatos: %{motivo}',
    sinCampanas: 'No hay campañas registradas.',
  },
  baja: {
    motivo: 'Motivo (opcional)',
    sinMotivo: 'Sin indicar',
    detalle: 'Detalle (opcional)',
    detalleAyuda: 'Por ejemplo, adónde se trasladó o quién lo adoptó.',
    historia: 'Motivo: %{motivo}',
    motivos: {
      fallecido: 'Fallecido',
      adoptado: 'Adoptado',
      desaparecido: 'Desaparecido',
      trasladado: 'Trasladado',
      otro: 'Otro',
    },
  },
  historia: {
    titulo: 'Historia del gato',
    imprimir: 'Imprimir la ficha',
    vacia: 'No hay nada registrado en la historia de este gato.',
    error: 'No se pudo cargar la historia del gato.',
    por: 'por %{usuario}',
    eventos: {
      alta: 'Registrado en Gatera',
      vacunacion: 'Vacunado (%{detalle})',
      vacunacionSinTipo: 'Vacunado',
      desparasitacion: 'Desparasitado',
      esterilizacion: 'Esterilizado',
      colonia: 'Cambio de colonia',
      campana: 'Incluido en la campaña «%{nombre}»',
      campanaEsterilizado: 'Esterilizado en la campaña «%{nombre}»',
      actividad: 'Actividad: %{tipo}',
      baja: 'Dado de baja',
      edicion: 'Ficha editada',
    },
  },
  listas: {
    exportados: '%{smart_count} gato exportado a CSV |||| %{smart_count} gatos exportados a CSV',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    gatos: GATOS_TEXTS,
    consola: CONSOLA,
  },
  resources: {
    gatos: {
      name: 'Gato |||| Gatos',
      fields: {
        nombre: 'Nombre',
        raza: 'Raza',
        sexo: 'Sexo',
        edad_num: 'Edad',
        edad: 'Edad',
        edad_unidad: 'Unidad de edad',
        estado_salud: 'Estado de salud',
        ubicacion: 'Ubicación',
        colonia_id: 'Colonia',
        colonia_nombre: 'Colonia',
        codigo_identificacion: 'Código de identificación',
        fecha_identificacion: 'Fecha de identificación (microchip)',
        adoptabilidad: 'Adoptabilidad',
        fecha_vacunacion: 'Fecha de vacunación',
        tipo_vacuna: 'Tipo de vacuna',
        fecha_desparasitacion: 'Fecha de desparasitación',
        fecha_esterilizacion: 'Fecha de esterilización',
        evaluacion_sanitaria: 'Evaluación sanitaria',
        esterilizado: 'Esterilizado',
        vacunado: 'Vacunado',
        desparasitado: 'Desparasitado',
        activo: 'Estado',
      },
    },
  },
};
