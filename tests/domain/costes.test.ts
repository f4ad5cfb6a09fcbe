import { describe, expect, it } from 'vitest';
import { centimosDecimal, centimosDeEuros, conIva, elegibilidad, ivaDe, sumaCentimos } from '../../src/domain/costes';

describe('money in whole cents', () => {
  it('adds exactly where decimal euros in floating point go wrong', () => {
    const euros = Array.from({ length: 10 }, () => 0.1);
    expect(euros.reduce((a, b) => a + b, 0)).not.toBe(1);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumaCentimos(Array.from({ length: 10 }, () => 10))).toBe(100);
    expect(sumaCentimos([10, 20])).toBe(30);
    expect(() => sumaCentimos([10, 0.5])).toThrow(RangeError);
  });

  it('puts VAT on a base rounding to the nearest cent, halves up', () => {
    expect(conIva(4000, 21)).toBe(4840);
    // 66.12 € × 1.21 = 80.0052 €.
    expect(conIva(6612, 21)).toBe(8001);
    // 0.50 € × 1.21 = 0.605 € → 0.61 €.
    expect(conIva(50, 21)).toBe(61);
    expect(conIva(1234, 0)).toBe(1234);
    expect(ivaDe(6612, 21)).toBe(1389);
  });

  it('reads what a person types in euros and writes a spreadsheet’s decimal comma', () => {
    expect(centimosDeEuros('12')).toBe(1200);
    expect(centimosDeEuros('12,5')).toBe(1250);
    expect(centimosDeEuros('1.234,56 €')).toBe(123456);
    expect(centimosDeEuros('12.50')).toBe(1250);
    expect(centimosDeEuros('0,07')).toBe(7);
    for (const bad of ['', 'doce', '12,345', '-3', '1,2,3']) expect(centimosDeEuros(bad), bad).toBeNull();
    expect(centimosDecimal(123456)).toBe('1234,56');
    expect(centimosDecimal(5)).toBe('0,05');
    expect(centimosDecimal(-5)).toBe('-0,05');
  });
});

describe('what a grant line pays of a cost', () => {
  const periodo = { desde: '2025-01-01', hasta: '2025-06-30' };
  const conceptos = [{ concepto: 'esterilizacion_hembra' as const, tope_centimos: 8000 }, { concepto: 'microchip' as const, tope_centimos: null }];
  it('pays all of it within the period and the cap', () => {
    expect(elegibilidad({ fecha: '2025-06-30', concepto: 'esterilizacion_hembra', importe_centimos: 8000 }, periodo, conceptos)).toEqual({ elegible_centimos: 8000, no_elegible_centimos: 0, motivo: null });
    expect(elegibilidad({ fecha: '2025-01-01', concepto: 'microchip', importe_centimos: 99999 }, periodo, conceptos)).toEqual({ elegible_centimos: 99999, no_elegible_centimos: 0, motivo: null });
  });
  it('pays the cap of a dearer act and nothing outside the period', () => {
    expect(elegibilidad({ fecha: '2025-03-01', concepto: 'esterilizacion_hembra', importe_centimos: 9680 }, periodo, conceptos)).toEqual({ elegible_centimos: 8000, no_elegible_centimos: 1680, motivo: 'sobre_tope' });
    expect(elegibilidad({ fecha: '2025-07-01', concepto: 'esterilizacion_hembra', importe_centimos: 7000 }, periodo, conceptos)).toEqual({ elegible_centimos: 0, no_elegible_centimos: 7000, motivo: 'fuera_de_periodo' });
  });
  it('flags an act with no amount yet', () => {
    expect(elegibilidad({ fecha: '2025-03-01', concepto: 'microchip', importe_centimos: null }, periodo, conceptos)).toEqual({ elegible_centimos: 0, no_elegible_centimos: 0, motivo: 'sin_importe' });
  });
});
