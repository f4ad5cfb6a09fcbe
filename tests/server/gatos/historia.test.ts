/** GET /api/gatos/gatos/{id}/historia: a cat's timeline from its record, the audit log, campaigns and activities. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';

interface Evento {
  tipo: string;
  fecha: string;
  usuario: string | null;
  detalle: string | null;
}

describeEachEngine('gatos: a cat\'s history', (t) => {
  let voluntario: TestUser;
  let gatoId: number;
  let ajenoId: number;

  beforeAll(async () => {
    const db = t().db;
    const castillo = await createColonia(db, { nombre: 'Colonia del Castillo' });
    const alameda = await createColonia(db, { nombre: 'Colonia de la Alameda' });
    voluntario = await t().createUser('voluntario');
    await assign(db, voluntario.id, castillo.id);
    await assign(db, voluntario.id, alameda.id);
    gatoId = (
      await createGato(db, castillo.id, {
        nombre: 'Bigotes',
        fecha_vacunacion: '2025-03-01',
        tipo_vacuna: 'Trivalente',
        fecha_desparasitacion: '2025-03-02',
        fecha_esterilizacion: '2025-04-10',
        created_at: '2025-01-05T10:00:00.000Z',
      })
    ).id;
    ajenoId = (await createGato(db, (await createColonia(db, { nombre: 'Colonia ajena' })).id, { nombre: 'Ajeno' })).id;

    const campana = await t().request({
      method: 'POST',
      url: '/api/campanas/campanas/',
      as: 'admin',
      payload: { nombre: 'Campaña de primavera', fecha_inicio: '2025-03-01', fecha_fin: '2025-05-31', estatus: 'planeada', voluntarios_involucrados: 'Lucía', gatos_objetivo: 5 },
    });
    expect(campana.statusCode).toBe(200);
    expect((await t().request({ method: 'POST', url: `/api/campanas/campanas/${json(campana).id}/gatos`, as: 'admin', payload: { gato_id: gatoId } })).statusCode).toBe(200);
    expect((await t().request({ method: 'POST', url: '/api/actividades/actividades/', as: 'veterinario', payload: { tipo: 'Revisión', descripcion: 'Oreja izquierda', gato_id: gatoId } })).statusCode).toBe(200);
    const moved = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gatoId}`, as: voluntario, payload: { colonia_id: alameda.id } });
    expect(moved.statusCode).toBe(200);
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gatoId}/baja`, as: voluntario })).statusCode).toBe(200);
  });

  const historia = async (id: number, as: TestUser | 'admin' | 'usuario' = 'admin') => t().request({ method: 'GET', url: `/api/gatos/gatos/${id}/historia`, as });

  it('gathers registration, vaccination, deworming, sterilisation, campaign, activity, colony change and baja, newest first', async () => {
    const res = await historia(gatoId);
    expect(res.statusCode).toBe(200);
    const eventos = json<Evento[]>(res);
    const byTipo = (tipo: string) => eventos.filter((e) => e.tipo === tipo);
    expect(byTipo('alta')).toEqual([{ tipo: 'alta', fecha: '2025-01-05T10:00:00.000Z', usuario: null, detalle: null }]);
    expect(byTipo('vacunacion')).toEqual([{ tipo: 'vacunacion', fecha: '2025-03-01', usuario: null, detalle: 'Trivalente' }]);
    expect(byTipo('desparasitacion')).toHaveLength(1);
    expect(byTipo('esterilizacion')).toEqual([{ tipo: 'esterilizacion', fecha: '2025-04-10', usuario: null, detalle: null }]);
    expect(byTipo('campana')[0].detalle).toBe('Campaña de primavera');
    expect(byTipo('actividad')[0]).toMatchObject({ detalle: 'Revisión: Oreja izquierda' });
    expect(byTipo('colonia')[0]).toMatchObject({ usuario: voluntario.username, detalle: 'Colonia: Colonia del Castillo → Colonia de la Alameda' });
    expect(byTipo('baja')[0]).toMatchObject({ usuario: voluntario.username });
    const fechas = eventos.map((e) => e.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(eventos.at(-1)!.tipo).toBe('alta');
  });

  it('is 404 for a missing cat and for a voluntario outside its colony, with a Spanish detail', async () => {
    const missing = await historia(999999);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toMatch(/gato/i);
    expect((await historia(ajenoId, voluntario)).statusCode).toBe(404);
    expect((await historia(gatoId, voluntario)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/abc/historia', as: 'admin' });
    expect(res.statusCode).toBe(422);
  });
});
