/**
 * The money of the programme: what each veterinary act and supply costs, and
 * how a grant's line takes it. Amounts are whole euro cents everywhere (the
 * database, the API, the sums): a sum of cents is exact, a sum of decimal
 * euros in floating point is not (0.10 + 0.20 ≠ 0.30).
 */
import { keysOf } from './i18n/catalogue';
import costesSpanish from './i18n/es/costes';

/** The keys of the answers about costs, invoices and grants (their texts in i18n/<language>/costes.ts). */
export const COSTE_KEYS = keysOf(costesSpanish.costes, 'costes.');

/** The acts a veterinary provider prices and invoices. */
export const ACTOS_VETERINARIOS = [
  'esterilizacion_macho',
  'esterilizacion_hembra',
  'microchip',
  'vacuna',
  'desparasitacion',
  'test_felv_fiv',
  'tratamiento',
  'eutanasia',
] as const;
export type ActoVeterinario = (typeof ACTOS_VETERINARIOS)[number];

/** Costs that are no veterinary act: feeding and other supplies of a colony, and training. */
export const SUMINISTROS = ['alimentacion', 'suministros', 'formacion'] as const;
export type Suministro = (typeof SUMINISTROS)[number];

/** What a cost line is: an act or a supply. */
export const CONCEPTOS_COSTE = [...ACTOS_VETERINARIOS, ...SUMINISTROS] as const;
export type ConceptoCoste = (typeof CONCEPTOS_COSTE)[number];

export function isActoVeterinario(value: string): value is ActoVeterinario {
  return (ACTOS_VETERINARIOS as readonly string[]).includes(value);
}

export function isConceptoCoste(value: string): value is ConceptoCoste {
  return (CONCEPTOS_COSTE as readonly string[]).includes(value);
}

/** The catalogue key of a concept's name. */
export const conceptoLabel = (concepto: ConceptoCoste) => `costes.conceptos.${concepto}`;

/** The VAT rates a price or an invoice may carry, in whole percent (Spain's: 0, 4, 10, 21; a provider exempt at 0). */
export const IVA_MAX = 30;

/** The largest amount one price, invoice or grant may hold: ten million euros, far below a 32-bit integer's reach. */
export const IMPORTE_MAX_CENTIMOS = 1_000_000_000;

/** A base amount with its VAT, in cents, rounded to the nearest cent (halves up), with integer arithmetic only. */
export function conIva(baseCentimos: number, ivaPorcentaje: number): number {
  return Math.floor((baseCentimos * (100 + ivaPorcentaje) + 50) / 100);
}

/** The VAT of a base amount, in cents. */
export function ivaDe(baseCentimos: number, ivaPorcentaje: number): number {
  return conIva(baseCentimos, ivaPorcentaje) - baseCentimos;
}

/** Adds amounts in cents; each must be a whole number, so the sum is exact. */
export function sumaCentimos(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Un importe no es un número entero de céntimos: ${value}`);
    total += value;
  }
  return total;
}

/** An amount as a spreadsheet's decimal-comma number ("1234,50", "-0,05"), from its cents without floating point. */
export function centimosDecimal(centimos: number): string {
  const sign = centimos < 0 ? '-' : '';
  const abs = Math.abs(centimos);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in euros as its reader writes it (Intl: "1.234,50 €" in Spanish). */
export function formatEuros(centimos: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(centimos / 100);
}

/**
 * Cents from what a person typed in euros ("12", "12,5", "1.234,50", "12.50"): the digits are read as text, never
 * through a floating-point number. Null when it is not an amount with at most two decimals.
 */
export function centimosDeEuros(text: string): number | null {
  const clean = text.trim().replace(/\s|€/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(clean) ?? /^(\d+)(?:[,.](\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const euros = Number(match[1].replace(/\./g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** What a grant's line takes: the concepts it funds, each with the most it pays per unit (cents; null, no cap). */
export interface ConceptoLinea {
  concepto: ConceptoCoste;
  tope_centimos: number | null;
}

/** A grant line as the templates give it. */
export interface PlantillaLinea {
  nombre: string;
  conceptos: ConceptoLinea[];
}

const sinTope = (...conceptos: ConceptoCoste[]): ConceptoLinea[] => conceptos.map((concepto) => ({ concepto, tope_centimos: null }));

/**
 * Ready-made lines: the four lines of the Ministry's call to local entities (surgery; prevention; living
 * conditions and feeding; training and awareness), and a regional call paying per act with a cap per unit.
 * The names are the calls' own, in Spanish, as the justification carries them.
 */
export const PLANTILLAS_LINEAS = {
  ministerio: [
    { nombre: 'Esterilización quirúrgica', conceptos: sinTope('esterilizacion_macho', 'esterilizacion_hembra') },
    { nombre: 'Prevención: desparasitación, vacunación y control sanitario', conceptos: sinTope('desparasitacion', 'vacuna', 'test_felv_fiv', 'microchip', 'tratamiento') },
    { nombre: 'Condiciones de vida y alimentación', conceptos: sinTope('alimentacion', 'suministros') },
    { nombre: 'Formación y sensibilización', conceptos: sinTope('formacion') },
  ],
  por_acto: [
    { nombre: 'Identificación con microchip', conceptos: [{ concepto: 'microchip', tope_centimos: 3000 }] },
    { nombre: 'Esterilización de hembras', conceptos: [{ concepto: 'esterilizacion_hembra', tope_centimos: 8000 }] },
    { nombre: 'Esterilización de machos', conceptos: [{ concepto: 'esterilizacion_macho', tope_centimos: 4000 }] },
  ],
} as const satisfies Record<string, readonly PlantillaLinea[]>;

export type PlantillaLineas = keyof typeof PLANTILLAS_LINEAS;
export const PLANTILLAS = Object.keys(PLANTILLAS_LINEAS) as PlantillaLineas[];

/** Why part of a cost is not eligible on its line. */
export const MOTIVOS_NO_ELEGIBLE = ['fuera_de_periodo', 'sobre_tope', 'sin_importe'] as const;
export type MotivoNoElegible = (typeof MOTIVOS_NO_ELEGIBLE)[number];

/** The catalogue key of a reason's text. */
export const motivoLabel = (motivo: MotivoNoElegible) => `costes.motivos.${motivo}`;

export interface Elegibilidad {
  elegible_centimos: number;
  no_elegible_centimos: number;
  motivo: MotivoNoElegible | null;
}

/**
 * How much of one cost a grant's line pays: nothing outside the grant's eligible period (dates `AAAA-MM-DD`,
 * both ends in), at most the unit cap of its concept, the rest not eligible. A cost with no amount yet (an act
 * neither invoiced nor priced) counts nothing and is flagged.
 */
export function elegibilidad(
  coste: { fecha: string; concepto: string; importe_centimos: number | null },
  periodo: { desde: string; hasta: string },
  conceptos: readonly ConceptoLinea[],
): Elegibilidad {
  if (coste.importe_centimos === null) return { elegible_centimos: 0, no_elegible_centimos: 0, motivo: 'sin_importe' };
  const importe = coste.importe_centimos;
  if (coste.fecha < periodo.desde || coste.fecha > periodo.hasta) return { elegible_centimos: 0, no_elegible_centimos: importe, motivo: 'fuera_de_periodo' };
  const tope = conceptos.find((c) => c.concepto === coste.concepto)?.tope_centimos ?? null;
  if (tope !== null && importe > tope) return { elegible_centimos: tope, no_elegible_centimos: importe - tope, motivo: 'sobre_tope' };
  return { elegible_centimos: importe, no_elegible_centimos: 0, motivo: null };
}
