import { describe, expect, it } from 'vitest';
import { matchColonias } from '../../../src/client/mapa/searchColonias';
import { chartHeight, integerTick, labelWidth, visibleRecords } from '../../../src/client/graficos/chartLayout';
import { CHART } from '../../../src/domain/constants';
import { containsText } from '../../../src/domain/search';

const colonias = [
  { id: 1, nombre: 'Colonia de la Catedral' },
  { id: 2, nombre: 'Colonia de la Alameda' },
  { id: 3, nombre: 'Colonia Ribera del Henares' },
  { id: 4, nombre: 'Colonia de la Estación' },
];

describe('map search', () => {
  it('lists nothing for a blank text', () => {
    expect(matchColonias(colonias, '')).toEqual([]);
    expect(matchColonias(colonias, '   ')).toEqual([]);
  });

  it('matches by name, ignoring case and accents, in order', () => {
    expect(matchColonias(colonias, 'DE LA').map((c) => c.id)).toEqual([1, 2, 4]);
    expect(matchColonias(colonias, 'estacion').map((c) => c.id)).toEqual([4]);
    expect(matchColonias(colonias, 'henares').map((c) => c.id)).toEqual([3]);
    expect(matchColonias(colonias, 'no existe')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(matchColonias(colonias, 'colonia', 2).map((c) => c.id)).toEqual([1, 2]);
  });

  it('folds accents both ways', () => {
    expect(containsText('Sigüenza', 'siguenza')).toBe(true);
    expect(containsText('Siguenza', 'SIGÜENZA')).toBe(true);
    expect(containsText(null, 'x')).toBe(false);
  });
});

describe('chart layout', () => {
  const records = [
    { colonia: 'B', gatos: 3 },
    { colonia: 'A', gatos: 9 },
    { colonia: 'C', gatos: 3 },
    { colonia: 'D', gatos: 0 },
  ];

  it('keeps the original height of 400 for few colonies and grows for many', () => {
    expect(chartHeight(0)).toBe(CHART.height);
    expect(chartHeight(8)).toBe(CHART.height);
    expect(chartHeight(200)).toBeGreaterThanOrEqual(200 * 28);
  });

  it('shows all colonies in order, or the top N by cats (ties by name)', () => {
    expect(visibleRecords(records, 0, 'es')).toEqual(records);
    expect(visibleRecords(records, 10, 'es')).toEqual(records);
    expect(visibleRecords(records, 2, 'es').map((r) => r.colonia)).toEqual(['A', 'B']);
  });

  it("breaks ties between the top colonies by name in the reader's language", () => {
    const tied = ['Zarpas', 'Ñandú', 'Nube', 'Óscar'].map((colonia) => ({ colonia, gatos: 3 }));
    expect(visibleRecords([...tied, { colonia: 'Pocas', gatos: 1 }], 4, 'es').map((r) => r.colonia)).toEqual(['Nube', 'Ñandú', 'Óscar', 'Zarpas']);
    expect(visibleRecords([...tied, { colonia: 'Pocas', gatos: 1 }], 4, 'eu').map((r) => r.colonia)).toEqual(['Ñandú', 'Nube', 'Óscar', 'Zarpas']);
  });

  it('labels only whole numbers on the count axis', () => {
    expect(integerTick(0)).toBe('0');
    expect(integerTick(4)).toBe('4');
    expect(integerTick(0.5)).toBe('');
    expect(integerTick(2.25)).toBe('');
  });

  it('leaves at least the original left margin for names, more for long ones, within bounds', () => {
    expect(labelWidth([{ colonia: 'A', gatos: 1 }])).toBe(CHART.margin.left);
    expect(labelWidth([{ colonia: 'Colonia Ribera del Henares, puente', gatos: 1 }])).toBeGreaterThan(CHART.margin.left);
    expect(labelWidth([{ colonia: 'x'.repeat(500), gatos: 1 }])).toBe(240);
  });
});
