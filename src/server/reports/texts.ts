/**
 * The printed words of the PDF reports in each language (issue 18): the page
 * frame, the colonies, campaigns and chart reports. Spanish is the spec's text,
 * byte for byte; tests/server/i18n/reports.test.ts checks every language has
 * every text. Numbers and dates follow the language (Intl), dates stay dd/mm/yyyy.
 */
import { INTL_LOCALES, type Language } from '../../domain/i18n/languages';

export interface ReportTexts {
  ayuntamiento: string;
  generado: string;
  /** `29 de marzo de 2025 a las 18:45`: %{fecha} and %{hora}. */
  fechaHora: string;
  pie: string;
  pagina: string;
  colonia: [string, string];
  gato: [string, string];
  sexos: { M: string; H: string };
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
  campanas: { titulo: string };
  grafico: { titulo: string };
  /** The header row of the CER annual report's CSV (in the order of memoriaReport.ts) and its totals row. */
  memoriaCsv: { columnas: string[]; total: string };
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  es: {
    ayuntamiento: 'Ayuntamiento de %{municipio}',
    generado: 'Generado el %{fecha}',
    fechaHora: '%{fecha} a las %{hora}',
    pie: 'Gatera · Gestión municipal de colonias felinas',
    pagina: 'Página %{n}',
    colonia: ['colonia', 'colonias'],
    gato: ['gato', 'gatos'],
    sexos: { M: 'Macho', H: 'Hembra' },
    colonias: {
      titulo: 'Informe de colonias felinas',
      ninguna: 'No hay colonias registradas.',
      sinGatos: 'No hay gatos registrados en esta colonia.',
      ubicacion: 'Ubicación: %{ubicacion}',
      estado: 'Estado: %{estado}',
      responsable: 'Responsable: %{responsable}',
      sinResponsable: 'sin responsable asignado',
      gatosLinea: 'Gatos: %{gatos} · Esterilizados: %{esterilizados} (%{pct})',
      columnas: { codigo: 'Código', nombre: 'Nombre', sexo: 'Sexo', salud: 'Salud', adoptabilidad: 'Adoptabilidad', vacunacion: 'Vacunación', esterilizacion: 'Esterilización' },
    },
    campanas: { titulo: 'Informe de campañas de esterilización' },
    grafico: { titulo: 'Gráfico de gatos por colonia' },
    memoriaCsv: { columnas: ['Colonia', 'Método', 'Población estimada', 'IC 95 %', 'Esterilizados', 'Cobertura inicio', 'Cobertura fin', 'Esterilizaciones', 'Altas', 'Bajas', 'Quejas', 'Estado'], total: 'Total' },
  },
  ca: {
    ayuntamiento: 'Ajuntament de %{municipio}',
    generado: 'Generat el %{fecha}',
    fechaHora: '%{fecha} a les %{hora}',
    pie: 'Gatera · Gestió municipal de colònies felines',
    pagina: 'Pàgina %{n}',
    colonia: ['colònia', 'colònies'],
    gato: ['gat', 'gats'],
    sexos: { M: 'Mascle', H: 'Femella' },
    colonias: {
      titulo: 'Informe de colònies felines',
      ninguna: 'No hi ha colònies registrades.',
      sinGatos: 'No hi ha gats registrats en aquesta colònia.',
      ubicacion: 'Ubicació: %{ubicacion}',
      estado: 'Estat: %{estado}',
      responsable: 'Responsable: %{responsable}',
      sinResponsable: 'sense responsable assignat',
      gatosLinea: 'Gats: %{gatos} · Esterilitzats: %{esterilizados} (%{pct})',
      columnas: { codigo: 'Codi', nombre: 'Nom', sexo: 'Sexe', salud: 'Salut', adoptabilidad: 'Adoptabilitat', vacunacion: 'Vacunació', esterilizacion: 'Esterilització' },
    },
    campanas: { titulo: "Informe de campanyes d'esterilització" },
    grafico: { titulo: 'Gràfic de gats per colònia' },
    memoriaCsv: { columnas: ['Colònia', 'Mètode', 'Població estimada', 'IC 95 %', 'Esterilitzats', 'Cobertura inici', 'Cobertura final', 'Esterilitzacions', 'Altes', 'Baixes', 'Queixes', 'Estat'], total: 'Total' },
  },
  eu: {
    ayuntamiento: '%{municipio}ko Udala',
    generado: 'Sortze-data: %{fecha}',
    fechaHora: '%{fecha}, %{hora}',
    pie: 'Gatera · Katu-kolonien udal-kudeaketa',
    pagina: '%{n}. orria',
    colonia: ['kolonia', 'kolonia'],
    gato: ['katu', 'katu'],
    sexos: { M: 'Arra', H: 'Emea' },
    colonias: {
      titulo: 'Katu-kolonien txostena',
      ninguna: 'Ez dago kolonia erregistraturik.',
      sinGatos: 'Ez dago katu erregistraturik kolonia honetan.',
      ubicacion: 'Kokapena: %{ubicacion}',
      estado: 'Egoera: %{estado}',
      responsable: 'Arduraduna: %{responsable}',
      sinResponsable: 'arduradunik esleitu gabe',
      gatosLinea: 'Katuak: %{gatos} · Antzutuak: %{esterilizados} (%{pct})',
      columnas: { codigo: 'Kodea', nombre: 'Izena', sexo: 'Sexua', salud: 'Osasuna', adoptabilidad: 'Adoptagarritasuna', vacunacion: 'Txertaketa', esterilizacion: 'Antzutzea' },
    },
    campanas: { titulo: 'Antzutze-kanpainen txostena' },
    grafico: { titulo: 'Katuak koloniaka: grafikoa' },
    memoriaCsv: { columnas: ['Kolonia', 'Metodoa', 'Kalkulatutako populazioa', '% 95eko KT', 'Antzutuak', 'Hasierako estaldura', 'Amaierako estaldura', 'Antzutzeak', 'Altak', 'Bajak', 'Kexak', 'Egoera'], total: 'Guztira' },
  },
  gl: {
    ayuntamiento: 'Concello de %{municipio}',
    generado: 'Xerado o %{fecha}',
    fechaHora: '%{fecha} ás %{hora}',
    pie: 'Gatera · Xestión municipal de colonias felinas',
    pagina: 'Páxina %{n}',
    colonia: ['colonia', 'colonias'],
    gato: ['gato', 'gatos'],
    sexos: { M: 'Macho', H: 'Femia' },
    colonias: {
      titulo: 'Informe de colonias felinas',
      ninguna: 'Non hai colonias rexistradas.',
      sinGatos: 'Non hai gatos rexistrados nesta colonia.',
      ubicacion: 'Localización: %{ubicacion}',
      estado: 'Estado: %{estado}',
      responsable: 'Responsable: %{responsable}',
      sinResponsable: 'sen responsable asignado',
      gatosLinea: 'Gatos: %{gatos} · Esterilizados: %{esterilizados} (%{pct})',
      columnas: { codigo: 'Código', nombre: 'Nome', sexo: 'Sexo', salud: 'Saúde', adoptabilidad: 'Adoptabilidade', vacunacion: 'Vacinación', esterilizacion: 'Esterilización' },
    },
    campanas: { titulo: 'Informe de campañas de esterilización' },
    grafico: { titulo: 'Gráfico de gatos por colonia' },
    memoriaCsv: { columnas: ['Colonia', 'Método', 'Poboación estimada', 'IC 95 %', 'Esterilizados', 'Cobertura inicio', 'Cobertura fin', 'Esterilizacións', 'Altas', 'Baixas', 'Queixas', 'Estado'], total: 'Total' },
  },
  en: {
    ayuntamiento: '%{municipio} Town Council',
    generado: 'Generated on %{fecha}',
    fechaHora: '%{fecha} at %{hora}',
    pie: 'Gatera · Municipal management of cat colonies',
    pagina: 'Page %{n}',
    colonia: ['colony', 'colonies'],
    gato: ['cat', 'cats'],
    sexos: { M: 'Male', H: 'Female' },
    colonias: {
      titulo: 'Cat colonies report',
      ninguna: 'There are no registered colonies.',
      sinGatos: 'There are no registered cats in this colony.',
      ubicacion: 'Location: %{ubicacion}',
      estado: 'Status: %{estado}',
      responsable: 'Responsible: %{responsable}',
      sinResponsable: 'no one assigned',
      gatosLinea: 'Cats: %{gatos} · Neutered: %{esterilizados} (%{pct})',
      columnas: { codigo: 'Code', nombre: 'Name', sexo: 'Sex', salud: 'Health', adoptabilidad: 'Adoptability', vacunacion: 'Vaccination', esterilizacion: 'Neutering' },
    },
    campanas: { titulo: 'Neutering campaigns report' },
    grafico: { titulo: 'Chart of cats per colony' },
    memoriaCsv: { columnas: ['Colony', 'Method', 'Estimated population', '95 % CI', 'Neutered', 'Coverage at start', 'Coverage at end', 'Neuterings', 'New cats', 'Removals', 'Complaints', 'Status'], total: 'Total' },
  },
};

/** `%{name}` filled in. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Number and date formats of a language (the Spanish ones are the spec's). */
export function reportFormats(language: Language) {
  const locale = INTL_LOCALES[language];
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const texts = REPORT_TEXTS[language];
  return {
    texts,
    generatedAt: (date: Date) => fill(texts.fechaHora, { fecha: longDate.format(date), hora: time.format(date) }),
    count: (value: number) => integer.format(value),
    // Basque writes the sign first (% 62,5); the others after a space.
    percent: (value: number) => (language === 'eu' ? `% ${decimal.format(value)}` : `${decimal.format(value)} %`),
    plural: (count: number, [one, many]: [string, string]) => `${integer.format(count)} ${count === 1 ? one : many}`,
  };
}

export type ReportFormats = ReturnType<typeof reportFormats>;
