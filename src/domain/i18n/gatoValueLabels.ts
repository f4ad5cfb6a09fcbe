/**
 * A cat's stored health state and adoptability (Spanish list values kept as they
 * are in the database and the API) as each language reads them: one place, read
 * by the client's catalogues (`gatera.calle.gato.*`, `gatera.gatos.adoptabilidades`)
 * and by the server's colonies report. In Spanish, the values themselves.
 */
import { ADOPTABILIDADES, type Adoptabilidad } from '../adopciones';
import { ESTADOS_SALUD, type EstadoSalud } from '../types';
import type { Language } from './languages';

export interface GatoValueLabels {
  salud: Record<EstadoSalud, string>;
  adoptabilidad: Record<Adoptabilidad, string>;
}

export const GATO_VALUE_LABELS: Record<Language, GatoValueLabels> = {
  es: {
    salud: Object.fromEntries(ESTADOS_SALUD.map((v) => [v, v])) as Record<EstadoSalud, string>,
    adoptabilidad: Object.fromEntries(ADOPTABILIDADES.map((v) => [v, v])) as Record<Adoptabilidad, string>,
  },
  ca: {
    salud: { Excelente: 'Excel·lent', Bueno: 'Bo', Regular: 'Regular', Malo: 'Dolent' },
    adoptabilidad: { Adoptable: 'Adoptable', 'En valoración': 'En valoració', 'No adoptable': 'No adoptable' },
  },
  eu: {
    salud: { Excelente: 'Bikaina', Bueno: 'Ona', Regular: 'Erdipurdikoa', Malo: 'Txarra' },
    adoptabilidad: { Adoptable: 'Adoptagarria', 'En valoración': 'Balioztatzen', 'No adoptable': 'Ez adoptagarria' },
  },
  gl: {
    salud: { Excelente: 'Excelente', Bueno: 'Bo', Regular: 'Regular', Malo: 'Malo' },
    adoptabilidad: { Adoptable: 'Adoptable', 'En valoración': 'En valoración', 'No adoptable': 'Non adoptable' },
  },
  en: {
    salud: { Excelente: 'Excellent', Bueno: 'Good', Regular: 'Fair', Malo: 'Poor' },
    adoptabilidad: { Adoptable: 'Adoptable', 'En valoración': 'Under assessment', 'No adoptable': 'Not adoptable' },
  },
};

/** A stored value in the reader's language; a value outside the list as it is. */
export function gatoValueLabel(labels: Record<string, string>, value: string | null): string | null {
  return value === null ? null : (labels[value] ?? value);
}

/** The catalogue key of each adoptability value (`gatera.gatos.adoptabilidades.<key>`). */
export const ADOPTABILIDAD_CATALOGUE_KEYS = { Adoptable: 'adoptable', 'En valoración': 'enValoracion', 'No adoptable': 'noAdoptable' } as const satisfies Record<Adoptabilidad, string>;

/** `gatera.calle.gato.<estado in lower case>` of one language. */
export function saludCatalogue(language: Language): Record<Lowercase<EstadoSalud>, string> {
  return Object.fromEntries(ESTADOS_SALUD.map((v) => [v.toLowerCase(), GATO_VALUE_LABELS[language].salud[v]])) as Record<Lowercase<EstadoSalud>, string>;
}

/** `gatera.gatos.adoptabilidades` of one language. */
export function adoptabilidadCatalogue(language: Language): Record<(typeof ADOPTABILIDAD_CATALOGUE_KEYS)[Adoptabilidad], string> {
  return Object.fromEntries(ADOPTABILIDADES.map((v) => [ADOPTABILIDAD_CATALOGUE_KEYS[v], GATO_VALUE_LABELS[language].adoptabilidad[v]])) as Record<
    (typeof ADOPTABILIDAD_CATALOGUE_KEYS)[Adoptabilidad],
    string
  >;
}
