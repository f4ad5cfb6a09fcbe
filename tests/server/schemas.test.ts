import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Nullable } from '../../src/server/lib/schemas';

// The same coercion the app's validator uses (src/server/app.ts).
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false });

describe('Nullable', () => {
  it('keeps a null sent for a nullable text or number as null under type coercion', () => {
    const validate = ajv.compile(Type.Object({ texto: Nullable(Type.String()), numero: Nullable(Type.Integer()) }));
    const body: Record<string, unknown> = { texto: null, numero: null };
    expect(validate(body)).toBe(true);
    expect(body).toEqual({ texto: null, numero: null });
    const given: Record<string, unknown> = { texto: 'Misi', numero: '7' };
    expect(validate(given)).toBe(true);
    expect(given).toEqual({ texto: 'Misi', numero: 7 });
  });
});
