/**
 * The printed words of the PDF documents in each language: the page
 * frame, the colonies, campaigns and chart reports, the CER annual report (and
 * its CSV), the sterilisation certificate and the titles of the open-data
 * catalogue, one file per language under
 * texts/. Spanish is the original product's text, byte for byte;
 * tests/server/i18n/reports.test.ts checks every language has every text.
 * Numbers follow the language (Intl); dates stay dd/mm/yyyy in every language.
 */
import { INTL_LOCALES, type Language } from '../../domain/i18n/languages';
import type { CerEstado, CerMetodo } from '../../domain/cer';
import type { EstatusCampana } from '../../domain/types';
import type { GatoValueLabels } from '../../domain/i18n/gatoValueLabels';
import { formatDate } from '../../domain/validation';
import { reportTextsEs } from './texts/es';
import { reportTextsCa } from './texts/ca';
import { reportTextsEu } from './texts/eu';
import { reportTextsGl } from './texts/gl';
import { reportTextsEn } from './texts/en';

/** A word in the singular and the plural. */
export type Plural = [string, string];

export interface ReportTexts {
  ayuntamiento: string;
  generado: string;
  /** `29 de marzo de 2025 a las 18:45`: %{fecha} and %{hora}. */
  fechaHora: string;
  pie: string;
  pagina: string;
  /** The date line of the terms-of-use PDF: %{fecha}. */
  actualizado: string;
  colonia: Plural;
  gato: Plural;
  sexos: { M: string; H: string };
  /** A cat's stored health state and adoptability, as the reader reads them. */
  valores: GatoValueLabels;
  si: string;
  no: string;
  colonias: {
    titulo: string;
    ninguna: string;
    sinGatos: string;
    ubicacion: string;
    estado: string;
    responsable: string;
    sinResponsable: string;
    gatosLinea: string;
    columnas: { codigo: string; nombre: string; sexo: string; salud: string; adoptabilidad: string; vacunacion: string; esterilizacion: string };
  };
  campanas: {
    titulo: string;
    ninguna: string;
    sinGatos: string;
    /** %{inicio} and %{fin}, dd/mm/yyyy. */
    fechas: string;
    fechasSinFin: string;
    estado: string;
    /** The campaign's status code as printed (Spanish: the code itself). */
    estatus: Record<EstatusCampana, string>;
    voluntarios: string;
    sinVoluntarios: string;
    /** %{objetivo} is `4 gatos`; %{gatos} a number. */
    objetivo: string;
    progreso: string;
    /** %{esterilizados} is `1 gato esterilizado`. */
    progresoSinObjetivo: string;
    gatoEsterilizado: Plural;
    columnas: { codigo: string; nombre: string; colonia: string; sexo: string; esterilizacion: string; enCampana: string; estado: string };
    activo: string;
    deBaja: string;
  };
  grafico: {
    titulo: string;
    ninguna: string;
    /** %{colonias} and %{gatos} counted with their noun, %{esterilizados} a number. */
    resumen: string;
    leyendaEsterilizados: string;
    leyendaSinEsterilizar: string;
    barra: string;
  };
  /** The CER annual report; its columns and totals row are also the CSV's. */
  memoria: {
    titulo: string;
    periodo: string;
    resumen: string;
    lineaColonias: string;
    lineaCobertura: string;
    lineaAnio: string;
    colonias: string;
    metodo: string;
    /** The method in plain words, one paragraph each. */
    metodoTexto: readonly string[];
    /** In the order of memoriaReport.ts. */
    columnas: string[];
    total: string;
    metodos: Record<CerMetodo, string>;
    estados: Record<CerEstado, string>;
  };
  /** The province's annual report (and its CSV): the memoria's summary lines, method and totals row with these. */
  memoriaProvincia: {
    titulo: string;
    /** Who issues it, at the top of each page: %{provincia}. */
    entidad: string;
    /** %{desde} and %{hasta}, dd/mm/yyyy. */
    periodo: string;
    lineaMunicipios: string;
    /** The heading of the table of municipalities. */
    municipios: string;
    /** In the order of provinciaMemoriaReport.ts. */
    columnas: string[];
  };
  /** The open-data catalogue (catalogo.jsonld): its titles, descriptions and keywords, %{municipio} the town. */
  datosAbiertos: {
    catalogo: { titulo: string; descripcion: string };
    colonias: { titulo: string; descripcion: string; palabrasClave: readonly string[] };
    programa: { titulo: string; descripcion: string; palabrasClave: readonly string[] };
  };
  /** The justification of a grant (cuenta justificativa); its table's columns are the domain's (costes.subvenciones.columnas). */
  justificacion: {
    titulo: string;
    beneficiario: string;
    nif: string;
    direccion: string;
    dir3: string;
    subvencion: string;
    convocatoria: string;
    organismo: string;
    referencia: string;
    fecha: string;
    importeConcedido: string;
    periodo: string;
    /** %{desde} and %{hasta}, dd/mm/yyyy. */
    periodoValor: string;
    relacion: string;
    resumen: string;
    sinCostes: string;
    enEuros: string;
    veterinarios: string;
    motivos: string;
    noConsta: string;
  };
  certificado: {
    titulo: string;
    /** %{titular}, %{provincia}. */
    declaracion: string;
    titularSeccion: string;
    titular: string;
    nif: string;
    domicilio: string;
    animal: string;
    nombre: string;
    especie: string;
    felina: string;
    sexo: string;
    raza: string;
    edad: string;
    meses: Plural;
    anios: Plural;
    identificacion: string;
    microchip: string;
    fechaIdentificacion: string;
    esterilizacion: string;
    esterilizado: string;
    fechaEsterilizacion: string;
    colonia: string;
    ubicacion: string;
    verificacion: string;
    codigo: string;
    emitido: string;
    comprobar: string;
    noConsta: string;
  };
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  es: reportTextsEs,
  ca: reportTextsCa,
  eu: reportTextsEu,
  gl: reportTextsGl,
  en: reportTextsEn,
};

/** `%{name}` filled in. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Number and date formats of a language (the Spanish ones are the original product's). */
export function reportFormats(language: Language) {
  const locale = INTL_LOCALES[language];
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const texts = REPORT_TEXTS[language];
  return {
    language,
    texts,
    generatedAt: (date: Date) => fill(texts.fechaHora, { fecha: longDate.format(date), hora: time.format(date) }),
    count: (value: number) => integer.format(value),
    // Basque writes the sign first (% 62,5); the others after a space.
    percent: (value: number) => (language === 'eu' ? `% ${decimal.format(value)}` : `${decimal.format(value)} %`),
    plural: (count: number, [one, many]: Plural) => `${integer.format(count)} ${count === 1 ? one : many}`,
    /** A `YYYY-MM-DD` date as dd/mm/yyyy, the form of every language of Spain (Intl would write Basque year first). */
    date: (iso: string | null | undefined) => formatDate(iso),
  };
}

export type ReportFormats = ReturnType<typeof reportFormats>;
