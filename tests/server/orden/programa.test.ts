/**
 * The campaign, parte and activity lists sorted from their column headers:
 * texts in a Spanish reader's order (accents only break ties, ñ after n),
 * dates and states as stored, both directions each other's reverse, paged
 * through without a record twice or missing, on both engines. Without `sort`
 * each list keeps its usual order; an unknown `sort` is refused in Spanish.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';

const collator = new Intl.Collator('es', { numeric: true });
const NAMES = ['Ñandú', 'Nube', 'Ángel', 'Alba', 'Bruno', 'álamo', 'Óscar', 'oso', 'zona 10', 'zona 2'];

describeEachEngine('campaign, parte and activity lists sorted from their headers', (t) => {
  const ids = async (url: string) => json<{ id: number }[]>(await t().request({ method: 'GET', url, as: 'admin' })).map((r) => r.id);

  /** Every record, page by page of 3, checking the announced total. */
  const allPages = async <T>(url: string): Promise<T[]> => {
    const items: T[] = [];
    for (let skip = 0; ; skip += 3) {
      const res = await t().request({ method: 'GET', url: `${url}&skip=${skip}&limit=3`, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const page = json<T[]>(res);
      items.push(...page);
      if (page.length < 3) {
        expect(Number(res.headers['x-total-count'])).toBe(items.length);
        return items;
      }
    }
  };

  const inOrder = (texts: string[], order: 'asc' | 'desc') => {
    const up = [...texts].sort(collator.compare);
    return order === 'asc' ? up : up.reverse();
  };

  beforeAll(async () => {
    const estatus = ['planeada', 'en progreso', 'completada'];
    for (const [i, nombre] of NAMES.entries()) {
      // Two campaigns share each start date: the id breaks the tie.
      const fecha_inicio = `2025-0${1 + Math.floor(i / 2)}-01`;
      const fecha_fin = i % 3 === 0 ? null : `2025-1${i % 3}-0${1 + (i % 7)}`;
      const res = await t().request({ method: 'POST', url: '/api/campanas/campanas/', as: 'admin', payload: { nombre, fecha_inicio, fecha_fin, estatus: estatus[i % 3] } });
      expect(res.statusCode, res.body).toBe(200);
      const estados = ['pendiente', 'en progreso', 'resuelto'];
      expect((await t().request({ method: 'POST', url: '/api/partes/partes/', as: 'admin', payload: { descripcion: `${nombre} y más`, estado: estados[i % 3] } })).statusCode).toBe(200);
    }
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { nombre: 'Tizón' });
    for (const [i, tipo] of NAMES.entries()) {
      const res = await t().request({ method: 'POST', url: '/api/actividades/actividades/', as: 'admin', payload: { tipo, descripcion: NAMES[(i + 3) % NAMES.length], gato_id: gato.id } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('campaigns by name in Spanish order, both ways, every page; by dates, state and cats; the usual order without sort', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const items = await allPages<{ nombre: string }>(`/api/campanas/campanas/?sort=nombre&order=${order}`);
      expect(items.map((c) => c.nombre), order).toEqual(inOrder(NAMES, order));
      expect(items.every((c) => !Object.keys(c).some((key) => key.endsWith('_orden')))).toBe(true);
    }
    const all = await allPages<{ id: number; fecha_inicio: string; fecha_fin: string | null; estatus: string; numero_gatos: number }>('/api/campanas/campanas/?sort=id');
    for (const field of ['fecha_inicio', 'estatus', 'numero_gatos'] as const) {
      const asc = await allPages<{ id: number }>(`/api/campanas/campanas/?sort=${field}&order=asc`);
      const expected = [...all].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id));
      expect(asc.map((c) => c.id), field).toEqual(expected.map((c) => c.id));
      expect(await ids(`/api/campanas/campanas/?sort=${field}&order=DESC&limit=100`), field).toEqual(expected.map((c) => c.id).reverse());
    }
    // An open campaign (no end date) ends after every dated one.
    const byEnd = await allPages<{ fecha_fin: string | null }>('/api/campanas/campanas/?sort=fecha_fin&order=asc');
    const dated = all.filter((c) => c.fecha_fin !== null).map((c) => c.fecha_fin!).sort();
    expect(byEnd.map((c) => c.fecha_fin)).toEqual([...dated, ...all.filter((c) => c.fecha_fin === null).map(() => null)]);
    expect((await allPages<{ fecha_fin: string | null }>('/api/campanas/campanas/?sort=fecha_fin&order=desc')).map((c) => c.fecha_fin)).toEqual(byEnd.map((c) => c.fecha_fin).reverse());
    // Without sort: the newest start first, the latest created first among equal starts.
    const usual = [...all].sort((a, b) => (a.fecha_inicio === b.fecha_inicio ? b.id - a.id : a.fecha_inicio < b.fecha_inicio ? 1 : -1));
    expect(await ids('/api/campanas/campanas/?limit=100')).toEqual(usual.map((c) => c.id));
  });

  it('partes by description in Spanish order, both ways, every page; by state and date; newest first without sort', async () => {
    const descriptions = NAMES.map((nombre) => `${nombre} y más`);
    for (const order of ['asc', 'desc'] as const) {
      const items = await allPages<{ descripcion: string }>(`/api/partes/partes/?sort=descripcion&order=${order}`);
      expect(items.map((p) => p.descripcion), order).toEqual(inOrder(descriptions, order));
    }
    const all = await allPages<{ id: number; estado: string; created_at: string }>('/api/partes/partes/?sort=id&order=asc');
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => a - b));
    const byEstado = [...all].sort((a, b) => (a.estado < b.estado ? -1 : a.estado > b.estado ? 1 : a.id - b.id)).map((p) => p.id);
    expect(await ids('/api/partes/partes/?sort=estado&order=asc&limit=100')).toEqual(byEstado);
    expect(await ids('/api/partes/partes/?sort=estado&order=desc&limit=100')).toEqual([...byEstado].reverse());
    expect(await ids('/api/partes/partes/?sort=created_at&order=desc&limit=100')).toEqual([...all].sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1)).map((p) => p.id));
    expect(await ids('/api/partes/partes/?limit=100')).toEqual(all.map((p) => p.id).reverse());
    // Filtered and sorted together.
    const resueltos = await allPages<{ estado: string; descripcion: string }>('/api/partes/partes/?estado=resuelto&sort=descripcion&order=desc');
    expect(resueltos.length).toBeGreaterThan(1);
    expect(resueltos.every((p) => p.estado === 'resuelto')).toBe(true);
    expect(resueltos.map((p) => p.descripcion)).toEqual(inOrder(resueltos.map((p) => p.descripcion), 'desc'));
  });

  it('activities by type and description in Spanish order, both ways, every page; newest first without sort', async () => {
    for (const field of ['tipo', 'descripcion'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const items = await allPages<Record<typeof field, string>>(`/api/actividades/actividades/?sort=${field}&order=${order}`);
        expect(items.map((a) => a[field]), `${field} ${order}`).toEqual(inOrder(NAMES, order));
      }
    }
    const all = await ids('/api/actividades/actividades/?sort=id&order=asc&limit=100');
    expect(await ids('/api/actividades/actividades/?limit=100')).toEqual([...all].reverse());
    expect(await ids('/api/actividades/actividades/?sort=created_at&order=asc&limit=100')).toEqual(all);
  });

  it('refuses a sort the list does not offer, in Spanish, and keeps serving', async () => {
    for (const url of ['/api/campanas/campanas/?sort=voluntarios_involucrados', '/api/partes/partes/?sort=usuario_id', '/api/actividades/actividades/?sort=gato_nombre', '/api/partes/partes/?sort=id&order=sideways']) {
      const res = await t().request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(422);
      expect(json(res).detail, url).toMatch(/sort|order/);
    }
    expect((await t().request({ method: 'GET', url: '/api/partes/partes/', as: 'admin' })).statusCode).toBe(200);
  });
});
