/** RGPD: the personal data export (one record of each kind) and anonymisation (no trace left in the person's own records, last admin kept). */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { form } from '../quejas/attachmentForm';
import { nowIso } from '../../../src/server/lib/time';
import { tracesOf } from './traces';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { samplePng } from '../quejas/attachmentForm';

const PERSON = { nombre: 'Eulalia Trazable Gómez', email: 'eulalia.trazable@correo.es', username: 'eulalia.trazable' };

/** A person with one record of each kind the export covers. */
async function personWithRecords(t: TestApp) {
  const eulalia = await t.createUser('responsable', PERSON);
  const colonia = await createColonia(t.db, { nombre: 'Colonia del Humilladero', responsable_voluntario: PERSON.nombre });
  const gato = await createGato(t.db, colonia.id, { nombre: 'Visitado', adoptabilidad: 'Adoptable' });
  await assign(t.db, eulalia.id, colonia.id);
  const queja = json(await t.request({ method: 'POST', url: '/api/quejas/quejas/', as: eulalia, payload: form({ descripcion: `Lo firma ${PERSON.nombre}`, colonia_id: colonia.id }) }));
  await t.db.insertInto('inspecciones').values({ fecha: nowIso(), colonia_id: colonia.id, observaciones: 'Inspección de Eulalia', estatus: 'Pendiente', usuario_id: eulalia.id, archivo: 'abc123.pdf' }).execute();
  await t.db.insertInto('partes').values({ descripcion: 'Parte de la responsable', estado: 'pendiente', usuario_id: eulalia.id, created_at: nowIso() }).execute();
  await t.db.insertInto('actividades').values({ tipo: 'Visita', descripcion: 'Visita a la colonia', gato_id: gato.id, usuario_id: eulalia.id, created_at: nowIso() }).execute();
  await t.db.insertInto('actividades_voluntarios').values({ descripcion: 'Reparto de pienso', voluntario_id: eulalia.id, estatus: 'pendiente', created_at: nowIso() }).execute();
  // Filed while signed in: the request is hers.
  const solicitud = await t.request({
    method: 'POST',
    url: `/api/adopciones/${gato.id}/solicitudes`,
    as: eulalia,
    payload: { nombre: PERSON.nombre, email: PERSON.email, telefono: '611223344', mensaje: 'Quiero adoptar', acepta_privacidad: true },
  });
  expect(solicitud.statusCode).toBe(200);
  await t.request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: eulalia });
  const censo = await t.request({ method: 'POST', url: `/api/colonias/colonias/${colonia.id}/censos`, as: eulalia, payload: { fecha: '2025-03-01', gatos_vistos: 7, crias: 1, marcados_vistos: 3, observaciones: 'Contados por Eulalia' } });
  expect(censo.statusCode).toBe(200);
  return { eulalia, queja, colonia };
}

describeEachEngine('RGPD', (t) => {
  it('exports every personal datum of the signed-in person as a JSON download', async () => {
    const { eulalia, queja } = await personWithRecords(t());
    const res = await t().request({ method: 'GET', url: '/api/auth/me/datos', as: eulalia });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-gatera-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json(res);
    expect(Object.keys(data).sort()).toEqual([
      'acreditaciones', 'actividades_voluntariado', 'asignaciones', 'auditoria', 'avisos', 'avistamientos', 'cambios_turno', 'censos', 'certificados_emitidos', 'consultas_microchip', 'cuenta', 'cursos_asistidos',
      'dispositivos_avisos', 'entidad',
      'generado_at', 'inspecciones', 'partes', 'preferencias_avisos', 'prestamos_equipo', 'quejas', 'solicitudes_adopcion', 'turnos', 'visitas', 'visitas_calle',
    ]);
    expect(data.cuenta).toMatchObject({ id: eulalia.id, username: PERSON.username, email: PERSON.email, nombre: PERSON.nombre, role: 'responsable', idioma: null });
    expect(data.censos).toEqual([expect.objectContaining({ fecha: '2025-03-01', gatos_vistos: 7, colonia_nombre: 'Colonia del Humilladero', observaciones: 'Contados por Eulalia' })]);
    await t().db.insertInto('idiomas_usuario').values({ usuario_id: eulalia.id, idioma: 'gl' }).execute();
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: eulalia })).cuenta.idioma).toBe('gl');
    expect(data.quejas).toEqual([expect.objectContaining({ id: queja.id, codigo_seguimiento: queja.codigo_seguimiento, descripcion: `Lo firma ${PERSON.nombre}` })]);
    expect(data.inspecciones).toEqual([expect.objectContaining({ observaciones: 'Inspección de Eulalia', archivo: 'abc123.pdf' })]);
    expect(data.partes).toEqual([expect.objectContaining({ descripcion: 'Parte de la responsable' })]);
    expect(data.visitas).toEqual([expect.objectContaining({ tipo: 'Visita', gato_nombre: 'Visitado' })]);
    expect(data.asignaciones).toEqual([expect.objectContaining({ colonia_nombre: 'Colonia del Humilladero' })]);
    expect(data.actividades_voluntariado).toEqual([expect.objectContaining({ descripcion: 'Reparto de pienso' })]);
    expect(data.solicitudes_adopcion).toEqual([expect.objectContaining({ email: PERSON.email, telefono: '611223344', gato_nombre: 'Visitado' })]);
    expect(data.auditoria.map((a: { accion: string }) => a.accion)).toEqual(expect.arrayContaining(['crear', 'aceptar_terminos']));
    // Someone else's export holds none of it.
    const other = json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: 'usuario' }));
    expect(JSON.stringify(other)).not.toContain(PERSON.email);
  });

  it("anonymises an account: no trace of the name, e-mail or username in the person's own records; login disabled; records kept; audited", async () => {
    const admin = await t().user('admin');
    const before = await tracesOf(t(), [PERSON.nombre, PERSON.email]);
    expect(before.length).toBeGreaterThan(3);
    const eulalia = await t().db.selectFrom('users').selectAll().where('email', '=', PERSON.email).executeTakeFirstOrThrow();
    const quejasBefore = await t().db.selectFrom('quejas').select(['id', 'codigo_seguimiento', 'colonia_id', 'fecha']).where('usuario_id', '=', eulalia.id).execute();
    expect(quejasBefore).toHaveLength(1);

    expect((await t().request({ method: 'POST', url: `/api/usuarios/${eulalia.id}/anonimizar`, as: 'responsable' })).statusCode).toBe(403);
    const res = await t().request({ method: 'POST', url: `/api/usuarios/${eulalia.id}/anonimizar`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: eulalia.id, username: `anonimo-${eulalia.id}`, nombre: null, activo: false });

    // What stays is not hers to erase: the colony's record, where the staff wrote her name, and the audit log,
    // which is never rewritten and shows her as anonimo-<id> when it is read.
    expect((await tracesOf(t(), [PERSON.nombre, PERSON.email, PERSON.username])).sort()).toEqual(
      [`colonias.responsable_voluntario contiene «${PERSON.nombre}»`, `audit_log.username contiene «${PERSON.username}»`].sort(),
    );
    const audited = json(await t().request({ method: 'GET', url: `/api/auditoria/?usuario_id=${eulalia.id}`, as: admin }));
    expect(audited.length).toBeGreaterThan(0);
    for (const row of audited) expect(row.username).toBe(`anonimo-${eulalia.id}`);
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: PERSON.username, password: 'Prueba-Segura-1' } });
    expect(login.statusCode).toBe(401);
    // Her complaint stays a complaint (code, colony, date), without her words or her link.
    const quejasAfter = await t().db.selectFrom('quejas').select(['id', 'codigo_seguimiento', 'colonia_id', 'fecha', 'descripcion', 'usuario_id']).where('id', 'in', quejasBefore.map((q) => q.id)).execute();
    expect(quejasAfter).toEqual(quejasBefore.map((q) => ({ ...q, descripcion: '[anonimizado]', usuario_id: null })));
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'usuario_id']).where('entidad', '=', 'users').where('entidad_id', '=', String(eulalia.id)).execute();
    expect(audit).toContainEqual({ accion: 'anonimizar', usuario_id: admin.id });
  });

  it("anonymises what the street visits hold about the person: their incident texts, photos and link; the parte and census quoting them; their shifts", async () => {
    const admin = await t().user('admin');
    // A short username and no full name: the texts that quote it are not reached by the search for names.
    const rocio = await t().createUser('voluntario', { username: 'rpa', nombre: null, email: 'rocio.calle@correo.es' });
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Lavadero' });
    await assign(t().db, rocio.id, colonia.id);
    const telefono = '600111222';
    const urgente = json(
      await t().request({
        method: 'POST',
        url: '/api/visitas/',
        as: rocio,
        payload: form({ colonia_id: colonia.id, comida: 'true', agua: 'false', client_id: crypto.randomUUID(), urgente: 'true', incidencia: `Cuenco envenenado; llamadme al ${telefono}` }, samplePng(), 'foto'),
      }),
    );
    expect(urgente.foto).not.toBeNull();
    const fotoFile = (await t().db.selectFrom('visitas').select('foto').where('id', '=', urgente.id).executeTakeFirstOrThrow()).foto!;
    expect(fs.existsSync(path.join(t().paths.mediaDir, fotoFile))).toBe(true);
    const contada = json(await t().request({ method: 'POST', url: '/api/visitas/', as: rocio, payload: { colonia_id: colonia.id, comida: true, agua: true, gatos_vistos: 5, client_id: crypto.randomUUID() } }));
    const censo = json(await t().request({ method: 'POST', url: `/api/visitas/${contada.id}/censo`, as: admin }));
    expect(censo.observaciones).toBe('Censo registrado desde la visita de rpa.');
    expect((await t().request({ method: 'POST', url: `/api/colonias/colonias/${colonia.id}/turnos`, as: admin, payload: { dia_semana: 3, franja: 'tarde', usuario_id: rocio.id } })).statusCode).toBe(200);
    const parteId = (await t().db.selectFrom('visitas').select('parte_id').where('id', '=', urgente.id).executeTakeFirstOrThrow()).parte_id!;
    // The right of access shows them first.
    const mine = json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: rocio }));
    expect(mine.visitas_calle).toEqual([
      expect.objectContaining({ id: urgente.id, colonia_nombre: 'Colonia del Lavadero', urgente: true, incidencia: `Cuenco envenenado; llamadme al ${telefono}`, foto: fotoFile }),
      expect.objectContaining({ id: contada.id, gatos_vistos: 5, comida: true, foto: null }),
    ]);
    expect(mine.turnos).toEqual([{ dia_semana: 3, franja: 'tarde', colonia_nombre: 'Colonia del Lavadero' }]);

    expect((await t().request({ method: 'POST', url: `/api/usuarios/${rocio.id}/anonimizar`, as: admin })).statusCode).toBe(200);

    // The visits stay (the colony was fed), with no author, text or photo of the person.
    const visitas = json(await t().request({ method: 'GET', url: `/api/visitas/?colonia_id=${colonia.id}`, as: admin }));
    expect(visitas).toHaveLength(2);
    for (const v of visitas) expect(v).toMatchObject({ usuario_id: null, usuario_nombre: null, foto: null });
    expect(visitas.find((v: { id: number }) => v.id === urgente.id)).toMatchObject({ incidencia: '[anonimizado]', urgente: true, comida: true });
    expect(visitas.find((v: { id: number }) => v.id === contada.id)).toMatchObject({ incidencia: null, gatos_vistos: 5 });
    expect(fs.existsSync(path.join(t().paths.mediaDir, fotoFile))).toBe(false);
    // The parte and the census made from them keep what happened, not who or what they wrote.
    const parte = await t().db.selectFrom('partes').select(['descripcion', 'usuario_id']).where('id', '=', parteId).executeTakeFirstOrThrow();
    expect(parte).toEqual({ descripcion: 'Incidencia urgente en la colonia Colonia del Lavadero (visita de Persona anonimizada): [anonimizado]', usuario_id: null });
    const censoAfter = await t().db.selectFrom('censos').select(['observaciones', 'gatos_vistos']).where('id', '=', censo.id).executeTakeFirstOrThrow();
    expect(censoAfter).toEqual({ observaciones: 'Censo registrado desde la visita de Persona anonimizada.', gatos_vistos: 5 });
    // An erased person does no more shifts: none left in the rota, none missed.
    expect(await t().db.selectFrom('turnos').select('id').where('usuario_id', '=', rocio.id).execute()).toEqual([]);
    expect(await tracesOf(t(), [telefono, 'visita de rpa', 'rocio.calle@correo.es'])).toEqual([]);
  });

  it('refuses to anonymise the last active administrator, and changes nothing', async () => {
    const admin = await t().user('admin');
    // Every other administrator leaves.
    await t().db.updateTable('users').set({ activo: 0 }).where('role', '=', 'admin').where('id', '!=', admin.id).execute();
    const res = await t().request({ method: 'POST', url: `/api/usuarios/${admin.id}/anonimizar`, as: admin });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toBe('No se puede anonimizar al último administrador activo: antes da el rol de administrador a otra persona.');
    const row = await t().db.selectFrom('users').select(['username', 'activo']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ username: admin.username, activo: 1 });
    expect((await t().request({ method: 'POST', url: '/api/usuarios/999999/anonimizar', as: admin })).statusCode).toBe(404);
  });
});
