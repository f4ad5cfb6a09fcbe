/**
 * The trap bank's list sorted from its column headers: the code in reading
 * order (numbers by value), the kind and the state by the words the reader
 * reads in their language, the loan by its due date; each direction the
 * other's reverse; any other field refused by the schema.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import { hoyEnEspana } from '../../../src/domain/cer';
import type { Equipo } from '../../../src/domain/schemas/equipo';

const inDays = (days: number) => {
  const d = new Date(`${hoyEnEspana()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describeEachEngine('trap bank list: sorting by its columns', (t) => {
  const codes = (query: string, language = 'es') =>
    t()
      .request({ method: 'GET', url: `/api/equipos/?${query.includes('limit=') ? '' : 'limit=100'}${query}`, as: 'responsable', headers: { 'accept-language': language } })
      .then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return json<Equipo[]>(res).map((e) => e.codigo);
      });

  beforeAll(async () => {
    const items: [string, string, string?][] = [
      ['JT-10', 'jaula_trampa'],
      ['JT-2', 'jaula_trampa', 'averiada'],
      ['TR-1', 'transportin'],
      ['RC-1', 'jaula_recuperacion', 'en_limpieza'],
      ['OT-1', 'otro'],
    ];
    for (const [codigo, tipo, estado] of items) {
      const res = await t().request({ method: 'POST', url: '/api/equipos/', as: 'admin', payload: { codigo, tipo, ...(estado ? { estado } : {}) } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Alameda' });
    const ana = await t().createUser('voluntario', { nombre: 'Ana Pérez' });
    await assign(t().db, ana.id, colonia.id);
    const ids = Object.fromEntries(json<Equipo[]>(await t().request({ method: 'GET', url: '/api/equipos/?limit=100', as: 'admin' })).map((e) => [e.codigo, e.id]));
    for (const [codigo, days] of [['TR-1', 20], ['JT-10', 5]] as const) {
      const lent = await t().request({ method: 'POST', url: `/api/equipos/${ids[codigo]}/prestamos`, as: 'admin', payload: { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(days) } });
      expect(lent.statusCode, lent.body).toBe(200);
    }
  });

  it('by code in reading order: JT-2 before JT-10; descending is its reverse; without a sort, the labels’ order', async () => {
    expect(await codes('&sort=codigo&order=asc')).toEqual(['JT-2', 'JT-10', 'OT-1', 'RC-1', 'TR-1']);
    expect(await codes('&sort=codigo&order=DESC')).toEqual(['TR-1', 'RC-1', 'OT-1', 'JT-10', 'JT-2']);
    expect(await codes('')).toEqual(['JT-10', 'JT-2', 'OT-1', 'RC-1', 'TR-1']);
  });

  it('by kind and by state as the reader reads them: the words of their language, not the stored codes', async () => {
    // Jaula de recuperación, Jaula trampa (2, by id), Otro equipo, Transportín.
    expect(await codes('&sort=tipo')).toEqual(['RC-1', 'JT-10', 'JT-2', 'OT-1', 'TR-1']);
    // Carrier, Other equipment, Recovery cage, Trap cage.
    expect(await codes('&sort=tipo', 'en')).toEqual(['TR-1', 'OT-1', 'RC-1', 'JT-10', 'JT-2']);
    expect(await codes('&sort=tipo&order=desc', 'en')).toEqual(['JT-2', 'JT-10', 'RC-1', 'OT-1', 'TR-1']);
    // Averiada, Disponible, En limpieza, Prestada (2).
    expect(await codes('&sort=estado')).toEqual(['JT-2', 'OT-1', 'RC-1', 'JT-10', 'TR-1']);
    // Eskuragarri, Garbitzen, Hondatuta, Maileguan (2): Basque words order the states otherwise.
    expect(await codes('&sort=estado', 'eu')).toEqual(['OT-1', 'RC-1', 'JT-2', 'JT-10', 'TR-1']);
  });

  it('by the loan’s due date, the soonest first and the items on the shelf after; descending is its reverse', async () => {
    expect(await codes('&sort=prestamo')).toEqual(['JT-10', 'TR-1', 'JT-2', 'RC-1', 'OT-1']);
    expect(await codes('&sort=prestamo&order=desc')).toEqual(['OT-1', 'RC-1', 'JT-2', 'TR-1', 'JT-10']);
    // Sorted, then paged: the second page goes on where the first ended.
    expect(await codes('skip=2&limit=2&sort=prestamo')).toEqual(['JT-2', 'RC-1']);
  });

  it('refuses a field that is not a column, in Spanish, naming the accepted ones', async () => {
    const res = await t().request({ method: 'GET', url: '/api/equipos/?sort=descripcion', as: 'responsable' });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toMatch(/sort/);
    expect(json(res).detail).toMatch(/codigo/);
  });
});
