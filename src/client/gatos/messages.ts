/**
 * The Spanish texts of the cat screens (SPEC sections 2, 5 and 8: the spec's
 * own words, byte for byte). They live in the catalogue under `gatera.gatos.*`
 * (src/client/i18n/es.ts, beside the notifications of GATO_MESSAGES) and are
 * read with useTranslate().
 */
import { adoptabilidadCatalogue } from '../../domain/i18n/gatoValueLabels';
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
  /** The stored adoptability values (src/domain/adopciones.ts) as the reader reads them. */
  adoptabilidades: adoptabilidadCatalogue('es'),
  campos: {
    raza: 'Raza',
    sexo: 'Sexo',
    edad: 'Edad',
    unidadEdad: 'Unidad de edad',
    estadoSalud: 'Estado de salud',
    codigoIdentificacion: 'Código de identificación',
    codigoAyuda: '%{n} dígitos (microchip)',
    adoptabilidad: 'Adoptabilidad',
    fechaVacunacion: 'Fecha de vacunación',
    tipoVacuna: 'Tipo de vacuna',
    fechaDesparasitacion: 'Fecha de desparasitación',
    fechaEsterilizacion: 'Fecha de esterilización',
    evaluacionSanitaria: 'Evaluación sanitaria',
    esterilizado: 'Esterilizado',
    vacunado: 'Vacunado',
    desparasitado: 'Desparasitado',
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
  exportando: 'Exportando...',
  exportar: 'Exportar CSV',
  acciones: {
    editarA: 'Editar a %{nombre}',
    darDeBaja: 'Dar de baja',
    darDeBajaA: 'Dar de baja a %{nombre}',
    eliminarA: 'Eliminar a %{nombre}',
    bajaTitulo: '¿Dar de baja al gato?',
    eliminarTitulo: '¿Eliminar el gato?',
    bajaPregunta: '¿Seguro que quieres dar de baja a «%{nombre}»? Dejará de aparecer en los listados salvo que incluyas los inactivos.',
    eliminarPregunta: '¿Seguro que quieres eliminar a «%{nombre}»? Se borrarán su ficha y su foto, y no se puede deshacer.',
  },
};
