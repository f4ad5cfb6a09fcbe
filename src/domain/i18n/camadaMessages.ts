/**
 * The answers of the litters' calls in every language: one place, read by the
 * server's catalogues and by the client's, which shows the rules of
 * src/domain/camadas.ts it checks before sending in the reader's language.
 */
import { keysOf } from './catalogue';
import type { Language } from './languages';
import { CAMADA_MAX_CRIAS as MAX, CAMADA_NOTAS_MAX as NOTAS } from '../camadaLimits';

/** The Spanish answers, each naming its field. */
export const CAMADA_API_MESSAGES = {
  notFound: 'La camada no existe.',
  fechaInvalida: 'El campo «fecha» debe ser una fecha válida (AAAA-MM-DD).',
  fechaFutura: 'El campo «fecha» no puede ser posterior a hoy.',
  crias: `El campo «crias» debe ser un número entero entre 1 y ${MAX}.`,
  destino: 'Los campos «en_colonia», «adoptadas», «fallecidas» y «trasladadas» deben ser números enteros no negativos.',
  destinos: 'Las crías en la colonia, adoptadas, fallecidas y trasladadas no pueden sumar más que «crias».',
  madre: 'El campo «madre_id» debe ser un gato de esta colonia.',
  notas: `El campo «notas» no puede superar ${NOTAS} caracteres.`,
  deleted: 'Camada eliminada correctamente',
} as const;

/** Their keys, under `camadas.api` in the domain's catalogues: what the server throws and answers. */
export const CAMADA_API_KEYS = keysOf(CAMADA_API_MESSAGES, 'camadas.api.');

export const CAMADA_API_TRANSLATIONS: Record<Language, Record<keyof typeof CAMADA_API_MESSAGES, string>> = {
  es: CAMADA_API_MESSAGES,
  ca: {
    notFound: 'La ventrada no existeix.',
    fechaInvalida: 'El camp «fecha» ha de ser una data vàlida (AAAA-MM-DD).',
    fechaFutura: 'El camp «fecha» no pot ser posterior a avui.',
    crias: `El camp «crias» ha de ser un nombre enter entre 1 i ${MAX}.`,
    destino: 'Els camps «en_colonia», «adoptadas», «fallecidas» i «trasladadas» han de ser nombres enters no negatius.',
    destinos: 'Les cries a la colònia, adoptades, mortes i traslladades no poden sumar més que «crias».',
    madre: 'El camp «madre_id» ha de ser un gat d’aquesta colònia.',
    notas: `El camp «notas» no pot superar ${NOTAS} caràcters.`,
    deleted: 'Ventrada eliminada correctament',
  },
  eu: {
    notFound: 'Kumaldia ez dago.',
    fechaInvalida: '«fecha» eremuak data baliozkoa izan behar du (UUUU-HH-EE).',
    fechaFutura: '«fecha» eremua ezin da gaur baino geroagokoa izan.',
    crias: `«crias» eremuak 1 eta ${MAX} arteko zenbaki osoa izan behar du.`,
    destino: '«en_colonia», «adoptadas», «fallecidas» eta «trasladadas» eremuek zenbaki oso ez-negatiboak izan behar dute.',
    destinos: 'Kolonian, adoptatuta, hilda eta lekuz aldatuta dauden kumeek ezin dute «crias» baino gehiago batu.',
    madre: '«madre_id» eremuak kolonia honetako katu bat izan behar du.',
    notas: `«notas» eremuak ezin ditu ${NOTAS} karaktere gainditu.`,
    deleted: 'Kumaldia ondo ezabatu da',
  },
  gl: {
    notFound: 'A camada non existe.',
    fechaInvalida: 'O campo «fecha» debe ser unha data válida (AAAA-MM-DD).',
    fechaFutura: 'O campo «fecha» non pode ser posterior a hoxe.',
    crias: `O campo «crias» debe ser un número enteiro entre 1 e ${MAX}.`,
    destino: 'Os campos «en_colonia», «adoptadas», «fallecidas» e «trasladadas» deben ser números enteiros non negativos.',
    destinos: 'As crías na colonia, adoptadas, mortas e trasladadas non poden sumar máis ca «crias».',
    madre: 'O campo «madre_id» debe ser un gato desta colonia.',
    notas: `O campo «notas» non pode superar ${NOTAS} caracteres.`,
    deleted: 'Camada eliminada correctamente',
  },
  en: {
    notFound: 'The litter does not exist.',
    fechaInvalida: 'The «fecha» field must be a valid date (YYYY-MM-DD).',
    fechaFutura: 'The «fecha» field cannot be later than today.',
    crias: `The «crias» field must be a whole number between 1 and ${MAX}.`,
    destino: 'The «en_colonia», «adoptadas», «fallecidas» and «trasladadas» fields must be non-negative whole numbers.',
    destinos: 'Kittens in the colony, adopted, dead and moved cannot add up to more than «crias».',
    madre: 'The «madre_id» field must be a cat of this colony.',
    notas: `The «notas» field cannot exceed ${NOTAS} characters.`,
    deleted: 'Litter deleted',
  },
};
