import path from 'node:path';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { executableAsPdf, form, mediaFiles, samplePdf, samplePng } from './attachmentForm';
import type { Role } from '../../../src/domain/roles';

const URL = '/api/quejas/quejas/';

async function file(t: TestApp, as: TestUser | Role, fields: Record<string, string | number>, attachment?: ReturnType<typeof samplePng>) {
  return t.request({ method: 'POST', url: URL, as, payload: form(fields, attachment) });
}

async function count(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('quejas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachEngine('quejas: filing', (t) => {
  it('a usuario files a complaint with a photo: server date, pendiente, colony name, stored file, audit', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Parque' });
    const ana = await t().createUser('usuario');
    const before = Date.now();
    const res = await file(t(), ana, { descripcion: '  Maullidos de noche  ', colonia_id: colonia.id, solucion_responsable: 'Revisar la colonia' }, samplePng());
    expect(res.statusCode).toBe(200);
    const queja = json(res);
    expect(Object.keys(queja).sort()).toEqual(['archivo', 'codigo_seguimiento', 'colonia_id', 'colonia_nombre', 'descripcion', 'estatus', 'fecha', 'fecha_hora', 'id', 'respuesta_publica', 'solucion_responsable']);
    expect(queja).toMatchObject({
      descripcion: 'Maullidos de noche',
      colonia_id: colonia.id,
      colonia_nombre: 'Colonia del Parque',
      // The responsable's solution is not the citizen's to write: ignored from a usuario.
      solucion_responsable: null,
      estatus: 'pendiente',
    });
    const row = await t().db.selectFrom('quejas').select('solucion_responsable').where('id', '=', queja.id).executeTakeFirstOrThrow();
    expect(row.solucion_responsable).toBeNull();
    expect(Date.parse(queja.fecha_hora)).toBeGreaterThanOrEqual(before - 1000);
    expect(queja.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // A signed link, absolute on PUBLIC_URL, not a public /media URL.
    expect(queja.archivo).toMatch(/^http:\/\/gatera\.test\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/[a-f0-9]{32}\.png$/);
    const stored = path.join(t().paths.mediaDir, path.basename(queja.archivo.split('?')[0]));
    expect(fs.readFileSync(stored).equals(samplePng().bytes)).toBe(true);

    const served = await t().request({ method: 'GET', url: queja.archivo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samplePng().bytes)).toBe(true);

    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'quejas').where('entidad_id', '=', String(queja.id)).execute();
    expect(audit).toMatchObject([{ accion: 'crear', usuario_id: ana.id }]);
  });

  it('staff who file a complaint keep the solution they propose', async () => {
    for (const role of ['admin', 'responsable', 'voluntario', 'veterinario'] as const) {
      const res = await file(t(), role, { descripcion: `Queja de ${role}`, solucion_responsable: 'Revisar la colonia' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).solucion_responsable).toBe('Revisar la colonia');
    }
  });

  it('keeps a PDF as it is; colony and attachment are optional; the client cannot set fecha or estatus', async () => {
    const pdf = await file(t(), 'voluntario', { descripcion: 'Adjunto el acta', fecha: '2000-01-01', estatus: 'resuelta' }, samplePdf());
    expect(pdf.statusCode).toBe(200);
    expect(json(pdf).archivo).toMatch(/\.pdf$/);
    expect(json(pdf).estatus).toBe('pendiente');
    expect(json(pdf).fecha_hora.startsWith('2000')).toBe(false);
    expect(json(pdf).fecha.endsWith('2000')).toBe(false);
    const served = await t().request({ method: 'GET', url: json(pdf).archivo });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);

    const bare = await file(t(), 'veterinario', { descripcion: 'Sin adjunto', colonia_id: '' });
    expect(bare.statusCode).toBe(200);
    expect(json(bare)).toMatchObject({ colonia_id: null, colonia_nombre: null, archivo: null, solucion_responsable: null });

    // An empty file input arrives as a nameless empty part: no attachment.
    const data = form({ descripcion: 'Input vacío' });
    data.append('archivo', new Blob([]), '');
    const empty = await t().request({ method: 'POST', url: URL, as: 'admin', payload: data });
    expect(empty.statusCode).toBe(200);
    expect(json(empty).archivo).toBeNull();
  });

  it('refuses bad input in Spanish and stores nothing (no row, no file)', async () => {
    const colonia = await createColonia(t().db);
    const rows = await count(t());
    const files = mediaFiles(t().paths.mediaDir);
    const cases: [Promise<Awaited<ReturnType<typeof file>>>, number, string | RegExp][] = [
      [file(t(), 'usuario', { colonia_id: colonia.id }, samplePng()), 422, 'La descripción es obligatoria'],
      [file(t(), 'usuario', { descripcion: '   ' }, samplePng()), 422, 'La descripción es obligatoria'],
      [file(t(), 'usuario', { descripcion: 'x', colonia_id: 999999 }, samplePng()), 404, 'La colonia no existe.'],
      [file(t(), 'usuario', { descripcion: 'x', colonia_id: 'abc' }), 422, 'El campo «colonia_id» debe ser un número entero.'],
      [file(t(), 'usuario', { descripcion: 'x'.repeat(5001) }), 422, /no puede superar 5000 caracteres/],
      [file(t(), 'usuario', { descripcion: 'Un ejecutable' }, executableAsPdf()), 415, /Tipo de archivo no permitido/],
      [
        t().request({ method: 'POST', url: URL, as: 'usuario', payload: form({ descripcion: 'x' }, samplePng(), 'foto') }),
        422,
        'El archivo debe enviarse en el campo «archivo».',
      ],
      [t().request({ method: 'POST', url: URL, as: 'usuario', payload: { descripcion: 'JSON' } }), 415, /multipart/],
    ];
    for (const [pending, status, detail] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).detail).toEqual(typeof detail === 'string' ? detail : expect.stringMatching(detail));
    }
    expect(await count(t())).toBe(rows);
    expect(mediaFiles(t().paths.mediaDir)).toEqual(files);
  });

  it('refuses an attachment over 10 MB with 413', async () => {
    const rows = await count(t());
    const big = { ...samplePdf(), bytes: Buffer.concat([samplePdf().bytes, Buffer.alloc(10 * 1024 * 1024, 0x20)]) };
    const res = await file(t(), 'usuario', { descripcion: 'Muy grande' }, big);
    expect(res.statusCode).toBe(413);
    expect(json(res).detail).toBe('El archivo adjunto supera el tamaño máximo de 10 MB.');
    expect(await count(t())).toBe(rows);
  });
});

describeEachEngine('quejas: lists and scoping', (t) => {
  it('the full list is for admin and responsable, paged with X-Total-Count, newest first', async () => {
    for (let i = 0; i < 12; i++) expect((await file(t(), 'usuario', { descripcion: `Queja ${i}` })).statusCode).toBe(200);
    const page = await t().request({ method: 'GET', url: `${URL}?skip=0&limit=10`, as: 'responsable' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('12');
    expect(json(page)).toHaveLength(10);
    expect(json(page)[0].descripcion).toBe('Queja 11');
    const second = await t().request({ method: 'GET', url: `${URL}?skip=10&limit=10`, as: 'admin' });
    expect(json(second).map((q: { descripcion: string }) => q.descripcion)).toEqual(['Queja 1', 'Queja 0']);
    for (const role of ['usuario', 'voluntario', 'veterinario'] as const) {
      const res = await t().request({ method: 'GET', url: URL, as: role });
      expect(res.statusCode, role).toBe(403);
      expect(json(res).detail).toBe('No tienes permisos para realizar esta acción.');
    }
    expect((await t().request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('mis-quejas: a usuario sees what they filed; a voluntario also those about their colonies', async () => {
    const mine = await createColonia(t().db, { nombre: 'Colonia asignada' });
    const other = await createColonia(t().db, { nombre: 'Colonia ajena' });
    const luis = await t().createUser('voluntario');
    await assign(t().db, luis.id, mine.id);
    const ana = await t().createUser('usuario');
    const eva = await t().createUser('usuario');
    await assign(t().db, ana.id, mine.id);

    const byAnaMine = json(await file(t(), ana, { descripcion: 'Ana, colonia asignada', colonia_id: mine.id }));
    const byAnaOther = json(await file(t(), ana, { descripcion: 'Ana, colonia ajena', colonia_id: other.id }));
    const byEvaMine = json(await file(t(), eva, { descripcion: 'Eva, colonia asignada', colonia_id: mine.id }));
    const byEvaOther = json(await file(t(), eva, { descripcion: 'Eva, colonia ajena', colonia_id: other.id }));
    const byLuis = json(await file(t(), luis, { descripcion: 'Luis, sin colonia' }));

    const ids = async (who: TestUser) => {
      const res = await t().request({ method: 'GET', url: `${URL}mis-quejas/`, as: who });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(json(res).length));
      return json(res).map((q: { id: number }) => q.id).sort((a: number, b: number) => a - b);
    };
    // A usuario assigned to a colony still sees only what they filed.
    expect(await ids(ana)).toEqual([byAnaMine.id, byAnaOther.id].sort((a, b) => a - b));
    expect(await ids(eva)).toEqual([byEvaMine.id, byEvaOther.id].sort((a, b) => a - b));
    expect(await ids(luis)).toEqual([byAnaMine.id, byEvaMine.id, byLuis.id].sort((a, b) => a - b));
    // Both URL forms work.
    expect((await t().request({ method: 'GET', url: `${URL}mis-quejas`, as: ana })).statusCode).toBe(200);
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      expect((await t().request({ method: 'GET', url: `${URL}mis-quejas/`, as: role })).statusCode, role).toBe(403);
    }
  });
});

describeEachEngine('quejas: resolve', (t) => {
  const resolve = (id: number, as: TestUser | Role) => t().request({ method: 'PUT', url: `${URL}${id}/resolver`, as });
  const estatus = async (id: number) => (await t().db.selectFrom('quejas').select(['estatus', 'resuelta_at']).where('id', '=', id).executeTakeFirstOrThrow());

  it('the filer resolves their own; twice is harmless; another usuario cannot', async () => {
    const ana = await t().createUser('usuario');
    const eva = await t().createUser('usuario');
    const queja = json(await file(t(), ana, { descripcion: 'Comida en la acera' }));

    const denied = await resolve(queja.id, eva);
    expect(denied.statusCode).toBe(404);
    expect(json(denied).detail).toBe('La queja no existe.');
    expect((await estatus(queja.id)).estatus).toBe('pendiente');

    const first = await resolve(queja.id, ana);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ id: queja.id, estatus: 'resuelta', descripcion: 'Comida en la acera' });
    const after = await estatus(queja.id);
    expect(after.resuelta_at).toBeTruthy();

    const second = await resolve(queja.id, ana);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect(await estatus(queja.id)).toEqual(after);

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'detalle']).where('entidad', '=', 'quejas').where('entidad_id', '=', String(queja.id)).orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'resolver', 'resolver']);
    expect(audit[2].detalle).toBe('ya estaba resuelta');
  });

  it('staff resolve any status; a voluntario those about their colonies; the veterinario none', async () => {
    const mine = await createColonia(t().db);
    const other = await createColonia(t().db);
    const luis = await t().createUser('voluntario');
    await assign(t().db, luis.id, mine.id);
    const ana = await t().createUser('usuario');
    const aboutMine = json(await file(t(), ana, { descripcion: 'En la colonia de Luis', colonia_id: mine.id }));
    const aboutOther = json(await file(t(), ana, { descripcion: 'En otra colonia', colonia_id: other.id }));
    const inReview = json(await file(t(), ana, { descripcion: 'En revisión' }));
    await t().db.updateTable('quejas').set({ estatus: 'en revisión' }).where('id', '=', inReview.id).execute();

    expect((await resolve(aboutOther.id, luis)).statusCode).toBe(404);
    expect((await estatus(aboutOther.id)).estatus).toBe('pendiente');
    expect(json(await resolve(aboutMine.id, luis)).estatus).toBe('resuelta');

    const vet = await resolve(aboutOther.id, 'veterinario');
    expect(vet.statusCode).toBe(403);
    expect(json(await resolve(aboutOther.id, 'responsable')).estatus).toBe('resuelta');
    expect(json(await resolve(inReview.id, 'admin')).estatus).toBe('resuelta');

    expect((await resolve(999999, 'admin')).statusCode).toBe(404);
    const bad = await t().request({ method: 'PUT', url: `${URL}abc/resolver`, as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect((await t().request({ method: 'PUT', url: `${URL}99999999999/resolver`, as: 'admin' })).statusCode).toBe(422);
  });
});
