/** Issue 19, item 9: a short JWT_SECRET is refused at start, with a Spanish message saying how to make one. */
import { describe, expect, it } from 'vitest';
import { createTestApp, json, testEngines } from '../helper';
import { loadConfig } from '../../../src/server/config';

for (const engine of testEngines()) {
  describe(`JWT_SECRET length [${engine.name}]`, () => {
    it('refuses to start with a secret shorter than 32 bytes and says how to make one', async () => {
      for (const secret of ['a', 'x'.repeat(31), ' corto-con-espacios-alrededor   ']) {
        await expect(createTestApp(engine, { env: { JWT_SECRET: secret } })).rejects.toThrow(/al menos 32 bytes.*openssl rand -hex 32/);
      }
    });

    it('starts with a 32-byte secret and with none (one is generated in DATA_DIR)', async () => {
      for (const env of [{ JWT_SECRET: 'b'.repeat(32) }, { JWT_SECRET: '' }]) {
        const t = await createTestApp(engine, { env });
        try {
          const res = await t.request({ method: 'GET', url: '/api/auth/me', as: 'admin' });
          expect(json(res).role).toBe('admin');
        } finally {
          await t.close();
        }
      }
    });
  });
}

describe('the configuration', () => {
  it('counts bytes, not characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'ñ'.repeat(15) })).toThrow(/32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'ñ'.repeat(16) }).jwtSecret).toBe('ñ'.repeat(16));
  });
});
