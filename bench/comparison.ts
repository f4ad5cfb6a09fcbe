/**
 * Before/after figures measured in one run: the median of each side, their
 * ratio and whether the ratio passed the allowed growth. Only ratios are
 * compared, because the machine is shared and its absolute speed is not.
 */
import { median } from './stats';

/** The growth a measure may show before the comparison fails: 10 %. */
export const DEFAULT_MAX_RATIO = 1.1;

export interface Comparison {
  name: string;
  unit: 'ms' | 'bytes';
  beforeRuns: number[];
  afterRuns: number[];
  before: number;
  after: number;
  /** after / before (Infinity when something grew out of nothing). */
  ratio: number;
  exceeds: boolean;
}

/** after / before; two zeros are no change. */
export function ratioOf(before: number, after: number): number {
  if (before === 0) return after === 0 ? 1 : Infinity;
  return after / before;
}

export function compare(name: string, unit: Comparison['unit'], beforeRuns: number[], afterRuns: number[], maxRatio = DEFAULT_MAX_RATIO): Comparison {
  if (beforeRuns.length === 0 || afterRuns.length === 0) throw new Error(`${name}: faltan medidas de un lado`);
  const before = median(beforeRuns);
  const after = median(afterRuns);
  const ratio = ratioOf(before, after);
  return { name, unit, beforeRuns, afterRuns, before, after, ratio, exceeds: ratio > maxRatio };
}

/** Whether the run fails as a check: any measure grew past the allowed ratio. */
export function anyExceeds(comparisons: Comparison[]): boolean {
  return comparisons.some((c) => c.exceeds);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function valueOf(c: Comparison, value: number): string {
  return c.unit === 'ms' ? `${fmt(value)} ms` : `${fmt(value / 1024, 1)} kB`;
}

/** The markdown table the command prints. */
export function renderComparison(comparisons: Comparison[], maxRatio: number, heading: string): string {
  const lines = [heading, '', `| Medida | Antes (mediana) | Después (mediana) | Después / antes | ≤ ${fmt(maxRatio, 2)} |`, '|---|---:|---:|---:|---|'];
  for (const c of comparisons) {
    const ratio = Number.isFinite(c.ratio) ? fmt(c.ratio, 3) : '∞';
    lines.push(`| ${c.name} | ${valueOf(c, c.before)} | ${valueOf(c, c.after)} | ${ratio} | ${c.exceeds ? '✗' : 'sí'} |`);
  }
  lines.push('', anyExceeds(comparisons) ? `Alguna medida crece más de lo permitido (${fmt(maxRatio, 2)}).` : 'Ninguna medida crece más de lo permitido.', '');
  return lines.join('\n');
}
