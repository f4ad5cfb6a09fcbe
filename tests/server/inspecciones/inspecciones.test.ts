import path from 'node:path';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { executableAsPdf, form, mediaFiles, samplePdf, samplePng, type SampleFile } from '../quejas/attachmentForm';
import type { Role } from '../../../src/domain/roles';
import { compareText } from '../../../src/domain/collation';

const URL = '/api/inspecciones/inspecciones/';

function file(t: TestApp, as: TestUser | Role, fields: Record<string, string | number>, attachment?: SampleFile) {
  return t.request({ method: 'POST', url: URL, as, payload: form(fields, attachment) });
}

async function count(t: TestApp): Promise<number> {
  return Number((await t.db.selectFrom('inspecciones').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

describeEachEngine('inspecciones: filing', (t) => {
  it('staff file an inspection with a PDF: server date, pendiente, colony name, stored file, audit', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Estación' });
    const res = await file(t(), 'responsable', { colonia_id: colonia.id, observaciones: 'Basura en el solar', acciones_recomendadas: 'Limpieza' }, samplePdf());
    expect(res.statusCode).toBe(200);
    const inspeccion = json(res);
    expect(Object.keys(inspeccion).sort()).toEqual(['acciones_recomendadas', 'archivo', 'colonia_id', 'colonia_nombre', 'estatus', 'fecha', 'fecha_hora', 'id', 'observaciones']);
    expect(inspeccion).toMatchObject({
      colonia_id: colonia.id,
      colonia_nombre: 'Colonia de la Estación',
      observaciones: 'Basura en el solar',
      acciones_recomendadas: 'Limpieza',
      estatus: 'pendiente',
    });
    expect(Number.isNaN(Date.parse(inspeccion.fecha_hora))).toBe(false);
    expect(inspeccion.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // A signed link, absolute on PUBLIC_URL, not a public /media URL.
    expect(inspeccion.archivo).toMatch(/^http:\/\/gatera\.test\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/[a-f0-9]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t().paths.mediaDir, path.basename(inspeccion.archivo.split('?')[0]))).equals(samplePdf().bytes)).toBe(true);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'inspecciones').where('entidad_id', '=', String(inspeccion.id)).execute();
    expect(audit).toMatchObject([{ accion: 'crear', username: (await t().user('responsable')).username }]);

    const photo = await file(t(), 'admin', { colonia_id: colonia.id, observaciones: 'Con foto' }, samplePng());
    expect(json(photo).archivo).toMatch(/\.png$/);
    expect(json(photo).acciones_recomendadas).toBeNull();
  });

  it('only admin and responsable file inspections', async () => {
    const colonia = await createColonia(t().db);
    for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
      const res = await file(t(), role, { colonia_id: colonia.id, observaciones: 'x' });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const colonia = await createColonia(t().db);
    const rows = await count(t());
    const files = mediaFiles(t().paths.mediaDir);
    const cases: [number, string | RegExp, Record<string, string | number>, SampleFile?][] = [
      [422, 'Debe seleccionar una colonia', { observaciones: 'Sin colonia' }, samplePng()],
      [422, 'Debe seleccionar una colonia', { colonia_id: '', observaciones: 'Colonia vacía' }],
      [422, 'Las observaciones son obligatorias', { colonia_id: colonia.id }, samplePng()],
      [422, 'Las observaciones son obligatorias', { colonia_id: colonia.id, observaciones: ' \n ' }],
      [404, 'La colonia no existe.', { colonia_id: 999999, observaciones: 'x' }, samplePdf()],
      [415, /Tipo de archivo no permitido/, { colonia_id: colonia.id, observaciones: 'Un ejecutable' }, executableAsPdf()],
    ];
    for (const [status, detail, fields, attachment] of cases) {
      const res = await file(t(), 'admin', fields, attachment);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(json(res).detail).toEqual(typeof detail === 'string' ? detail : expect.stringMatching(detail));
    }
    expect(await count(t())).toBe(rows);
    expect(mediaFiles(t().paths.mediaDir)).toEqual(files);
  });

  it('serves the colony options of the forms to every signed-in role, by name', async () => {
    await createColonia(t().db, { nombre: 'Zeta' });
    await createColonia(t().db, { nombre: 'Alfa' });
    await createColonia(t().db, { nombre: 'Colonia 10' });
    await createColonia(t().db, { nombre: 'Colonia 9' });
    for (const role of ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      const res = await t().request({ method: 'GET', url: `${URL}colonias/`, as: role });
      expect(res.statusCode, role).toBe(200);
      const names = json(res).map((c: { nombre: string }) => c.nombre);
      // In the order a Spanish reader reads them, numbers by their value ('Colonia 9' before 'Colonia 10').
      expect(names).toEqual([...names].sort((a: string, b: string) => compareText(a, b)));
      expect(names.indexOf('Colonia 9')).toBeLessThan(names.indexOf('Colonia 10'));
      expect(Object.keys(json(res)[0]).sort()).toEqual(['id', 'nombre']);
    }
    expect((await t().request({ method: 'GET', url: `${URL}colonias/` })).statusCode).toBe(401);
  });
});

describeEachEngine('inspecciones: lists, scoping and resolve', (t) => {
  const resolve = (id: number, as: TestUser | Role) => t().request({ method: 'PUT', url: `${URL}${id}/resolver`, as });

  it('the full list is for staff, paged; the own list scopes a voluntario to their colonies', async () => {
    const mine = await createColonia(t().db);
    const other = await createColonia(t().db);
    const luis = await t().createUser('voluntario');
    await assign(t().db, luis.id, mine.id);
    const ana = await t().createUser('usuario');
    await assign(t().db, ana.id, mine.id);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(json(await file(t(), 'responsable', { colonia_id: i % 2 === 0 ? mine.id : other.id, observaciones: `Visita ${i}` })).id);
    }
    const page = await t().request({ method: 'GET', url: `${URL}?limit=10`, as: 'admin' });
    expect(page.headers['x-total-count']).toBe('11');
    expect(json(page)).toHaveLength(10);
    for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: URL, as: role })).statusCode, role).toBe(403);
    }

    const own = await t().request({ method: 'GET', url: `${URL}mis-inspecciones`, as: luis });
    expect(own.statusCode).toBe(200);
    expect(json(own).map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual(ids.filter((_, i) => i % 2 === 0));
    expect(own.headers['x-total-count']).toBe('6');
    // A usuario files no inspections: their list holds those of the colonies assigned to them (docs/SEGURIDAD.md).
    const usuario = await t().request({ method: 'GET', url: `${URL}mis-inspecciones/`, as: ana });
    expect(usuario.statusCode).toBe(200);
    expect(json(usuario).map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual(ids.filter((_, i) => i % 2 === 0));
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      expect((await t().request({ method: 'GET', url: `${URL}mis-inspecciones`, as: role })).statusCode, role).toBe(403);
    }
  });

  it('resolve: staff any, a voluntario those of their colonies, twice harmless, usuario never', async () => {
    const mine = await createColonia(t().db);
    const other = await createColonia(t().db);
    const luis = await t().createUser('voluntario');
    await assign(t().db, luis.id, mine.id);
    const aboutMine = json(await file(t(), 'responsable', { colonia_id: mine.id, observaciones: 'De Luis' }));
    const aboutOther = json(await file(t(), 'responsable', { colonia_id: other.id, observaciones: 'De otro' }));

    const outside = await resolve(aboutOther.id, luis);
    expect(outside.statusCode).toBe(404);
    expect(json(outside).detail).toBe('La inspección no existe.');
    expect((await resolve(aboutMine.id, 'usuario')).statusCode).toBe(403);

    const first = await resolve(aboutMine.id, luis);
    expect(first.statusCode).toBe(200);
    expect(json(first).estatus).toBe('resuelta');
    const stored = await t().db.selectFrom('inspecciones').select(['estatus', 'resuelta_at']).where('id', '=', aboutMine.id).executeTakeFirstOrThrow();
    const again = await resolve(aboutMine.id, 'admin');
    expect(json(again)).toEqual(json(first));
    expect(await t().db.selectFrom('inspecciones').select(['estatus', 'resuelta_at']).where('id', '=', aboutMine.id).executeTakeFirstOrThrow()).toEqual(stored);

    await t().db.updateTable('inspecciones').set({ estatus: 'en revisión' }).where('id', '=', aboutOther.id).execute();
    expect(json(await resolve(aboutOther.id, 'responsable')).estatus).toBe('resuelta');
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'inspecciones').where('accion', '=', 'resolver').execute();
    expect(audit).toHaveLength(3);
    expect((await resolve(999999, 'admin')).statusCode).toBe(404);
  });
});
