export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function vitestCounts(file: string): Counts | null;
export function playwrightCounts(file: string): Counts | null;
export function totalCounts(stages: { ok: boolean; counts: Counts | null; failures?: string[] }[]): Counts;
export function closingLine(counts: Counts): string;
