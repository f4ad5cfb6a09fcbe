/** GET /api/gatos/buscar: the header's cat search by microchip prefix or name, within the user's colonies. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { validCode } from './support';

interface Found {
  id: number;
  nombre: string;
  codigo_identificacion: string | null;
  colonia_nombre: string | null;
  activo: boolean;
}

describeEachEngine('gatos: the header search', (t) => {
  let voluntario: TestUser;
  let bigotes: number;
  let nube: number;

  beforeAll(async () => {
    const db = t().db;
    const castillo = await createColonia(db, { nombre: 'Colonia del Castillo' });
    const alameda = await createColonia(db, { nombre: 'Colonia de la Alameda' });
    voluntario = await t().createUser('voluntario');
    await assign(db, voluntario.id, castillo.id);
    bigotes = (await createGato(db, castillo.id, { nombre: 'Bigotes', codigo_identificacion: validCode(123) })).id;
    await createGato(db, castillo.id, { nombre: 'bigotito', codigo_identificacion: validCode(124) });
    nube = (await createGato(db, alameda.id, { nombre: 'Nube', codigo_identificacion: validCode(125) })).id;
    await createGato(db, alameda.id, { nombre: 'Sombra', codigo_identificacion: validCode(9999), activo: 0 });
    await createGato(db, castillo.id, { nombre: 'Rabo «sin» chip' });
    await createGato(db, castillo.id, { nombre: 'Ñoqui' });
    await createGato(db, alameda.id, { nombre: 'Álvaro Peña' });
    await createGato(db, alameda.id, { nombre: 'Noa' });
  });

  const find = async (q: string, as: TestUser | 'admin' | 'usuario' | 'veterinario' = 'admin') => {
    const res = await t().request({ method: 'GET', url: `/api/gatos/buscar?q=${encodeURIComponent(q)}`, as });
    return { status: res.statusCode, body: res.statusCode === 200 ? json<Found[]>(res) : json(res) };
  };

  it('finds cats by the first digits of the microchip, in code order, with the colony', async () => {
    const { status, body } = await find(validCode(123).slice(0, 14));
    expect(status).toBe(200);
    expect(body.map((g: Found) => g.codigo_identificacion)).toEqual([validCode(123), validCode(124), validCode(125)].sort());
    expect(body.find((g: Found) => g.id === nube)).toMatchObject({ nombre: 'Nube', colonia_nombre: 'Colonia de la Alameda', activo: true });
    expect((await find(validCode(123))).body.map((g: Found) => g.id)).toEqual([bigotes]);
  });

  it('finds a cat given baja too, marked inactive', async () => {
    const { body } = await find(validCode(9999));
    expect(body).toEqual([expect.objectContaining({ nombre: 'Sombra', activo: false })]);
  });

  it('finds cats by the start of the name whatever its case', async () => {
    expect((await find('BIGO')).body.map((g: Found) => g.nombre)).toEqual(['Bigotes', 'bigotito']);
    expect((await find('rabo «')).body.map((g: Found) => g.nombre)).toEqual(['Rabo «sin» chip']);
    expect((await find('ube')).body).toEqual([]);
  });

  it('finds names with accents and ñ whatever the case or the accents typed, on both engines', async () => {
    const names = async (q: string) => (await find(q)).body.map((g: Found) => g.nombre);
    expect(await names('ñoqui')).toEqual(['Ñoqui']);
    expect(await names('ÑOQ')).toEqual(['Ñoqui']);
    expect(await names('álvaro')).toEqual(['Álvaro Peña']);
    expect(await names('ALVARO PEÑA')).toEqual(['Álvaro Peña']);
    expect(await names('alvaro pena')).toEqual(['Álvaro Peña']);
    // Without the tilde the n finds both: the same letter once the accents are set aside.
    expect(await names('no')).toEqual(['Noa', 'Ñoqui']);
  });

  it('finds a renamed cat by its new name, however the name was written to the database', async () => {
    const db = t().db;
    const gato = await createGato(db, (await createColonia(db)).id, { nombre: 'Provisional' });
    await db.updateTable('gatos').set({ nombre: 'Zoé Güell' }).where('id', '=', gato.id).execute();
    expect((await find('zoe guell')).body.map((g: Found) => g.id)).toEqual([gato.id]);
    expect((await find('provisional')).body).toEqual([]);
  });

  it('filters the cat list by a name with accents, contained anywhere', async () => {
    const names = async (q: string) =>
      json<Found[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/?q=${encodeURIComponent(q)}`, as: 'admin' })).map((g) => g.nombre);
    expect(await names('ÑOQ')).toEqual(['Ñoqui']);
    expect(await names('peña')).toEqual(['Álvaro Peña']);
    expect(await names('VARO PENA')).toEqual(['Álvaro Peña']);
  });

  it('gives a voluntario only the cats of their colonies', async () => {
    expect((await find(validCode(123).slice(0, 14), voluntario)).body.map((g: Found) => g.id).sort()).not.toContain(nube);
    expect((await find('nube', voluntario)).body).toEqual([]);
    expect((await find('bigotes', voluntario)).body.map((g: Found) => g.id)).toEqual([bigotes]);
  });

  it('answers an empty text with no cats, and refuses a text too long or a role without the cat list', async () => {
    expect(await find('   ')).toEqual({ status: 200, body: [] });
    const long = await find('x'.repeat(101));
    expect(long.status).toBe(422);
    expect(typeof long.body.detail).toBe('string');
    expect((await find('bigotes', 'usuario')).status).toBe(403);
    const anonymous = await t().request({ method: 'GET', url: '/api/gatos/buscar?q=bigotes', as: null });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await find('%')).body).toEqual([]);
    expect((await find('_')).body).toEqual([]);
  });
});
