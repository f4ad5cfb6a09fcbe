/** A short or trivially weak JWT_SECRET is refused at start, with a Spanish message saying why and how to make one. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, testEngines } from '../helper';
import { loadConfig } from '../../../src/server/config';
import { loadOrCreateSecret } from '../../../src/server/lib/secret';

for (const engine of testEngines()) {
  describe(`JWT_SECRET length [${engine.name}]`, () => {
    it('refuses to start with a secret shorter than 32 bytes and says how to make one', async () => {
      for (const secret of ['a', 'x'.repeat(31), ' corto-con-espacios-alrededor   ']) {
        await expect(createTestApp(engine, { env: { JWT_SECRET: secret } })).rejects.toThrow(/al menos 32 bytes.*openssl rand -hex 32/);
      }
    });

    it('refuses to start with a trivially weak secret of 32 bytes or more, saying why and how to make one', async () => {
      const weak: [string, RegExp][] = [
        ['a'.repeat(32), /un solo carácter repetido/],
        ['0'.repeat(64), /un solo carácter repetido/],
        ['ab'.repeat(16), /solo 2 caracteres distintos/],
        ['aaaabbbbccccdddd'.repeat(2), /solo 4 caracteres distintos/],
        ['0123456789abcdef'.repeat(2), /repite un mismo fragmento/],
        ['contraseña-secreta-'.repeat(2), /repite un mismo fragmento/],
        ['abcdefghijklmnopqrstuvwxyz012345', /serie de caracteres consecutivos/],
        ['zyxwvutsrqponmlkjihgfedcba987654', /serie de caracteres consecutivos/],
      ];
      for (const [secret, reason] of weak) {
        const attempt = createTestApp(engine, { env: { JWT_SECRET: secret } });
        await expect(attempt, secret).rejects.toThrow(/^JWT_SECRET es demasiado débil: .*openssl rand -hex 32/);
        await expect(attempt, secret).rejects.toThrow(reason);
      }
    });

    it('starts with a 32-byte secret and with none (one is generated in DATA_DIR)', async () => {
      for (const env of [{ JWT_SECRET: crypto.randomBytes(16).toString('hex') }, { JWT_SECRET: '' }]) {
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
    expect(() => loadConfig({ JWT_SECRET: 'ñáéíóúüçàèìòùâê' })).toThrow(/32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'ñáéíóúüçàèìòùâêî' }).jwtSecret).toBe('ñáéíóúüçàèìòùâêî');
  });

  it('accepts what «openssl rand -hex 32» and «openssl rand -base64 32» make, and a long passphrase', () => {
    for (let i = 0; i < 200; i++) {
      for (const secret of [crypto.randomBytes(32).toString('hex'), crypto.randomBytes(32).toString('base64')]) expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
    expect(loadConfig({ JWT_SECRET: 'secreto-de-pruebas-con-longitud-suficiente-0123456789' }).jwtSecret).toBeTruthy();
  });

  it('replaces a weak secret written by hand in DATA_DIR/jwt-secret with a generated one', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-secret-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'jwt-secret'), `${'a'.repeat(40)}\n`);
      const secret = loadOrCreateSecret(dataDir, null);
      expect(secret).not.toBe('a'.repeat(40));
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
