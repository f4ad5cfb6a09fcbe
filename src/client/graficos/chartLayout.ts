/** How the colony chart is laid out: which bars, how tall, how wide the labels. */
import { CHART } from '../../domain/constants';
import type { ChartRecord } from '../../domain/types';
import { compareText } from '../../domain/collation';
import type { Language } from '../../domain/i18n/languages';

/** Height of one horizontal bar (with its gap), so names stay readable with many colonies. */
export const BAR_PITCH = 28;

/** How many colonies the reader may keep: all (0), or the top 10, 25 or 50 by cats. */
export const SHOW_OPTIONS = [0, 10, 25, 50] as const;

/** All records (in the server's order), or the top `n` by cats (ties by name, in the reader's language). */
export function visibleRecords(records: readonly ChartRecord[], n: number, language: Language): ChartRecord[] {
  if (!n || n >= records.length) return [...records];
  return [...records].sort((a, b) => b.gatos - a.gatos || compareText(a.colonia, b.colonia, language)).slice(0, n);
}

/** At least the original 400 px; more as bars are added, so none gets squeezed. */
export function chartHeight(bars: number): number {
  return Math.max(CHART.height, bars * BAR_PITCH + CHART.margin.top + CHART.margin.bottom + 40);
}

/** Room for the longest name on the y axis, within sensible bounds. */
export function labelWidth(records: readonly ChartRecord[]): number {
  const longest = records.reduce((max, r) => Math.max(max, r.colonia.length), 0);
  return Math.min(240, Math.max(CHART.margin.left, Math.round(longest * 6.5) + 12));
}

/** Tick labels of the count axis: whole numbers only. */
export function integerTick(value: number): string {
  return Number.isInteger(value) ? String(value) : '';
}
