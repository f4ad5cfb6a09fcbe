import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { JPEG_BYTES, PDF_BYTES, WEBP_BYTES, multipart, photo, pngBytes, validCode } from './support';

describeEachEngine('gatos: create, edit, baja and delete', (t) => {
  let coloniaA: { id: number };
  let coloniaB: { id: number };
  let voluntario: TestUser;
  let usuario: TestUser;

  const base = () => ({ nombre: 'Pelusa', sexo: 'H', ubicacion: 'Calle del Río, 4', colonia_id: coloniaA.id });
  const create = (fields: Record<string, string | number>, file = photo() as ReturnType<typeof photo> | null, as: TestUser | 'admin' | 'responsable' | 'veterinario' = 'admin') =>
    t().request({ method: 'POST', url: '/api/gatos/gatos/', as, ...multipart(fields, file) });
  const stored = (name: string) => path.join(t().paths.mediaDir, name);
  const auditCount = async (accion: string, id: number | string) =>
    (await t().db.selectFrom('audit_log').select('id').where('accion', '=', accion).where('entidad', '=', 'gatos').where('entidad_id', '=', String(id)).execute()).length;

  beforeAll(async () => {
    coloniaA = await createColonia(t().db, { nombre: 'Colonia Norte' });
    coloniaB = await createColonia(t().db, { nombre: 'Colonia Sur' });
    voluntario = await t().createUser('voluntario');
    usuario = await t().createUser('usuario');
    await assign(t().db, voluntario.id, coloniaA.id);
    await assign(t().db, usuario.id, coloniaA.id);
  });

  it('creates a cat from a multipart form with status 200, keeps dates as dates and stores the photo', async () => {
    const res = await create({
      ...base(),
      raza: 'Común europeo',
      edad_num: 4,
      estado_salud: 'Excelente',
      fecha_vacunacion: '2025-03-29T22:30:00.000Z',
      fecha_desparasitacion: '2025-04-01',
      fecha_esterilizacion: '',
      codigo_identificacion: validCode(10),
    });
    expect(res.statusCode).toBe(200);
    const gato = json(res);
    expect(gato).toMatchObject({
      nombre: 'Pelusa',
      sexo: 'H',
      edad_num: 4,
      edad_unidad: 'meses',
      estado_salud: 'Excelente',
      colonia_id: coloniaA.id,
      colonia_nombre: 'Colonia Norte',
      fecha_vacunacion: '2025-03-29',
      fecha_desparasitacion: '2025-04-01',
      fecha_esterilizacion: null,
      codigo_identificacion: validCode(10),
      activo: true,
    });
    expect(gato.imagen).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(stored(gato.imagen))).toBe(true);
    expect(await auditCount('crear', gato.id)).toBe(1);
    const media = await t().request({ method: 'GET', url: `/media/${gato.imagen}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toContain('max-age=31536000');
  });

  it('accepts JPEG and WebP photos recognised from their bytes', async () => {
    const jpeg = await create({ ...base(), nombre: 'Jota' }, { filename: 'foto', bytes: JPEG_BYTES });
    expect(json(jpeg).imagen).toMatch(/\.jpg$/);
    const webp = await create({ ...base(), nombre: 'Uve' }, { filename: 'foto.png', contentType: 'image/png', bytes: WEBP_BYTES });
    expect(json(webp).imagen).toMatch(/\.webp$/);
  });

  it('answers each required-field message in the form\'s order', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ ...base(), nombre: '  ' }, 'El nombre es obligatorio'],
      [{ sexo: 'H', ubicacion: 'x', colonia_id: coloniaA.id }, 'El nombre es obligatorio'],
      [{ ...base(), sexo: '' }, 'Selecciona el sexo'],
      [{ ...base(), ubicacion: '' }, 'La ubicación es obligatoria'],
      [{ ...base(), colonia_id: '' }, 'Debe seleccionar una colonia'],
    ];
    for (const [fields, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, message).toBe(422);
      expect(json(res).detail).toBe(message);
    }
    const noPhoto = await create(base(), null);
    expect(noPhoto.statusCode).toBe(422);
    expect(json(noPhoto).detail).toBe('Debe subir una imagen');
  });

  it('refuses bad values with a Spanish detail and leaves the database unchanged', async () => {
    const before = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const cases: [Record<string, string | number>, number, string][] = [
      [{ ...base(), sexo: 'X' }, 422, 'El sexo debe ser M (Macho) o H (Hembra).'],
      [{ ...base(), codigo_identificacion: '12345' }, 422, 'El código de identificación debe tener exactamente 15 dígitos'],
      [{ ...base(), codigo_identificacion: '72400000000000a' }, 422, 'El código de identificación debe tener exactamente 15 dígitos'],
      [{ ...base(), fecha_vacunacion: '31/02/2025' }, 422, 'La fecha de vacunación no es una fecha válida (use AAAA-MM-DD).'],
      [{ ...base(), edad_num: 'tres' }, 422, 'La edad debe ser un número entero entre 0 y 40.'],
      [{ ...base(), edad_unidad: 'semanas' }, 422, 'La unidad de edad debe ser meses o años.'],
      [{ ...base(), estado_salud: 'Fatal' }, 422, 'El estado de salud debe ser Excelente, Bueno, Regular o Malo.'],
      [{ ...base(), colonia_id: 999999 }, 422, 'La colonia seleccionada no existe.'],
      [{ ...base(), nombre: 'x'.repeat(101) }, 422, 'El campo «nombre» no puede superar 100 caracteres.'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, message).toBe(status);
      expect(json(res).detail).toBe(message);
    }
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(before);
  });

  it('refuses a PDF renamed .jpg and a file that is no image, keeping nothing on disk', async () => {
    const files = fs.readdirSync(t().paths.mediaDir).length;
    for (const bytes of [PDF_BYTES, Buffer.from('no soy una imagen')]) {
      const res = await create(base(), { filename: 'gato.jpg', contentType: 'image/jpeg', bytes });
      expect(res.statusCode).toBe(422);
      expect(json(res).detail).toBe('La imagen debe ser un archivo JPEG, PNG o WebP.');
    }
    expect(fs.readdirSync(t().paths.mediaDir).length).toBe(files);
  });

  it('refuses a photo over 10 MB with 413 and a Spanish detail', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await create(base(), { filename: 'grande.png', contentType: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(json(res).detail).toBe('La imagen supera el tamaño máximo de 10 MB.');
  });

  it('refuses a JSON body for creation', async () => {
    const res = await t().request({ method: 'POST', url: '/api/gatos/gatos/', as: 'admin', payload: base() });
    expect(res.statusCode).toBe(415);
    expect(json(res).detail).toBe('La petición debe enviarse como formulario multipart.');
  });

  it('answers 409 with a Spanish detail on a duplicate identification code', async () => {
    expect((await create({ ...base(), codigo_identificacion: validCode(20) })).statusCode).toBe(200);
    const files = fs.readdirSync(t().paths.mediaDir).length;
    const dup = await create({ ...base(), nombre: 'Otro', codigo_identificacion: validCode(20) });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).detail).toBe(`Ya existe un gato con el código de identificación ${validCode(20)}.`);
    expect(fs.readdirSync(t().paths.mediaDir).length).toBe(files);
  });

  it('lets a voluntario create only in their colonies and refuses creation to veterinario and usuario', async () => {
    expect((await create(base(), photo(), voluntario)).statusCode).toBe(200);
    const other = await create({ ...base(), colonia_id: coloniaB.id }, photo(), voluntario);
    expect(other.statusCode).toBe(403);
    expect(json(other).detail).toBe('Solo puedes gestionar gatos de las colonias que tienes asignadas.');
    expect((await create(base(), photo(), 'veterinario')).statusCode).toBe(403);
    const asUsuario = await t().request({ method: 'POST', url: '/api/gatos/gatos/', as: usuario, ...multipart(base(), photo()) });
    expect(asUsuario.statusCode).toBe(403);
  });

  it('edits with JSON: only the fields sent, dates cut to the date, required ones never emptied', async () => {
    const gato = await createGato(t().db, coloniaA.id, { nombre: 'Tigre', sexo: 'M', raza: 'Atigrado' });
    const listed = async () =>
      json<{ id: number; nombre: string }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/?colonia_id=${coloniaA.id}&limit=500`, as: 'admin' })).find((g) => g.id === gato.id)?.nombre;
    expect(await listed()).toBe('Tigre');
    expect(await listed()).toBe('Tigre');
    const res = await t().request({
      method: 'PUT',
      url: `/api/gatos/gatos/${gato.id}`,
      as: 'responsable',
      payload: { nombre: 'Tigre II', fecha_esterilizacion: '2025-05-06T10:00:00Z', colonia_nombre: 'ignorado', id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: gato.id, nombre: 'Tigre II', raza: 'Atigrado', sexo: 'M', fecha_esterilizacion: '2025-05-06' });
    expect(await auditCount('editar', gato.id)).toBe(1);
    // The same list call, asked again, shows the edit (remembered pages are forgotten on every write).
    expect(await listed()).toBe('Tigre II');
    for (const [field, message] of [['nombre', 'El nombre es obligatorio'], ['sexo', 'Selecciona el sexo'], ['ubicacion', 'La ubicación es obligatoria'], ['colonia_id', 'Debe seleccionar una colonia']]) {
      const empty = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { [field]: '' } });
      expect(empty.statusCode).toBe(422);
      expect(json(empty).detail).toBe(message);
    }
    const cleared = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { raza: null } });
    expect(json(cleared).raza).toBeNull();
  });

  it('edits with multipart and a new photo, removing the old photo file', async () => {
    const created = json(await create({ ...base(), nombre: 'Foto vieja' }));
    const oldFile = stored(created.imagen);
    expect(fs.existsSync(oldFile)).toBe(true);
    const res = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${created.id}`, as: voluntario, ...multipart({ nombre: 'Foto nueva', sexo: 'M' }, { field: 'imagen', filename: 'n.jpg', bytes: JPEG_BYTES }) });
    expect(res.statusCode).toBe(200);
    const updated = json(res);
    expect(updated).toMatchObject({ nombre: 'Foto nueva', sexo: 'M' });
    expect(updated.imagen).toMatch(/\.jpg$/);
    expect(fs.existsSync(stored(updated.imagen))).toBe(true);
    expect(fs.existsSync(oldFile)).toBe(false);
    const pdf = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${created.id}`, as: 'admin', ...multipart({ nombre: 'X' }, { field: 'imagen', filename: 'n.jpg', bytes: PDF_BYTES }) });
    expect(pdf.statusCode).toBe(422);
    expect(fs.existsSync(stored(updated.imagen))).toBe(true);
  });

  it('refuses edits to usuario (403) and to a voluntario outside their colonies (404); lets veterinario edit', async () => {
    const own = await createGato(t().db, coloniaA.id, { nombre: 'Propio' });
    const foreign = await createGato(t().db, coloniaB.id, { nombre: 'Ajeno' });
    const byUsuario = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${own.id}`, as: usuario, payload: { nombre: 'Hack' } });
    expect(byUsuario.statusCode).toBe(403);
    expect(json(byUsuario).detail).toBe('No tienes permisos para realizar esta acción.');
    const byVoluntario = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${foreign.id}`, as: voluntario, payload: { nombre: 'Hack' } });
    expect(byVoluntario.statusCode).toBe(404);
    expect(json(byVoluntario).detail).toBe('Gato no encontrado.');
    const moveAway = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${own.id}`, as: voluntario, payload: { colonia_id: coloniaB.id } });
    expect(moveAway.statusCode).toBe(403);
    const byVet = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${foreign.id}`, as: 'veterinario', payload: { estado_salud: 'Regular', evaluacion_sanitaria: 'Otitis leve' } });
    expect(byVet.statusCode).toBe(200);
    expect(json(byVet)).toMatchObject({ nombre: 'Ajeno', estado_salud: 'Regular', evaluacion_sanitaria: 'Otitis leve' });
    const row = await t().db.selectFrom('gatos').select('nombre').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.nombre).toBe('Propio');
    const missing = await t().request({ method: 'PUT', url: '/api/gatos/gatos/999999', as: 'admin', payload: { nombre: 'X' } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 409 when an edit takes another cat\'s code, and keeps its own code', async () => {
    const a = await createGato(t().db, coloniaA.id, { codigo_identificacion: validCode(30) });
    const b = await createGato(t().db, coloniaA.id, { codigo_identificacion: validCode(31) });
    const same = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${a.id}`, as: 'admin', payload: { codigo_identificacion: validCode(30) } });
    expect(same.statusCode).toBe(200);
    const taken = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${b.id}`, as: 'admin', payload: { codigo_identificacion: validCode(30) } });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).detail).toBe(`Ya existe un gato con el código de identificación ${validCode(30)}.`);
  });

  it('gives baja: the cat leaves the list, stays readable, and only the allowed roles may do it', async () => {
    const gato = await createGato(t().db, coloniaA.id, { nombre: 'Baja' });
    const foreign = await createGato(t().db, coloniaB.id);
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}/baja`, as: 'veterinario' })).statusCode).toBe(403);
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}/baja`, as: usuario })).statusCode).toBe(403);
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${foreign.id}/baja`, as: voluntario })).statusCode).toBe(404);
    const mine = async () => json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/gatos/gatos/mis-gatos?limit=500', as: voluntario })).map((g) => g.id);
    const cardActivo = async () => json(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: voluntario })).activo;
    expect(await mine()).toContain(gato.id);
    expect(await cardActivo()).toBe(true);
    const total = async () => Number((await t().request({ method: 'GET', url: '/api/gatos/gatos/?limit=1', as: 'admin' })).headers['x-total-count']);
    const before = await total();
    expect(await total()).toBe(before);
    const res = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}/baja`, as: voluntario });
    expect(await total()).toBe(before - 1);
    // Asked again, the assigned cats and the card show the baja (nothing remembered survives a write).
    expect(await mine()).not.toContain(gato.id);
    expect(await cardActivo()).toBe(false);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: gato.id, activo: false });
    expect(await auditCount('baja', gato.id)).toBe(1);
    const list = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/gatos/gatos/?limit=500', as: 'admin' }));
    expect(list.map((g) => g.id)).not.toContain(gato.id);
    const card = await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' });
    expect(json(card).activo).toBe(false);
  });

  it('gives baja with an optional reason, trimmed and bounded, that the audit and the history keep', async () => {
    const gato = await createGato(t().db, coloniaA.id, { nombre: 'Con motivo' });
    const baja = (id: number, payload: unknown, as: TestUser | 'admin' = 'admin') => t().request({ method: 'PUT', url: `/api/gatos/gatos/${id}/baja`, as, payload: payload as object });
    const cardBefore = json(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' }));

    const tooLong = await baja(gato.id, { motivo: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).detail).toBe('El motivo de la baja no puede tener más de 200 caracteres.');
    const notText = await baja(gato.id, { motivo: { texto: 'fallecido' } });
    expect(notText.statusCode).toBe(422);
    expect(typeof json(notText).detail).toBe('string');
    expect(json(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' })).activo).toBe(true);
    expect(await auditCount('baja', gato.id)).toBe(0);

    const res = await baja(gato.id, { motivo: '  trasladado: a la protectora comarcal  ' }, voluntario);
    expect(res.statusCode).toBe(200);
    // The same answer as a baja without a body: the card, now inactive.
    expect(json(res)).toEqual({ ...cardBefore, activo: false });
    const stored = await t().db.selectFrom('gatos').select('baja_motivo').where('id', '=', gato.id).executeTakeFirstOrThrow();
    expect(stored.baja_motivo).toBe('trasladado: a la protectora comarcal');
    const audit = await t().db.selectFrom('audit_log').select(['detalle', 'username']).where('accion', '=', 'baja').where('entidad_id', '=', String(gato.id)).execute();
    expect(audit).toEqual([{ detalle: 'motivo: trasladado: a la protectora comarcal', username: voluntario.username }]);
    const historia = json<{ tipo: string; detalle: string | null }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/historia`, as: 'admin' }));
    expect(historia.find((e) => e.tipo === 'baja')?.detalle).toBe('trasladado: a la protectora comarcal');

    // An empty reason is no reason: the baja goes through as before.
    const other = await createGato(t().db, coloniaA.id, { nombre: 'Sin motivo' });
    expect((await baja(other.id, { motivo: '   ' })).statusCode).toBe(200);
    expect((await t().db.selectFrom('gatos').select('baja_motivo').where('id', '=', other.id).executeTakeFirstOrThrow()).baja_motivo).toBeNull();
  });

  it('deletes a cat: {message}, photo gone from disk, audit written; roles and scope enforced', async () => {
    const created = json(await create({ ...base(), nombre: 'Para borrar' }));
    const file = stored(created.imagen);
    expect(fs.existsSync(file)).toBe(true);
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${created.id}`, as: 'veterinario' })).statusCode).toBe(403);
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${created.id}`, as: usuario })).statusCode).toBe(403);
    const foreign = await createGato(t().db, coloniaB.id);
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${foreign.id}`, as: voluntario })).statusCode).toBe(404);
    const res = await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${created.id}`, as: voluntario });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Gato eliminado exitosamente.' });
    expect(fs.existsSync(file)).toBe(false);
    expect(await auditCount('eliminar', created.id)).toBe(1);
    expect((await t().request({ method: 'GET', url: `/api/gatos/gatos/${created.id}/ficha`, as: 'admin' })).statusCode).toBe(404);
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${created.id}`, as: 'admin' })).statusCode).toBe(404);
  });
});
