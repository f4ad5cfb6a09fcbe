/**
 * Every list of the API sorted by a text is in the order a reader of the
 * council's language (IDIOMA_POR_DEFECTO) expects, exactly that of
 * `new Intl.Collator(language, { numeric: true })`: accents and case only
 * break ties, ñ after n in Spanish and Galician (with n in Catalan and
 * Basque), numbers by value. Both directions where the list has them, paged
 * through to the end (the cat list's far pages start from their anchors), on
 * both engines. Lists sorted in memory for one request follow that request's
 * language.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { reportsRepository } from '../../../src/server/reports/repository';
import type { Language } from '../../../src/domain/i18n/languages';

const NAMES = ['Ñoqui', 'Nube', 'Óscar', 'oso', 'Zarpas', 'Téo', 'Trufa', 'gato 2', 'gato 10'];
const COLONIAS = [...NAMES, 'Álvaro', 'l·lamp', 'Çerdanya', 'colonia 1'];
const ESTADOS = ['activa', 'Inactiva', 'en revisión', 'ñapa', 'Nueva', 'óptima', 'Obras', 'zona 2', 'zona 10', 'Éxito', 'baja', 'Cerrada', 'ámbar'];
/** Account names are plain ASCII ([A-Za-z0-9._-]); their order still has case and numbers in it. */
const USERNAMES = ['Noqui', 'nube', 'Oscar', 'oso', 'Zarpas', 'teo', 'Trufa', 'gato2', 'gato10', 'Gato-1', 'gato.3'];
/** Enough cats for far pages: ANCHOR_EVERY is 250, so pages of 70 reach the second and third anchors. */
const CATS = 600;
const CAT_PAGE = 70;

const catName = (i: number) => (i < NAMES.length ? NAMES[i] : `${NAMES[i % NAMES.length]} ${i}`);

for (const language of ['es', 'ca', 'eu', 'gl'] as const) {
  describeEachEngine(
    `text lists in the ${language} reading order`,
    (t) => {
      const collator = new Intl.Collator(language, { numeric: true });
      const sorted = (texts: string[], order: 'asc' | 'desc' = 'asc', by: Intl.Collator = collator) => {
        const up = [...texts].sort((a, b) => by.compare(a, b));
        return order === 'asc' ? up : up.reverse();
      };
      let voluntario: TestUser;
      let coloniaIds: number[] = [];
      let campanaId = 0;

      const get = async (url: string, as: TestUser | 'admin' | null = 'admin', headers: Record<string, string> = {}) => {
        const res = await t().request({ method: 'GET', url, as, headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res;
      };

      /** Every item of a paged list, page by page, checking the total it announces. */
      const allPages = async <T>(url: string, limit: number, as: TestUser | 'admin' | null = 'admin'): Promise<T[]> => {
        const items: T[] = [];
        for (let skip = 0; ; skip += limit) {
          const res = await get(`${url}${url.includes('?') ? '&' : '?'}skip=${skip}&limit=${limit}`, as);
          const page = json<T[]>(res);
          items.push(...page);
          if (page.length < limit) {
            expect(Number(res.headers['x-total-count']), url).toBe(items.length);
            return items;
          }
        }
      };

      const expectNoKeys = (items: object[]) => {
        for (const item of items) expect(Object.keys(item).filter((key) => key.endsWith('_orden'))).toEqual([]);
      };

      beforeAll(async () => {
        const db = t().db;
        const now = nowIso();
        coloniaIds = [];
        for (const [i, nombre] of COLONIAS.entries()) {
          const colonia = await createColonia(db, { nombre, ubicacion: `${NAMES[(i + 4) % NAMES.length]} ${i}` });
          await db.updateTable('colonias').set({ estado: ESTADOS[i] }).where('id', '=', colonia.id).execute();
          coloniaIds.push(colonia.id);
        }
        const rows = Array.from({ length: CATS }, (_, i) => ({
          nombre: catName(i),
          sexo: i % 2 ? 'M' : 'H',
          ubicacion: 'x',
          colonia_id: coloniaIds[i % coloniaIds.length],
          activo: (i % 11 === 5 ? 0 : 1) as 0 | 1,
          adoptabilidad: i % 20 === 0 ? 'Adoptable' : null,
          created_at: now,
          updated_at: now,
        }));
        for (let i = 0; i < rows.length; i += 200) await db.insertInto('gatos').values(rows.slice(i, i + 200)).execute();

        const campana = await db
          .insertInto('campanas')
          .values({ nombre: 'Campaña de otoño', fecha_inicio: '2025-09-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: null, gatos_objetivo: 10, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        campanaId = campana.id;
        const gatoIds = (await db.selectFrom('gatos').select('id').orderBy('id').execute()).map((g) => g.id);
        await db
          .insertInto('campana_gatos')
          .values(gatoIds.filter((_, i) => i % 15 === 0).map((gato_id) => ({ campana_id: campanaId, gato_id, created_at: now })))
          .execute();

        // People assigned to colonies, with display names of the list (the street screens sort them by name).
        const people: TestUser[] = [];
        for (const [i, username] of USERNAMES.entries()) {
          const person = await t().createUser('voluntario', { username, nombre: NAMES[i % NAMES.length] === 'oso' ? null : `${NAMES[i % NAMES.length]} ${i}` });
          people.push(person);
          await assign(db, person.id, coloniaIds[0]);
          await assign(db, person.id, coloniaIds[1 + (i % 12)]);
          if (i % 2) await assign(db, person.id, coloniaIds[1 + ((i + 5) % 12)]);
        }
        voluntario = people[0];
        for (const nombre of NAMES) {
          await db.insertInto('comederos').values({ colonia_id: coloniaIds[0], nombre, latitude: 41.0686, longitude: -2.6427, descripcion: null, created_at: now, updated_at: now }).execute();
        }
        // One Monday shift per colony, none visited: the pending list has every colony once.
        for (const [i, coloniaId] of coloniaIds.entries()) {
          await db.insertInto('turnos').values({ colonia_id: coloniaId, dia_semana: 1, franja: 'manana', usuario_id: people[i % people.length].id, created_at: now }).execute();
        }
      });

      it('the cat list by name, both directions, every page (far ones from their anchors)', async () => {
        const active = (await t().db.selectFrom('gatos').select(['id', 'nombre']).where('activo', '=', 1).execute()).map((g) => g.nombre);
        for (const order of ['asc', 'desc'] as const) {
          const items = await allPages<{ id: number; nombre: string }>(`/api/gatos/gatos/?sort=nombre&order=${order}`, CAT_PAGE);
          expect(items.length).toBe(active.length);
          expect(new Set(items.map((g) => g.id)).size).toBe(active.length);
          expect(items.map((g) => g.nombre), order).toEqual(sorted(active, order));
          expectNoKeys(items.slice(0, 3));
        }
        // Filtered, and a voluntario's cats: the same order.
        const females = (await allPages<{ nombre: string }>('/api/gatos/gatos/?sort=nombre&order=desc&sexo=H', CAT_PAGE)).map((g) => g.nombre);
        expect(females).toEqual(sorted(females, 'desc'));
        const mine = (await allPages<{ nombre: string }>('/api/gatos/gatos/?sort=nombre&order=asc', CAT_PAGE, voluntario)).map((g) => g.nombre);
        expect(mine.length).toBeGreaterThan(CAT_PAGE);
        expect(mine).toEqual(sorted(mine));
      });

      it('the colony lists by name, place and state, both directions, paged', async () => {
        const stored = await t().db.selectFrom('colonias').select(['nombre', 'ubicacion', 'estado']).execute();
        for (const field of ['nombre', 'ubicacion', 'estado'] as const) {
          for (const order of ['asc', 'desc'] as const) {
            const items = await allPages<Record<typeof field, string>>(`/api/colonias/colonias/?sort=${field}&order=${order}`, 4);
            expect(items.map((c) => c[field]), `${field} ${order}`).toEqual(sorted(stored.map((c) => c[field]), order));
            expectNoKeys(items);
          }
        }
        const mine = (await allPages<{ nombre: string }>('/api/colonias/colonias/mis-colonias/?sort=nombre&order=desc', 2, voluntario)).map((c) => c.nombre);
        expect(mine.length).toBeGreaterThanOrEqual(2);
        expect(mine).toEqual(sorted(mine, 'desc'));
      });

      it('the colony options of the cat and inspection forms', async () => {
        for (const url of ['/api/gatos/gatos/colonias', '/api/inspecciones/inspecciones/colonias/']) {
          const names = json<{ nombre: string }[]>(await get(url)).map((c) => c.nombre);
          expect(names, url).toEqual(sorted(COLONIAS));
        }
        const scoped = json<{ nombre: string }[]>(await get('/api/gatos/gatos/colonias', voluntario)).map((c) => c.nombre);
        expect(scoped.length).toBeGreaterThanOrEqual(2);
        expect(scoped).toEqual(sorted(scoped));
      });

      it('the accounts, the volunteers, the assignable people and the assignments by account name', async () => {
        const users = await allPages<{ username: string }>('/api/usuarios/', 3);
        const stored = (await t().db.selectFrom('users').select('username').execute()).map((u) => u.username);
        expect(users.map((u) => u.username)).toEqual(sorted(stored));
        expectNoKeys(users);

        const volunteers = await allPages<{ username: string; colony_nombre: string | null }>('/api/voluntarios/voluntarios/', 4);
        expect(volunteers.map((v) => v.username)).toEqual(sorted(USERNAMES));
        for (const v of volunteers) {
          const names = v.colony_nombre!.split(', ');
          expect(names).toEqual(sorted(names));
        }
        const assignable = json<{ username: string }[]>(await get('/api/voluntarios/usuarios_asignables/')).map((u) => u.username);
        expect(assignable).toEqual(sorted(assignable));
        expect(assignable.length).toBeGreaterThanOrEqual(USERNAMES.length);

        const assignments = json<{ username: string; colonia_nombre: string | null }[]>(await get('/api/colonias/asignaciones/'));
        const pairs = assignments.map((a) => [a.username, a.colonia_nombre ?? ''] as const);
        const expected = [...pairs].sort((a, b) => collator.compare(a[0], b[0]) || collator.compare(a[1], b[1]));
        expect(pairs).toEqual(expected);
      });

      it("a campaign's cats and the adoption gallery by name, paged", async () => {
        const campaign = (await allPages<{ nombre: string }>(`/api/campanas/campanas/${campanaId}/gatos`, 7)).map((g) => g.nombre);
        expect(campaign.length).toBe(CATS / 15);
        expect(campaign).toEqual(sorted(campaign));
        const gallery = (await allPages<{ nombre: string }>('/api/adopciones/', 5, null)).map((g) => g.nombre);
        expect(gallery.length).toBeGreaterThan(10);
        expect(gallery).toEqual(sorted(gallery));
      });

      it("a colony's feeding points by name", async () => {
        const names = json<{ nombre: string }[]>(await get(`/api/colonias/colonias/${coloniaIds[0]}/comederos`)).map((c) => c.nombre);
        expect(names).toEqual(sorted(NAMES));
      });

      it("the lists sorted for one request follow that request's language", async () => {
        const reader: Language = language === 'es' ? 'ca' : 'es';
        const readerCollator = new Intl.Collator(reader, { numeric: true });
        for (const [headers, by] of [[{}, collator], [{ 'accept-language': reader }, readerCollator]] as const) {
          const pending = json<{ colonia_nombre: string }[]>(await get('/api/visitas/pendientes?fecha=2025-03-03', 'admin', headers)).map((p) => p.colonia_nombre);
          expect(pending, JSON.stringify(headers)).toEqual(sorted(COLONIAS, 'asc', by));
          const team = json<{ voluntarios: { nombre: string }[] }>(await get(`/api/colonias/colonias/${coloniaIds[0]}/equipo`, 'admin', headers)).voluntarios.map((v) => v.nombre);
          expect(team.length).toBe(USERNAMES.length);
          expect(team, JSON.stringify(headers)).toEqual(sorted(team, 'asc', by));
          const found = json<{ nombre: string }[]>(await get('/api/gatos/buscar?q=gato', 'admin', headers)).map((g) => g.nombre);
          expect(found.length).toBe(8);
          expect(found, JSON.stringify(headers)).toEqual(sorted(found, 'asc', by));
        }
      });

      it("the colonies report lists colonies, and each colony's cats, by name", async () => {
        const reports = reportsRepository(t().db);
        const colonias = await reports.colonias();
        expect(colonias.map((c) => c.nombre)).toEqual(sorted(COLONIAS));
        const cats = await reports.gatosDe([coloniaIds[0]]);
        expect(cats.map((g) => g.nombre)).toEqual(sorted(cats.map((g) => g.nombre)));
      });
    },
    { env: { IDIOMA_POR_DEFECTO: language } },
  );
}

