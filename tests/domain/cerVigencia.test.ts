/** The age rule of a colony estimate: stale past the validity, the interval widened only beyond it. */
import { describe, expect, it } from 'vitest';
import { diasEntre, intervaloVigente, vigenciaEstimacion } from '../../src/domain/cerVigencia';

describe('vigenciaEstimacion', () => {
  it('is stale only after more days than the validity, counting calendar days across a change of clock', () => {
    expect(vigenciaEstimacion('2026-04-01', '2026-09-28', 180)).toEqual({ fecha_censo: '2026-04-01', dias_desde_censo: 180, obsoleta: false });
    expect(vigenciaEstimacion('2026-04-01', '2026-09-29', 180)).toEqual({ fecha_censo: '2026-04-01', dias_desde_censo: 181, obsoleta: true });
    expect(diasEntre('2026-03-28', '2026-03-30')).toBe(2);
    expect(vigenciaEstimacion(null, '2026-09-29', 180)).toEqual({ fecha_censo: null, dias_desde_censo: null, obsoleta: false });
  });
});

describe('intervaloVigente', () => {
  const base = { ic95: [20, 54] as [number, number], vigenciaDias: 180, mermaAnual: 0.13, registrados: 6 };

  it('keeps the census interval while it is valid and grows it from there once stale, each bound rounded outward', () => {
    expect(intervaloVigente({ ...base, diasDesdeCenso: 180 })).toEqual([20, 54]);
    expect(intervaloVigente({ ...base, diasDesdeCenso: 181 })).toEqual([19, 55]);
    // One whole year past the validity: 20 · 0.87 = 17.4 → 17; 54 · 1.13 = 61.02 → 62.
    expect(intervaloVigente({ ...base, diasDesdeCenso: 545 })).toEqual([17, 62]);
  });

  it('never puts the lower bound under the cats registered today, nor moves a bound inward; no attrition, no widening; no interval, none', () => {
    expect(intervaloVigente({ ...base, registrados: 19, diasDesdeCenso: 545 })).toEqual([19, 62]);
    expect(intervaloVigente({ ...base, registrados: 25, diasDesdeCenso: 545 })).toEqual([20, 62]);
    expect(intervaloVigente({ ...base, mermaAnual: 0, diasDesdeCenso: 2000 })).toEqual([20, 54]);
    expect(intervaloVigente({ ...base, ic95: null, diasDesdeCenso: 2000 })).toBeNull();
  });
});
