/**
 * Several processes: two real server processes on one database and
 * one data folder, on SQLite and on PostgreSQL. What one process is told, the
 * other serves at once: tokens, cats and colonies, deletions, password changes,
 * the login rate limit and a restore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../helper';
import { pngBytes } from '../gatos/support';
import { sharedData, startProcess, type ServerProcess, type Shared } from './support';

const PASSWORD = 'Procesos-Gatera-1';
const RATE_MAX = 4;

for (const engine of testEngines()) {
  describe(`two server processes on one database [${engine.name}]`, () => {
    let shared: Shared;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      shared = await sharedData(engine);
      await shared.addUser('admin-procesos', PASSWORD, 'admin');
      await shared.addUser('victima-procesos', PASSWORD, 'voluntario');
      const env = { AUTH_RATE_LIMIT_MAX: String(RATE_MAX), AUTH_RATE_LIMIT_IP_MAX: '1000' };
      a = await startProcess(shared, env);
      b = await startProcess(shared, env);
    }, 90_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await shared?.remove();
    });

    const call = (server: ServerProcess, url: string, token: string | null, init: RequestInit = {}) =>
      fetch(`${server.base}${url}`, {
        ...init,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers },
      });
    const login = (server: ServerProcess, username: string, password = PASSWORD) =>
      call(server, '/api/auth/login', null, { method: 'POST', body: JSON.stringify({ username, password }) });
    const tokenFrom = async (server: ServerProcess) => ((await (await login(server, 'admin-procesos')).json()) as { access_token: string }).access_token;
    const names = async (server: ServerProcess, url: string, token: string) => {
      const res = await call(server, url, token);
      expect(res.status).toBe(200);
      return ((await res.json()) as { nombre: string }[]).map((r) => r.nombre);
    };
    const newColonia = async (server: ServerProcess, token: string, nombre: string) => {
      const res = await call(server, '/api/colonias/colonias/', token, { method: 'POST', body: JSON.stringify({ nombre, ubicacion: 'Plaza Mayor', latitude: 41.07, longitude: -2.64 }) });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: number };
    };
    const newGato = async (server: ServerProcess, token: string, coloniaId: number, nombre: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ nombre, sexo: 'H', ubicacion: 'Plaza Mayor', colonia_id: String(coloniaId) })) form.append(key, value);
      form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'foto.png');
      const res = await call(server, '/api/gatos/gatos/', token, { method: 'POST', body: form });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as { id: number };
    };

    it('a token issued by one process works on the other', async () => {
      const token = await tokenFrom(a);
      expect((await call(b, '/api/auth/me', token)).status).toBe(200);
      expect((await call(a, '/api/auth/me', token)).status).toBe(200);
    });

    it('a cat created on one is in the other\'s list at once, and its deletion makes the other\'s card answer 404 at once', async () => {
      const token = await tokenFrom(a);
      const colonia = await newColonia(a, token, 'Colonia de los Procesos');
      const list = `/api/gatos/gatos/?skip=0&limit=100&colonia_id=${colonia.id}`;
      // The other process answers (and remembers) the list and the colony's cats before the write.
      expect(await names(b, list, token)).toEqual([]);
      expect(await names(b, `/api/colonias/colonias/${colonia.id}/gatos`, token)).toEqual([]);
      const gato = await newGato(a, token, colonia.id, 'Bigotes Compartido');
      expect(await names(b, list, token)).toEqual(['Bigotes Compartido']);
      expect(await names(b, `/api/colonias/colonias/${colonia.id}/gatos`, token)).toEqual(['Bigotes Compartido']);
      const card = await call(b, `/api/gatos/gatos/${gato.id}/ficha`, token);
      expect(card.status).toBe(200);
      expect(((await card.json()) as { nombre: string }).nombre).toBe('Bigotes Compartido');

      expect((await call(a, `/api/gatos/gatos/${gato.id}`, token, { method: 'DELETE' })).status).toBe(200);
      expect((await call(b, `/api/gatos/gatos/${gato.id}/ficha`, token)).status).toBe(404);
      expect(await names(b, list, token)).toEqual([]);
    });

    it('a restore through one process is what the other serves next', async () => {
      const token = await tokenFrom(a);
      const backup = await call(a, '/api/backup/backup', token, { method: 'POST', body: '{}' });
      expect(backup.status).toBe(200);
      const { filename } = (await backup.json()) as { filename: string };
      const later = await newColonia(a, token, 'Colonia Posterior a la Copia');
      const gato = await newGato(a, token, later.id, 'Gato Posterior');
      expect(await names(b, '/api/colonias/colonias/', token)).toContain('Colonia Posterior a la Copia');
      expect((await call(b, `/api/gatos/gatos/${gato.id}/ficha`, token)).status).toBe(200);

      const restore = await call(a, `/api/backup/restore?backup_filename=${filename}`, token, { method: 'POST' });
      expect(restore.status).toBe(200);
      expect(await names(b, '/api/colonias/colonias/', token)).not.toContain('Colonia Posterior a la Copia');
      expect((await call(b, `/api/gatos/gatos/${gato.id}/ficha`, token)).status).toBe(404);
      // And the other process writes on the restored data.
      const after = await newColonia(b, token, 'Colonia Tras Restaurar');
      expect(await names(a, '/api/colonias/colonias/', token)).toContain('Colonia Tras Restaurar');
      expect(after.id).toBeGreaterThan(0);
    });

    it('the login rate limit counts the attempts made on both processes', async () => {
      for (let i = 0; i < RATE_MAX; i++) {
        expect((await login(i % 2 === 0 ? a : b, 'victima-procesos', 'Clave-Equivocada-1')).status).toBe(401);
      }
      const refused = await login(b, 'victima-procesos', 'Clave-Equivocada-1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password is refused on the first process too: the count is one.
      expect((await login(a, 'victima-procesos')).status).toBe(429);
    });

    it('a password change on one process revokes the old token on both', async () => {
      const old = await tokenFrom(a);
      expect((await call(a, '/api/auth/me', old)).status).toBe(200);
      expect((await call(b, '/api/auth/me', old)).status).toBe(200);
      const changed = await call(b, '/api/auth/change-password', old, { method: 'POST', body: JSON.stringify({ current_password: PASSWORD, new_password: 'Nueva-Clave-Procesos-2' }) });
      expect(changed.status).toBe(200);
      const { access_token: fresh } = (await changed.json()) as { access_token: string };
      expect((await call(a, '/api/auth/me', old)).status).toBe(401);
      expect((await call(b, '/api/auth/me', old)).status).toBe(401);
      expect((await call(a, '/api/auth/me', fresh)).status).toBe(200);
    });
  });
}
