import { describe, expect, it } from 'vitest';
import {
  CENSO_MAX_GATOS,
  CER_API_MESSAGES,
  censoError,
  cobertura,
  diasDespues,
  estadoCer,
  estimarPoblacion,
  gatosPorEsterilizar,
  hoyEnEspana,
  lastMonths,
  poblacionCer,
} from '../../src/domain/cer';

const censo = (gatos_vistos: number, crias: number, marcados_vistos: number) => ({ gatos_vistos, crias, marcados_vistos });

describe('Chapman mark-resight estimate', () => {
  it('M=4, C=20, R=2 gives N=34 with its 95 % interval', () => {
    // N = (4+1)(20+1)/(2+1) − 1 = 105/3 − 1 = 34.
    // Var = 5·21·(4−2)·(20−2) / (3²·4) = 3780/36 = 105; 1.96·√105 = 20.08 → [13.9, 54.1],
    // and the lower bound is raised to max(M, C) = 20.
    const e = estimarPoblacion({ registrados: 6, esterilizados: 4, censo: censo(22, 2, 2) });
    expect(e).toEqual({ metodo: 'chapman', n: 34, ic95: [20, 54] });
  });

  it('M=10, C=30, R=8: N = 11·31/9 − 1 = 36.9 → 37, interval above the adults seen', () => {
    // Var = 11·31·2·22 / (81·10) = 15004/810 = 18.52; 1.96·√18.52 = 8.44 → [28.5, 45.4]; lower raised to 30.
    expect(estimarPoblacion({ registrados: 12, esterilizados: 10, censo: censo(30, 0, 8) })).toEqual({ metodo: 'chapman', n: 37, ic95: [30, 45] });
  });

  it('R = 0: no marked cat seen, the count of adults (or the register) is the answer', () => {
    expect(estimarPoblacion({ registrados: 5, esterilizados: 3, censo: censo(12, 2, 0) })).toEqual({ metodo: 'censo', n: 10, ic95: null });
    expect(estimarPoblacion({ registrados: 15, esterilizados: 3, censo: censo(12, 2, 0) })).toEqual({ metodo: 'censo', n: 15, ic95: null });
  });

  it('M = 0: no sterilised cat registered, Chapman cannot run', () => {
    expect(estimarPoblacion({ registrados: 4, esterilizados: 0, censo: censo(9, 1, 3) })).toEqual({ metodo: 'censo', n: 8, ic95: null });
  });

  it('no census: the register alone', () => {
    expect(estimarPoblacion({ registrados: 7, esterilizados: 2, censo: null })).toEqual({ metodo: 'registro', n: 7, ic95: null });
    expect(estimarPoblacion({ registrados: 0, esterilizados: 0, censo: null })).toEqual({ metodo: 'registro', n: 0, ic95: null });
  });

  it('a census older than newer registrations never puts n below the registered cats', () => {
    // Counted 10 adults, 2 marked, when 4 were sterilised: N = 5·11/3 − 1 = 17.3 → 17; 30 cats registered since.
    expect(estimarPoblacion({ registrados: 30, esterilizados: 4, censo: censo(10, 0, 2) })).toEqual({ metodo: 'registro', n: 30, ic95: null });
  });

  it('never below the adults seen: every marked cat seen gives N below C', () => {
    // M=2, C=10, R=5 (unregistered marked cats): N = 3·11/6 − 1 = 4.5 → 5 < 10.
    expect(estimarPoblacion({ registrados: 3, esterilizados: 2, censo: censo(10, 0, 5) })).toEqual({ metodo: 'censo', n: 10, ic95: null });
  });
});

describe('coverage, estado and cats still to sterilise', () => {
  it('coverage is sterilised over the estimate, null when the estimate is 0', () => {
    expect(cobertura(4, 34)).toBe(0.1176);
    expect(cobertura(0, 0)).toBeNull();
    expect(cobertura(3, 4)).toBe(0.75);
  });

  it('estado follows the 50 / 70 / 80 % thresholds', () => {
    expect(estadoCer(null)).toBe('sin_datos');
    expect(estadoCer(0)).toBe('insuficiente');
    expect(estadoCer(0.4999)).toBe('insuficiente');
    expect(estadoCer(0.5)).toBe('en_progreso');
    expect(estadoCer(0.6999)).toBe('en_progreso');
    expect(estadoCer(0.7)).toBe('estabilizando');
    expect(estadoCer(0.7999)).toBe('estabilizando');
    expect(estadoCer(0.8)).toBe('reduciendo');
    expect(estadoCer(1)).toBe('reduciendo');
  });

  it('cats still to sterilise = ceil(objetivo·n) − esterilizados, never negative', () => {
    expect(gatosPorEsterilizar(0.75, 34, 4)).toBe(22); // ceil(25.5) = 26 − 4
    expect(gatosPorEsterilizar(0.7, 10, 0)).toBe(7); // 0.7·10 is 7, not 7.000000000000001
    expect(gatosPorEsterilizar(0.75, 8, 7)).toBe(0);
  });

  it('poblacionCer puts them together', () => {
    expect(poblacionCer({ registrados: 6, esterilizados: 4, censo: censo(22, 2, 2) }, 0.75)).toEqual({
      estimacion: { metodo: 'chapman', n: 34, ic95: [20, 54] },
      cobertura: 0.1176,
      estado: 'insuficiente',
      por_esterilizar: 22,
    });
    expect(poblacionCer({ registrados: 0, esterilizados: 0, censo: null }, 0.75).estado).toBe('sin_datos');
  });
});

describe('census validation', () => {
  const today = '2026-05-10';
  const ok = { fecha: '2026-05-10', gatos_vistos: 10, crias: 2, marcados_vistos: 8 };
  it('accepts a census of today with every count in range', () => {
    expect(censoError(ok, today)).toBeNull();
    expect(censoError({ ...ok, gatos_vistos: 0, crias: 0, marcados_vistos: 0 }, today)).toBeNull();
  });
  it('names the field at fault', () => {
    expect(censoError({ ...ok, fecha: '2026-05-11' }, today)).toBe(CER_API_MESSAGES.fechaFutura);
    expect(censoError({ ...ok, fecha: '10/05/2026' }, today)).toBe(CER_API_MESSAGES.fechaInvalida);
    expect(censoError({ ...ok, gatos_vistos: -1 }, today)).toBe(CER_API_MESSAGES.gatosVistos);
    expect(censoError({ ...ok, gatos_vistos: 2.5 }, today)).toBe(CER_API_MESSAGES.gatosVistos);
    expect(censoError({ ...ok, gatos_vistos: CENSO_MAX_GATOS + 1 }, today)).toBe(CER_API_MESSAGES.gatosVistos);
    expect(censoError({ ...ok, gatos_vistos: CENSO_MAX_GATOS }, today)).toBeNull();
    expect(CER_API_MESSAGES.gatosVistos).toContain(`entre 0 y ${CENSO_MAX_GATOS}`);
    expect(censoError({ ...ok, crias: 11 }, today)).toBe(CER_API_MESSAGES.crias);
    expect(censoError({ ...ok, marcados_vistos: 9 }, today)).toBe(CER_API_MESSAGES.marcados);
    expect(CER_API_MESSAGES.marcados).toContain('«marcados_vistos»');
  });
});

describe('dates', () => {
  it('lists the last months oldest first, across a new year', () => {
    expect(lastMonths('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-02-15', 24)).toHaveLength(24);
  });
  it("today in Spain is already the next day at 23:30 UTC in summer", () => {
    expect(hoyEnEspana(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(hoyEnEspana(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  });
});

describe('diasDespues', () => {
  it('counts whole calendar days across month and year ends and the clock changes', () => {
    expect(diasDespues('2026-11-26', 7)).toBe('2026-12-03');
    expect(diasDespues('2026-12-28', 7)).toBe('2027-01-04');
    expect(diasDespues('2026-03-25', 7)).toBe('2026-04-01');
    expect(diasDespues('2028-02-28', 1)).toBe('2028-02-29');
    expect(diasDespues('2026-11-03', -7)).toBe('2026-10-27');
  });
});
