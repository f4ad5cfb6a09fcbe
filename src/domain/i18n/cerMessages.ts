/**
 * The answers of the CER calls in every language: one place, read by the
 * server's catalogues and by the client's, which shows the rules of
 * src/domain/cer.ts it checks before sending in the reader's language.
 */
import { CENSO_MAX_GATOS } from '../cerLimits';
import { keysOf } from './catalogue';
import type { Language } from './languages';

/** The Spanish answers of the CER calls (census, campaign from colonies, annual report), each naming its field. */
export const CER_API_MESSAGES = {
  notFound: 'El censo no existe.',
  fechaInvalida: 'El campo «fecha» debe ser una fecha válida (AAAA-MM-DD).',
  fechaFutura: 'El campo «fecha» no puede ser posterior a hoy.',
  gatosVistos: `El campo «gatos_vistos» debe ser un número entero entre 0 y ${CENSO_MAX_GATOS}.`,
  crias: 'El campo «crias» debe ser un número entero entre 0 y «gatos_vistos».',
  marcados: 'El campo «marcados_vistos» debe ser un número entero entre 0 y los adultos vistos («gatos_vistos» − «crias»).',
  observaciones: 'El campo «observaciones» no puede superar 2000 caracteres.',
  deleted: 'Censo eliminado correctamente',
  coloniaIds: 'El campo «colonia_ids» contiene una colonia que no existe',
  sinGatos: 'Las colonias elegidas no tienen gatos registrados sin esterilizar.',
  campanaNombre: 'Campaña CER',
  anioFuturo: 'El campo «anio» no puede ser un año futuro.',
} as const;

/** Their keys, under `cer.api` in the domain's catalogues: what the server throws and answers. */
export const CER_API_KEYS = keysOf(CER_API_MESSAGES, 'cer.api.');

export const CER_API_TRANSLATIONS: Record<Language, Record<keyof typeof CER_API_MESSAGES, string>> = {
  es: CER_API_MESSAGES,
  ca: {
    notFound: 'El cens no existeix.',
    fechaInvalida: 'El camp «fecha» ha de ser una data vàlida (AAAA-MM-DD).',
    fechaFutura: "El camp «fecha» no pot ser posterior a avui.",
    gatosVistos: `El camp «gatos_vistos» ha de ser un nombre enter entre 0 i ${CENSO_MAX_GATOS}.`,
    crias: 'El camp «crias» ha de ser un nombre enter entre 0 i «gatos_vistos».',
    marcados: 'El camp «marcados_vistos» ha de ser un nombre enter entre 0 i els adults vistos («gatos_vistos» − «crias»).',
    observaciones: 'El camp «observaciones» no pot superar 2000 caràcters.',
    deleted: 'Cens eliminat correctament',
    coloniaIds: 'El camp «colonia_ids» conté una colònia que no existeix',
    sinGatos: 'Les colònies triades no tenen gats registrats sense esterilitzar.',
    campanaNombre: 'Campanya CER',
    anioFuturo: 'El camp «anio» no pot ser un any futur.',
  },
  eu: {
    notFound: 'Zentsua ez dago.',
    fechaInvalida: '«fecha» eremuak baliozko data bat izan behar du (UUUU-HH-EE).',
    fechaFutura: '«fecha» eremua ezin da gaur baino geroagokoa izan.',
    gatosVistos: `«gatos_vistos» eremuak 0 eta ${CENSO_MAX_GATOS} arteko zenbaki oso bat izan behar du.`,
    crias: '«crias» eremuak 0 eta «gatos_vistos» arteko zenbaki oso bat izan behar du.',
    marcados: '«marcados_vistos» eremuak 0 eta ikusitako helduen arteko zenbaki oso bat izan behar du («gatos_vistos» − «crias»).',
    observaciones: '«observaciones» eremuak ezin ditu 2000 karaktere gainditu.',
    deleted: 'Zentsua ezabatu da',
    coloniaIds: '«colonia_ids» eremuak existitzen ez den kolonia bat du',
    sinGatos: 'Aukeratutako kolonietan ez dago antzutu gabeko katu erregistraturik.',
    campanaNombre: 'CER kanpaina',
    anioFuturo: '«anio» eremua ezin da etorkizuneko urte bat izan.',
  },
  gl: {
    notFound: 'O censo non existe.',
    fechaInvalida: 'O campo «fecha» debe ser unha data válida (AAAA-MM-DD).',
    fechaFutura: 'O campo «fecha» non pode ser posterior a hoxe.',
    gatosVistos: `O campo «gatos_vistos» debe ser un número enteiro entre 0 e ${CENSO_MAX_GATOS}.`,
    crias: 'O campo «crias» debe ser un número enteiro entre 0 e «gatos_vistos».',
    marcados: 'O campo «marcados_vistos» debe ser un número enteiro entre 0 e os adultos vistos («gatos_vistos» − «crias»).',
    observaciones: 'O campo «observaciones» non pode superar 2000 caracteres.',
    deleted: 'Censo eliminado correctamente',
    coloniaIds: 'O campo «colonia_ids» contén unha colonia que non existe',
    sinGatos: 'As colonias escollidas non teñen gatos rexistrados sen esterilizar.',
    campanaNombre: 'Campaña CER',
    anioFuturo: 'O campo «anio» non pode ser un ano futuro.',
  },
  en: {
    notFound: 'The census does not exist.',
    fechaInvalida: 'The «fecha» field must be a valid date (YYYY-MM-DD).',
    fechaFutura: 'The «fecha» field cannot be later than today.',
    gatosVistos: `The «gatos_vistos» field must be a whole number between 0 and ${CENSO_MAX_GATOS}.`,
    crias: 'The «crias» field must be a whole number between 0 and «gatos_vistos».',
    marcados: 'The «marcados_vistos» field must be a whole number between 0 and the adults seen («gatos_vistos» − «crias»).',
    observaciones: 'The «observaciones» field cannot be longer than 2000 characters.',
    deleted: 'Census deleted',
    coloniaIds: 'The «colonia_ids» field contains a colony that does not exist',
    sinGatos: 'The chosen colonies have no registered unsterilised cats.',
    campanaNombre: 'TNR campaign',
    anioFuturo: 'The «anio» field cannot be a future year.',
  },
};
