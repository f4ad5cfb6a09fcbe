/**
 * Grants and their lines through the API: the worked grant's totals per line
 * and overall (support.ts has them by hand), lines from a template, costs
 * moved by hand, a grant's deletion freeing its costs, bad input refused in
 * Spanish without a trace in the database, and staff only.
 */
import { describe, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { tableChecksums } from '../checksum';
import { ESPERADO, SUBVENCION, createSubvencion, workedGrant } from './support';
import type { FilaJustificacion, SubvencionDetalle } from '../../../src/domain/schemas/subvencion';
import { PLANTILLAS_LINEAS } from '../../../src/domain/costes';
import { nombresDeArchivo } from '../../../src/server/modules/subvenciones/facturas';

const totales = (d: SubvencionDetalle) => ({ ...Object.fromEntries(d.lineas.map((l) => [l.nombre, l.totales])), total: d.totales });

describeEachEngine('grants and their lines', (t) => {
  it('gives each line of the worked grant exactly its eligible and non-eligible totals', async () => {
    const w = await workedGrant(t());
    expect(totales(w.subvencion)).toEqual({ 'Esterilización de hembras': ESPERADO.hembras, 'Identificación con microchip': ESPERADO.microchip, total: ESPERADO.total });
    const filas = json<FilaJustificacion[]>(await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/costes`, as: 'responsable' }));
    expect(filas.map((f) => [f.coste_id, f.linea_id, f.importe_centimos, f.elegible_centimos, f.no_elegible_centimos, f.motivo])).toEqual([
      [w.costes.c1, w.hembras, 6050, 6050, 0, null],
      [w.costes.c4, w.hembras, 9680, 8000, 1680, 'sobre_tope'],
      [w.costes.c3, w.hembras, 6050, 0, 6050, 'fuera_de_periodo'],
      [w.costes.c2, w.microchip, 2420, 2420, 0, null],
      [w.costes.c5, w.microchip, 2500, 2500, 0, null],
    ]);
    expect(filas[0]).toMatchObject({ microchip: w.chips[0], colonia: 'El Lavadero', acto: 'Esterilización de hembra', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', factura: null });
    expect(filas[1].factura).toBe('F-001');
  });

  it('moves a cost to another line or off its line by hand, and it stays there', async () => {
    const w = await workedGrant(t());
    const url = `/api/subvenciones/${w.subvencion.id}/costes/${w.costes.c2}`;
    let res = await t().request({ method: 'PUT', url, as: 'admin', payload: { linea_id: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<SubvencionDetalle>(res).totales).toEqual({ costes: 4, importe_centimos: 26700 - 2420, elegible_centimos: 18970 - 2420, no_elegible_centimos: 7730 });
    expect(await t().db.selectFrom('costes').select(['linea_id', 'asignacion']).where('id', '=', w.costes.c2).executeTakeFirstOrThrow()).toEqual({ linea_id: null, asignacion: 'manual' });
    // Off the grant now: it is none of its costs.
    res = await t().request({ method: 'PUT', url, as: 'admin', payload: { linea_id: w.microchip } });
    expect(res.statusCode).toBe(404);
    expect(json(res).detail).toBe('El coste no está en ninguna línea de esta subvención.');
    // A line funding another concept takes it when a person says so.
    res = await t().request({ method: 'PUT', url: `/api/subvenciones/${w.subvencion.id}/costes/${w.costes.c5}`, as: 'admin', payload: { linea_id: w.hembras } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<SubvencionDetalle>(res).lineas.map((l) => l.totales.costes)).toEqual([4, 0]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'entidad_id']).where('entidad', '=', 'costes').where('accion', '=', 'asignar').execute();
    expect(audit.map((a) => a.entidad_id)).toEqual([String(w.costes.c2), String(w.costes.c5)]);
  });

  it('a new period or new concepts move the costs the rule placed, and leave those placed by hand', async () => {
    const w = await workedGrant(t());
    // Up to 31 March: the acts of April and May are out of it now, those of February and March stay.
    const res = await t().request({ method: 'PUT', url: `/api/subvenciones/${w.subvencion.id}`, as: 'admin', payload: { ...SUBVENCION, periodo_hasta: '2025-03-31' } });
    expect(res.statusCode, res.body).toBe(200);
    const lineaDe = async (id: number) => (await t().db.selectFrom('costes').select(['linea_id', 'asignacion']).where('id', '=', id).executeTakeFirstOrThrow());
    expect(await lineaDe(w.costes.c1)).toEqual({ linea_id: w.hembras, asignacion: 'auto' });
    expect(await lineaDe(w.costes.c4)).toEqual({ linea_id: null, asignacion: null });
    expect(await lineaDe(w.costes.c5)).toEqual({ linea_id: null, asignacion: null });
    expect(await lineaDe(w.costes.c3)).toEqual({ linea_id: w.hembras, asignacion: 'manual' });
    // The microchip line funds vaccines only from now on: its microchip goes.
    const linea = await t().request({ method: 'PUT', url: `/api/subvenciones/${w.subvencion.id}/lineas/${w.microchip}`, as: 'admin', payload: { nombre: 'Vacunas', conceptos: [{ concepto: 'vacuna', tope_centimos: null }] } });
    expect(json<SubvencionDetalle>(linea).lineas.map((l) => l.totales.costes)).toEqual([2, 0]);
    expect(await lineaDe(w.costes.c2)).toEqual({ linea_id: null, asignacion: null });
  });

  it('deleting a grant deletes its lines and frees its costs, which find another line', async () => {
    const w = await workedGrant(t());
    const otra = await createSubvencion(t(), { referencia: 'EXP-2025/099', fecha: '2025-12-01' });
    const res = await t().request({ method: 'DELETE', url: `/api/subvenciones/${w.subvencion.id}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Subvención eliminada.');
    expect(await t().db.selectFrom('subvencion_lineas').select('id').where('subvencion_id', '=', w.subvencion.id).execute()).toEqual([]);
    const freed = await t().db.selectFrom('costes').select(['id', 'linea_id', 'asignacion']).where('id', 'in', Object.values(w.costes)).orderBy('id').execute();
    expect(freed.every((c) => c.linea_id === null && c.asignacion === null)).toBe(true);
    // The other grant's template lines take those its period holds.
    const conLineas = json<SubvencionDetalle>(await t().request({ method: 'POST', url: `/api/subvenciones/${otra.id}/lineas`, as: 'admin', payload: { plantilla: 'ministerio' } }));
    expect(conLineas.lineas.map((l) => l.nombre)).toEqual(PLANTILLAS_LINEAS.ministerio.map((l) => l.nombre));
    // Surgery: the two sterilisations in its period (the one in August stays off any line); prevention: both microchips.
    expect(conLineas.lineas.map((l) => l.totales.costes)).toEqual([2, 2, 0, 0]);
    expect((await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}`, as: 'admin' })).statusCode).toBe(404);
  });

  it('creates, edits and lists grants, every change audited', async () => {
    const created = await createSubvencion(t(), { referencia: 'EXP-LISTA' });
    expect(created).toMatchObject({ ...SUBVENCION, referencia: 'EXP-LISTA', lineas: [], totales: { costes: 0, importe_centimos: 0, elegible_centimos: 0, no_elegible_centimos: 0 } });
    const res = await t().request({ method: 'PUT', url: `/api/subvenciones/${created.id}`, as: 'admin', payload: { ...SUBVENCION, referencia: 'EXP-LISTA-2', importe_concedido_centimos: 123456 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ referencia: 'EXP-LISTA-2', importe_concedido_centimos: 123456 });
    const list = await t().request({ method: 'GET', url: '/api/subvenciones/?limit=500', as: 'responsable' });
    expect(list.statusCode).toBe(200);
    expect(json<{ referencia: string }[]>(list).map((s) => s.referencia)).toContain('EXP-LISTA-2');
    expect(list.headers['content-range']).toMatch(/\/\d+$/);
    const linea = json<SubvencionDetalle>(await t().request({ method: 'POST', url: `/api/subvenciones/${created.id}/lineas`, as: 'admin', payload: { nombre: 'Alimentación', conceptos: [{ concepto: 'alimentacion', tope_centimos: null }], importe_centimos: 50000 } })).lineas[0];
    const edited = await t().request({ method: 'PUT', url: `/api/subvenciones/${created.id}/lineas/${linea.id}`, as: 'admin', payload: { nombre: 'Alimentación y suministros', conceptos: [{ concepto: 'alimentacion', tope_centimos: null }, { concepto: 'suministros', tope_centimos: 1000 }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<SubvencionDetalle>(edited).lineas[0]).toMatchObject({ nombre: 'Alimentación y suministros', importe_centimos: null, conceptos: [{ concepto: 'alimentacion', tope_centimos: null }, { concepto: 'suministros', tope_centimos: 1000 }] });
    const removed = await t().request({ method: 'DELETE', url: `/api/subvenciones/${created.id}/lineas/${linea.id}`, as: 'admin' });
    expect(json<SubvencionDetalle>(removed).lineas).toEqual([]);
    const audit = await t()
      .db.selectFrom('audit_log')
      .select(['accion', 'entidad'])
      .where((eb) => eb.or([eb.and([eb('entidad', '=', 'subvenciones'), eb('entidad_id', '=', String(created.id))]), eb.and([eb('entidad', '=', 'subvencion_lineas'), eb('entidad_id', '=', String(linea.id))])]))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { accion: 'crear', entidad: 'subvenciones' },
      { accion: 'editar', entidad: 'subvenciones' },
      { accion: 'crear', entidad: 'subvencion_lineas' },
      { accion: 'editar', entidad: 'subvencion_lineas' },
      { accion: 'eliminar', entidad: 'subvencion_lineas' },
    ]);
  });

  it('refuses bad input with a Spanish reason and leaves the database as it was', async () => {
    const { id } = await createSubvencion(t(), { referencia: 'EXP-MAL' });
    const cases: [string, string, object, number, string | RegExp][] = [
      ['POST', '/api/subvenciones/', { ...SUBVENCION, periodo_hasta: '2024-12-31' }, 422, 'El final del periodo no puede ser anterior a su inicio.'],
      ['POST', '/api/subvenciones/', { ...SUBVENCION, fecha: '2025-02-30' }, 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      ['POST', '/api/subvenciones/', { ...SUBVENCION, importe_concedido_centimos: 1_000_000_001 }, 422, 'El importe debe ser un número entero de céntimos entre 0 y 1.000.000.000.'],
      ['POST', '/api/subvenciones/', { ...SUBVENCION, importe_concedido_centimos: -1 }, 422, /céntimos/],
      ['POST', '/api/subvenciones/', { ...SUBVENCION, importe_concedido_centimos: 12.5 }, 422, /importe_concedido_centimos/],
      ['POST', '/api/subvenciones/', { ...SUBVENCION, convocatoria: '   ' }, 422, 'La convocatoria, el organismo y la referencia son obligatorios.'],
      ['PUT', `/api/subvenciones/${id}`, { ...SUBVENCION, periodo_desde: 'ayer' }, 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      ['PUT', '/api/subvenciones/999999', SUBVENCION, 404, 'La subvención no existe.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { plantilla: 'europea' }, 422, 'La plantilla no es una de las que Gatera conoce.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { plantilla: 'ministerio', nombre: 'Otra' }, 422, 'Indica una línea (nombre y conceptos) o una plantilla, no las dos cosas.'],
      ['POST', `/api/subvenciones/${id}/lineas`, {}, 422, 'Indica una línea (nombre y conceptos) o una plantilla, no las dos cosas.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { nombre: 'Vacío', conceptos: [] }, 422, 'La línea debe financiar al menos un concepto.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { nombre: 'Raro', conceptos: [{ concepto: 'peluqueria', tope_centimos: null }] }, 422, 'El concepto no es uno de los actos o suministros que Gatera conoce.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { nombre: 'Doble', conceptos: [{ concepto: 'vacuna', tope_centimos: null }, { concepto: 'vacuna', tope_centimos: 100 }] }, 422, 'Un concepto aparece dos veces en la misma línea.'],
      ['POST', `/api/subvenciones/${id}/lineas`, { nombre: 'Tope', conceptos: [{ concepto: 'vacuna', tope_centimos: -5 }] }, 422, /céntimos/],
      ['POST', `/api/subvenciones/${id}/lineas`, { nombre: ' ', conceptos: [{ concepto: 'vacuna', tope_centimos: null }] }, 422, 'La línea necesita un nombre.'],
      ['PUT', `/api/subvenciones/${id}/lineas/999999`, { nombre: 'X', conceptos: [{ concepto: 'vacuna', tope_centimos: null }] }, 404, 'La línea no es de esta subvención.'],
      ['DELETE', `/api/subvenciones/${id}/lineas/999999`, {}, 404, 'La línea no es de esta subvención.'],
      ['PUT', `/api/subvenciones/${id}/costes/999999`, { linea_id: null }, 404, 'El coste no está en ninguna línea de esta subvención.'],
      ['GET', `/api/subvenciones/${id}/justificacion?formato=xls`, {}, 422, /formato/],
      ['GET', '/api/subvenciones/999999/justificacion?formato=pdf', {}, 404, 'La subvención no existe.'],
    ];
    const before = await tableChecksums(t().db);
    for (const [method, url, payload, status, detail] of cases) {
      const res = await t().request({ method: method as 'POST', url, as: 'admin', ...(method === 'GET' || method === 'DELETE' ? {} : { payload }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      if (typeof detail === 'string') expect(json(res).detail).toBe(detail);
      else expect(json(res).detail).toMatch(detail);
    }
    expect(await tableChecksums(t().db)).toEqual(before);
  });

  it('answers 403 to voluntarios, citizens and vets on every route', async () => {
    const { id } = await createSubvencion(t(), { referencia: 'EXP-ROLES' });
    const routes: [string, string, object?][] = [
      ['GET', '/api/subvenciones/'],
      ['POST', '/api/subvenciones/', SUBVENCION],
      ['GET', `/api/subvenciones/${id}`],
      ['PUT', `/api/subvenciones/${id}`, SUBVENCION],
      ['DELETE', `/api/subvenciones/${id}`],
      ['GET', `/api/subvenciones/${id}/lineas`],
      ['POST', `/api/subvenciones/${id}/lineas`, { plantilla: 'por_acto' }],
      ['PUT', `/api/subvenciones/${id}/lineas/1`, { nombre: 'X', conceptos: [{ concepto: 'vacuna', tope_centimos: null }] }],
      ['DELETE', `/api/subvenciones/${id}/lineas/1`],
      ['GET', `/api/subvenciones/${id}/costes`],
      ['PUT', `/api/subvenciones/${id}/costes/1`, { linea_id: null }],
      ['GET', `/api/subvenciones/${id}/justificacion?formato=pdf`],
      ['GET', `/api/subvenciones/${id}/justificacion?formato=csv`],
      ['GET', `/api/subvenciones/${id}/justificacion?formato=zip`],
    ];
    for (const role of ['voluntario', 'usuario', 'veterinario'] as const) await t().user(role);
    const before = await tableChecksums(t().db);
    for (const role of ['voluntario', 'usuario', 'veterinario'] as const) {
      for (const [method, url, payload] of routes) {
        const res = await t().request({ method: method as 'GET', url, as: role, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect(await tableChecksums(t().db)).toEqual(before);
    expect((await t().request({ method: 'GET', url: '/api/subvenciones/', as: null })).statusCode).toBe(401);
  });
});

describe('invoice file names in the ZIP', () => {
  it('are the numbers made safe, each unique', () => {
    expect(nombresDeArchivo([{ numero: 'F 2025/002' }, { numero: 'F-2025_002' }, { numero: '../../etc/passwd' }, { numero: 'Fáctura ñ' }, { numero: '///' }, { numero: 'f 2025/002' }])).toEqual([
      'F_2025_002.pdf',
      'F-2025_002.pdf',
      'etc_passwd.pdf',
      'Factura_n.pdf',
      'factura.pdf',
      'f_2025_002_2.pdf',
    ]);
  });
});
