/**
 * A cat's stored health state and adoptability (Spanish list values kept as they
 * are in the database and the API) as each language reads them: one place, read
 * by the client's catalogues (`gatera.calle.gato.*`, `gatera.gatos.adoptabilidades`)
 * and by the server's colonies report (issue 18). In Spanish, the values themselves.
 */
import type { Adoptabilidad } from '../adopciones';
import type { EstadoSalud } from '../types';
import type { Language } from './languages';

export interface GatoValueLabels {
  salud: Record<EstadoSalud, string>;
  adoptabilidad: Record<Adoptabilidad, string>;
}

export const GATO_VALUE_LABELS: Record<Language, GatoValueLabels> = {
  es: {
    salud: { Excelente: 'Excelente', Bueno: 'Bueno', Regular: 'Regular', Malo: 'Malo' },
    adoptabilidad: { Adoptable: 'Adoptable', 'En valoración': 'En valoración', 'No adoptable': 'No adoptable' },
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
