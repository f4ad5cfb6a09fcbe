/**
 * Accredited caregivers: staff accredit a caregiver for colonies; the state
 * follows the calendar; the card (a wallet-size PDF) holds the name, colonies
 * and expiry, and its QR code opens the public verification, which shows only
 * whether it is valid, until when, the colonies and the first name with an
 * initial; reminders go once; an expired accreditation hides the person's rota
 * of that colony until it is renewed; other roles are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import { pdfText } from '../informes/pdf';
import { decodeQr, renderFirstPage } from '../../pdfImage';
import { hoyEnEspana, diasDespues } from '../../../src/domain/cer';
import { avisoDebido, estadoAcreditacion, nombreEInicial } from '../../../src/domain/acreditaciones';
import { AVISO_ACREDITACION_MAIL, createAvisosAcreditaciones } from '../../../src/server/modules/acreditaciones/avisos';
import type { Acreditacion, Curso } from '../../../src/domain/schemas/acreditacion';

let serial = 0;
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** The QR code of a card as a phone reads it. */
const cardQr = async (pdf: Buffer) => decodeQr(await renderFirstPage(pdf, 400));

function outbox(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

describe('an accreditation’s state over time (fixed days)', () => {
  const a = { desde: '2026-01-01', hasta: '2026-12-31', revocada_at: null };
  it('is pending, valid, about to expire, expired, and revoked whatever the day', () => {
    expect(estadoAcreditacion(a, '2025-12-31')).toBe('pendiente');
    expect(estadoAcreditacion(a, '2026-01-01')).toBe('vigente');
    expect(estadoAcreditacion(a, '2026-11-30')).toBe('vigente');
    expect(estadoAcreditacion(a, '2026-12-01')).toBe('por_caducar');
    expect(estadoAcreditacion(a, '2026-12-02')).toBe('por_caducar');
    expect(estadoAcreditacion(a, '2026-12-31')).toBe('por_caducar');
    expect(estadoAcreditacion(a, '2027-01-01')).toBe('caducada');
    expect(estadoAcreditacion({ ...a, revocada_at: '2026-03-01T10:00:00Z' }, '2026-06-01')).toBe('revocada');
  });
  it('reminds 30 and 7 days before, the tightest due', () => {
    expect(avisoDebido('2026-12-31', '2026-11-30')).toBe(null);
    expect(avisoDebido('2026-12-31', '2026-12-01')).toBe(30);
    expect(avisoDebido('2026-12-31', '2026-12-24')).toBe(7);
    expect(avisoDebido('2026-12-31', '2027-01-01')).toBe(null);
  });
  it('shows a first name and an initial only', () => {
    expect(nombreEInicial('  Ana   Pérez Gómez ')).toBe('Ana P.');
    expect(nombreEInicial('Úrsula')).toBe('Úrsula');
  });
});

describeEachEngine('accredited caregivers', (t) => {
  const today = () => hoyEnEspana();
  async function caregiver(nombre = 'Ana Pérez Gómez', role: 'voluntario' | 'usuario' = 'voluntario') {
    const colonia = await createColonia(t().db, { nombre: `Plaza ${nombre.split(' ')[0]} ${++serial}` });
    const otra = await createColonia(t().db, { nombre: `Alameda ${nombre.split(' ')[0]} ${++serial}` });
    const person = await t().createUser(role, { nombre, email: `${nombre.split(' ')[0].toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@gatera.test` });
    await assign(t().db, person.id, colonia.id);
    await assign(t().db, person.id, otra.id);
    return { person, colonia, otra };
  }
  const accredit = async (payload: Record<string, unknown>, as: 'admin' | 'responsable' = 'responsable') => {
    const res = await t().request({ method: 'POST', url: '/api/acreditaciones/', as, payload });
    expect(res.statusCode, res.body).toBe(200);
    return json<Acreditacion>(res);
  };

  it('a course with its attendees, and an accreditation from it: valid, about to expire, expired, revoked', async () => {
    const { person, colonia, otra } = await caregiver();
    const cursoRes = await t().request({ method: 'POST', url: '/api/cursos/', as: 'admin', payload: { titulo: 'Gestión ética de colonias', fecha: '2026-03-10', horas: 8, lugar: 'Centro cívico', asistentes: [person.id] } });
    expect(cursoRes.statusCode, cursoRes.body).toBe(200);
    const curso = json<Curso>(cursoRes);
    expect(curso.asistentes).toEqual([{ id: person.id, nombre: 'Ana Pérez Gómez' }]);

    const vigente = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id, otra.id], desde: diasDespues(today(), -10), hasta: diasDespues(today(), 200), curso_id: curso.id });
    expect(vigente).toMatchObject({ estado: 'vigente', usuario_nombre: 'Ana Pérez Gómez', curso_titulo: 'Gestión ética de colonias', foto: null, revocada_at: null });
    expect(vigente.codigo).toMatch(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(vigente.colonias.map((c) => c.id).sort()).toEqual([colonia.id, otra.id].sort());

    const pronto = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id], desde: diasDespues(today(), -300), hasta: diasDespues(today(), 10) });
    expect(pronto.estado).toBe('por_caducar');
    const caducada = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id], desde: diasDespues(today(), -400), hasta: diasDespues(today(), -1) });
    expect(caducada.estado).toBe('caducada');

    const revoked = await t().request({ method: 'PUT', url: `/api/acreditaciones/${pronto.id}`, as: 'admin', payload: { usuario_id: person.id, colonia_ids: [colonia.id], desde: pronto.desde, hasta: pronto.hasta, revocar: true, motivo_revocacion: 'Abandono de la colonia' } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(json<Acreditacion>(revoked)).toMatchObject({ estado: 'revocada', motivo_revocacion: 'Abandono de la colonia' });
    // Revoked for good.
    expect((await t().request({ method: 'PUT', url: `/api/acreditaciones/${pronto.id}`, as: 'admin', payload: { usuario_id: person.id, colonia_ids: [colonia.id], desde: pronto.desde, hasta: diasDespues(today(), 300) } })).statusCode).toBe(409);

    // The caregiver reads their own, nobody else's.
    const mine = json<Acreditacion[]>(await t().request({ method: 'GET', url: '/api/acreditaciones/', as: person }));
    expect(mine.map((a) => a.id).sort()).toEqual([vigente.id, pronto.id, caducada.id].sort());
    const other = await caregiver('Luis Martín');
    expect((await t().request({ method: 'GET', url: `/api/acreditaciones/${vigente.id}`, as: other.person })).statusCode).toBe(404);
    expect(json<Acreditacion[]>(await t().request({ method: 'GET', url: '/api/acreditaciones/', as: other.person }))).toEqual([]);

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad']).where('entidad', 'in', ['cursos', 'acreditaciones']).execute();
    expect(audit.filter((a) => a.entidad === 'cursos')).toHaveLength(1);
    expect(audit.filter((a) => a.entidad === 'acreditaciones').length).toBeGreaterThanOrEqual(4);
  });

  it('refuses roles and bad input with a clear 4xx, the database unchanged', async () => {
    const { person, colonia } = await caregiver('Marta Ruiz');
    const payload = { usuario_id: person.id, colonia_ids: [colonia.id], desde: today(), hasta: diasDespues(today(), 100) };
    for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'POST', url: '/api/acreditaciones/', as: role, payload })).statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: '/api/cursos/', as: role })).statusCode).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: '/api/acreditaciones/', as: null })).statusCode).toBe(401);
    const responsable = await t().user('responsable');
    const bad = [
      { ...payload, usuario_id: responsable.id },
      { ...payload, colonia_ids: [999999] },
      { ...payload, hasta: diasDespues(today(), -1) },
      { ...payload, desde: '2026-02-30' },
      { ...payload, hasta: diasDespues(today(), 6 * 366) },
      { ...payload, curso_id: 999999 },
    ];
    for (const body of bad) {
      const res = await t().request({ method: 'POST', url: '/api/acreditaciones/', as: 'admin', payload: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).detail).toEqual(expect.any(String));
    }
    expect(await t().db.selectFrom('acreditaciones').select('id').where('usuario_id', '=', person.id).execute()).toEqual([]);
  });

  it('the card: a wallet-size PDF with name, colonies and expiry, whose QR code opens the public verification', async () => {
    const { person, colonia, otra } = await caregiver('Ana Pérez Gómez');
    const hasta = diasDespues(today(), 200);
    const a = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id, otra.id], desde: today(), hasta });
    expect(a.entidad_nombre).toBeNull();
    // The partner entity the caregiver belongs to is on the record and on the card.
    const entidad = await t().db.insertInto('entidades').values({ nombre: 'Asociación Felina del Castillo', tipo: 'asociacion', numero_registro: null, email: null, telefono: null, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    await t().db.updateTable('users').set({ entidad_id: entidad.id }).where('id', '=', person.id).execute();
    expect(json<Acreditacion>(await t().request({ method: 'GET', url: `/api/acreditaciones/${a.id}`, as: 'responsable' })).entidad_nombre).toBe('Asociación Felina del Castillo');
    const boundary = 'x-gatera';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="ana.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const foto = await t().request({ method: 'POST', url: `/api/acreditaciones/${a.id}/foto`, as: 'responsable', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(foto.statusCode, foto.body).toBe(200);
    expect(json<Acreditacion>(foto).foto).toBe(`/api/acreditaciones/${a.id}/foto`);
    expect((await t().request({ method: 'GET', url: `/api/acreditaciones/${a.id}/foto`, as: null })).statusCode).toBe(401);

    const res = await t().request({ method: 'GET', url: `/api/acreditaciones/${a.id}/carne`, as: person });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="carne_${a.codigo}.pdf"`);
    const pdf = res.rawPayload;
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Ana Pérez Gómez');
    expect(text).toContain('Asociación Felina del Castillo');
    expect(text).toContain(colonia.nombre);
    expect(text).toContain(otra.nombre);
    expect(text).toContain(hasta.split('-').reverse().join('/'));
    expect(text).toContain(a.codigo);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
    expect(await cardQr(pdf)).toBe(`http://gatera.test/verificar/${a.codigo}`);
    // Another caregiver cannot download it.
    const other = await caregiver('Luis Martín');
    expect((await t().request({ method: 'GET', url: `/api/acreditaciones/${a.id}/carne`, as: other.person })).statusCode).toBe(404);
  });

  it('the public verification shows only: valid or not, until when, colonies, first name and initial; certificates still answer as before', async () => {
    const { person, colonia } = await caregiver('Ana Pérez Gómez');
    const hasta = diasDespues(today(), 100);
    const a = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id], desde: today(), hasta });
    const res = await t().request({ method: 'GET', url: `/api/verificar/${a.codigo.toLowerCase().replace(/-/g, ' ')}`, as: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ tipo: 'carne', codigo: a.codigo, valido: true, hasta, colonias: [colonia.nombre], nombre: 'Ana P.', municipio: expect.any(String) });
    expect(res.body).not.toContain('Gómez');
    expect(res.body).not.toContain(person.email);

    await t().request({ method: 'PUT', url: `/api/acreditaciones/${a.id}`, as: 'admin', payload: { usuario_id: person.id, colonia_ids: [colonia.id], desde: a.desde, hasta, revocar: true, motivo_revocacion: 'Baja voluntaria' } });
    const revoked = json(await t().request({ method: 'GET', url: `/api/verificar/${a.codigo}`, as: null }));
    expect(revoked).toMatchObject({ valido: false });
    expect(JSON.stringify(revoked)).not.toContain('Baja voluntaria');

    const unknown = await t().request({ method: 'GET', url: '/api/verificar/A-2222-3333', as: null });
    expect(unknown.statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: '/api/verificar/C-2222-3333', as: null })).statusCode).toBe(404);
  });

  it('reminders before expiry go to the caregiver and the responsable once, however many processes run', async () => {
    const { person, colonia } = await caregiver('Rosa Diaz');
    const resp = await t().createUser('responsable', { email: 'resp.rosa@gatera.test' });
    await assign(t().db, resp.id, colonia.id);
    const fecha = '2031-06-01';
    const a = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id], desde: '2030-06-01', hasta: '2031-06-25' });
    const options = { db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log };
    const before = outbox(t().paths.outboxDir).length;
    const queued = await Promise.all([createAvisosAcreditaciones(options).run(fecha), createAvisosAcreditaciones(options).run(fecha), createAvisosAcreditaciones(options).run(fecha)]);
    expect(queued.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await createAvisosAcreditaciones(options).run('2031-06-02')).toBe(0);
    await t().app.gatera.mailQueue.drain();
    expect(await t().db.selectFrom('mail_queue').select('id').where('tipo', '=', AVISO_ACREDITACION_MAIL).execute()).toEqual([]);
    const mails = outbox(t().paths.outboxDir).slice(before);
    for (const address of [person.email, 'resp.rosa@gatera.test']) {
      const mine = mails.filter((m) => m.includes(`To: ${address}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatch(/^Subject: .*Rosa[\s\S]*caduca_el_25\/06\/2031/m);
      expect(mine[0]).toContain('dentro de 24');
      expect(mine[0]).toContain(colonia.nombre);
    }
    // Seven days before: the second reminder, once.
    expect(await createAvisosAcreditaciones(options).run('2031-06-18')).toBe(2);
    expect(await createAvisosAcreditaciones(options).run('2031-06-19')).toBe(0);
    // Renewed: a new expiry gets its reminders again.
    await t().request({ method: 'PUT', url: `/api/acreditaciones/${a.id}`, as: 'admin', payload: { usuario_id: person.id, colonia_ids: [colonia.id], desde: '2030-06-01', hasta: '2031-07-10' } });
    expect(await createAvisosAcreditaciones(options).run('2031-06-20')).toBe(2);
    expect(await createAvisosAcreditaciones({ ...options, config: { ...t().config, avisosAcreditaciones: false } }).run('2031-07-05')).toBe(0);
  });

  it('an expired accreditation hides the person’s rota of that colony until renewed; without accreditations it stays', async () => {
    const { person, colonia, otra } = await caregiver('Pilar Gil');
    for (const c of [colonia, otra]) {
      for (let dia = 1; dia <= 7; dia++) {
        const res = await t().request({ method: 'POST', url: `/api/colonias/colonias/${c.id}/turnos`, as: 'responsable', payload: { dia_semana: dia, franja: 'manana', usuario_id: person.id } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const hoy = async () => json<{ colonia_id: number }[]>(await t().request({ method: 'GET', url: '/api/turnos/hoy', as: person })).map((t) => t.colonia_id).sort();
    const rota = async (id: number) => json<unknown[]>(await t().request({ method: 'GET', url: `/api/colonias/colonias/${id}/turnos`, as: person })).length;
    // No accreditation at all: the programme does not accredit, nothing hidden.
    expect(await hoy()).toEqual([colonia.id, otra.id].sort());

    const a = await accredit({ usuario_id: person.id, colonia_ids: [colonia.id], desde: diasDespues(today(), -400), hasta: diasDespues(today(), -1) });
    expect(await hoy()).toEqual([otra.id]);
    expect(await rota(colonia.id)).toBe(0);
    expect(await rota(otra.id)).toBe(7);
    // Staff still see the whole rota.
    expect(json<unknown[]>(await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/turnos`, as: 'responsable' }))).toHaveLength(7);

    const renewed = await t().request({ method: 'PUT', url: `/api/acreditaciones/${a.id}`, as: 'admin', payload: { usuario_id: person.id, colonia_ids: [colonia.id], desde: a.desde, hasta: diasDespues(today(), 365) } });
    expect(json<Acreditacion>(renewed).estado).toBe('vigente');
    expect(await hoy()).toEqual([colonia.id, otra.id].sort());
    expect(await rota(colonia.id)).toBe(7);
  });
});
