/**
 * The Spanish texts of the CER programme: the screens read them from the
 * catalogue as `gatera.cer.*` (src/client/i18n/es.ts), the annual report
 * prints the same names. `%{name}` is filled in by polyglot.
 */
import type { CerEstado, CerMetodo } from './cer';

export const CER_ESTADO_LABELS: Record<CerEstado, string> = {
  sin_datos: 'Sin datos',
  insuficiente: 'Insuficiente',
  en_progreso: 'En progreso',
  estabilizando: 'Estabilizando',
  reduciendo: 'Reduciendo',
};

export const CER_METHOD_LABELS: Record<CerMetodo, string> = {
  chapman: 'Chapman',
  censo: 'Censo',
  registro: 'Registro',
};

/** The method in plain Spanish, for the annual report and the README. */
export const MEMORIA_METHOD_TEXT = [
  'La población de cada colonia se estima con el método de marcaje y reavistamiento de Chapman. Los gatos marcados son los gatos registrados y esterilizados, que llevan la muesca en la oreja; en cada censo se cuentan los gatos adultos vistos y, entre ellos, los que llevan la marca.',
  'Con M gatos marcados, C adultos vistos y R marcados vistos, la población es N = (M+1)(C+1)/(R+1) − 1, con un intervalo de confianza del 95 % de N ± 1,96·√Var, Var = (M+1)(C+1)(M−R)(C−R)/((R+1)²(R+2)).',
  'Supuestos: la colonia no cambia (sin nacimientos, muertes ni llegadas) entre el último censo y los registros con los que se compara, y la marca de la oreja se ve siempre en el censo. Las crías no se cuentan como adultos.',
  'Cuando no hay un censo con gatos marcados vistos, la población es el mayor de los adultos contados en el último censo y los gatos registrados (método «Censo»); sin censo, los gatos registrados (método «Registro»). La estimación nunca es menor que los gatos registrados ni que los adultos vistos.',
  'La cobertura es la parte de la población estimada que está esterilizada. Una colonia se estabiliza con un 70–80 % de gatos esterilizados; por debajo del 50 % la cobertura es insuficiente.',
];

/** The catalogue subtree `gatera.cer`. */
export const CER_MESSAGES = {
  estado: CER_ESTADO_LABELS,
  metodo: CER_METHOD_LABELS,
  cobertura: 'Cobertura CER',
  coberturaValor: 'Cobertura %{pct}',
  coberturaSinDatos: 'Cobertura sin datos',
  estimacion: 'Población estimada',
  estimacionValor: '≈ %{n} gatos',
  estimacionDetalle: 'Población estimada: %{n} gatos (método %{metodo})',
  intervalo: 'Intervalo del 95 %: %{lo}–%{hi}',
  objetivo: 'Objetivo: %{pct}',
  registrados: 'Registrados',
  esterilizados: 'Esterilizados',
  porEsterilizar: 'Por esterilizar',
  censo: {
    titulo: 'Censos',
    nuevo: 'Registrar censo',
    editar: 'Editar censo',
    guardar: 'Guardar censo',
    cancelar: 'Cancelar',
    eliminar: 'Eliminar',
    confirmarEliminar: '¿Eliminar el censo del %{fecha}?',
    fecha: 'Fecha',
    gatosVistos: 'Gatos vistos (con crías)',
    crias: 'Crías',
    marcadosVistos: 'Adultos con la oreja marcada',
    observaciones: 'Observaciones',
    ayuda: 'Cuenta todos los gatos que ves; entre los adultos, los que llevan la muesca de esterilización en la oreja.',
    guardado: 'Censo guardado',
    eliminado: 'Censo eliminado',
    ninguno: 'Esta colonia aún no tiene censos.',
    ultimo: 'Último censo: %{fecha}',
    sinCenso: 'Sin censo',
    lista: 'Censos de la colonia',
  },
  historia: {
    titulo: 'Evolución en 24 meses',
    tabla: 'Datos de la evolución',
    mes: 'Mes',
    registrados: 'Gatos registrados',
    estimacion: 'Población estimada',
    vistos: 'Gatos vistos en censo',
    esterilizaciones: 'Esterilizaciones',
    altas: 'Altas',
    bajas: 'Bajas',
    cargando: 'Cargando la evolución…',
  },
  panel: {
    titulo: 'Panel del programa CER',
    colonias: 'Colonias',
    registrados: 'Gatos registrados',
    poblacion: 'Población estimada',
    esterilizados: 'Gatos esterilizados',
    cobertura: 'Cobertura global',
    esterilizacionesAnio: 'Esterilizaciones en %{anio}',
    quejas: 'Quejas abiertas',
    inspecciones: 'Inspecciones pendientes',
    campanas: 'Campañas en curso',
    estados: 'Colonias por estado',
    serie: 'Últimos 24 meses',
    serieTabla: 'Datos mensuales del programa',
    bajoObjetivo: 'Colonias bajo el objetivo',
    bajoObjetivoAyuda: 'Ordenadas por los gatos que faltan por esterilizar para llegar al objetivo.',
    bajoObjetivoTotal: '%{shown} de %{total} colonias bajo el objetivo',
    ninguna: 'Todas las colonias alcanzan el objetivo.',
    colonia: 'Colonia',
    crearCampana: 'Crear campaña con estas colonias',
    campanaNombre: 'Campaña CER %{fecha}',
    campanaCreada: 'Campaña creada con %{n} gatos sin esterilizar',
    campanaError: 'No se pudo crear la campaña.',
    error: 'No se pudo cargar el panel.',
  },
  memoria: {
    titulo: 'Memoria del programa CER',
    descripcion: 'Por colonia: población estimada, cobertura al inicio y al final del año, esterilizaciones, altas, bajas y quejas, con los totales y el método.',
    anio: 'Año',
    pdf: 'Descargar memoria CER (PDF)',
    csv: 'Descargar memoria CER (CSV)',
    error: 'No se pudo descargar la memoria CER.',
  },
} as const;
