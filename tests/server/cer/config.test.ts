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
