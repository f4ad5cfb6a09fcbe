import { describe, expect, it } from 'vitest';
import { CAMPANA_MESSAGES, campanaDatesError, sterilisedDuring } from '../../src/domain/campanas';
import { isResolved } from '../../src/domain/incidencias';

describe('campaign dates', () => {
  it('accepts dates and ISO timestamps, an open or equal end', () => {
    expect(campanaDatesError('2025-03-01', '2025-05-31')).toBeNull();
    expect(campanaDatesError('2025-03-01T00:00:00.000Z', '2025-03-01T23:00:00.000Z')).toBeNull();
    expect(campanaDatesError('2025-03-01', null)).toBeNull();
    expect(campanaDatesError('2025-03-01', '')).toBeNull();
  });

  it('names the first problem', () => {
    expect(campanaDatesError('2025-02-30', null)).toBe(CAMPANA_MESSAGES.fechaInicioInvalid);
    expect(campanaDatesError('01/03/2025', null)).toBe(CAMPANA_MESSAGES.fechaInicioInvalid);
    expect(campanaDatesError('2025-03-01', '31/05/2025')).toBe(CAMPANA_MESSAGES.fechaFinInvalid);
    expect(campanaDatesError('2025-03-01', '2025-02-28')).toBe(CAMPANA_MESSAGES.fechaFinBeforeInicio);
  });
});

describe('campaign progress', () => {
  it('counts a sterilisation on or between the campaign days', () => {
    expect(sterilisedDuring('2025-03-01', '2025-03-01', '2025-05-31')).toBe(true);
    expect(sterilisedDuring('2025-05-31', '2025-03-01', '2025-05-31')).toBe(true);
    expect(sterilisedDuring('2025-02-28', '2025-03-01', '2025-05-31')).toBe(false);
    expect(sterilisedDuring('2025-06-01', '2025-03-01', '2025-05-31')).toBe(false);
    expect(sterilisedDuring('2030-01-01', '2025-03-01', null)).toBe(true);
    expect(sterilisedDuring(null, '2025-03-01', null)).toBe(false);
  });
});

describe('resolved status', () => {
  it('is resuelta in any case; everything else may still be resolved', () => {
    expect(isResolved('resuelta')).toBe(true);
    expect(isResolved(' Resuelta ')).toBe(true);
    expect(isResolved('Pendiente')).toBe(false);
    expect(isResolved('En revisión')).toBe(false);
    expect(isResolved(null)).toBe(false);
  });
});
