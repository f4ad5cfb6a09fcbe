import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';

describe('CER_OBJETIVO', () => {
  it('defaults to 0.75 and reads a share between 0 and 1', () => {
    expect(loadConfig({}).cerObjetivo).toBe(0.75);
    expect(loadConfig({ CER_OBJETIVO: '0.8' }).cerObjetivo).toBe(0.8);
  });
  it('refuses a percentage written as 75 or a zero target', () => {
    expect(() => loadConfig({ CER_OBJETIVO: '75' })).toThrow(/CER_OBJETIVO/);
    expect(() => loadConfig({ CER_OBJETIVO: '0' })).toThrow(/CER_OBJETIVO/);
  });
});

describe('CENSO_VIGENCIA_DIAS and CER_MERMA_ANUAL', () => {
  it('default to 180 days and 13 % a year, and read other values', () => {
    expect(loadConfig({})).toMatchObject({ censoVigenciaDias: 180, cerMermaAnual: 0.13 });
    expect(loadConfig({ CENSO_VIGENCIA_DIAS: '365', CER_MERMA_ANUAL: '0' })).toMatchObject({ censoVigenciaDias: 365, cerMermaAnual: 0 });
  });
  it('refuses days that are not a whole number from 1 to 3650, and an attrition written as 13 or of 100 %', () => {
    for (const days of ['0', '90.5', '3651']) expect(() => loadConfig({ CENSO_VIGENCIA_DIAS: days })).toThrow(/CENSO_VIGENCIA_DIAS/);
    for (const share of ['13', '1', '-0.1']) expect(() => loadConfig({ CER_MERMA_ANUAL: share })).toThrow(/CER_MERMA_ANUAL/);
  });
});
