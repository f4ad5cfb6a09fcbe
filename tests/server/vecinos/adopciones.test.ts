/** Adoptions: the fixed adoptability list, the public gallery, requests with consent, honeypot and rate limit, 'adoptado'. */
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { ROLES, can } from '../../../src/domain/roles';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { tracesOf } from './traces';

const sent: MailMessage[] = [];
const mailer = { send: async (message: MailMessage) => void sent.push(message) };

const request = (extra: Record<string, unknown> = {}) => ({
  nombre: 'Lucía Adoptante',
  email: 'Lucia.Adoptante@correo.es',
  telefono: '600111222',
  mensaje: 'Tengo un piso con terraza cerrada.',
  acepta_privacidad: true,
  ...extra,
});

async function adoptableCat(t: TestApp, nombre = 'Bigotes') {
  const colonia = await createColonia(t.db, { nombre: 'Barrio de San Roque', ubicacion: 'Plaza de San Roque 3', latitude: 41.1, longitude: -2.6 });
  return createGato(t.db, colonia.id, { nombre, adoptabilidad: 'Adoptable', codigo_identificacion: String(724000000000000 + Math.floor(Math.random() * 1e9)), ubicacion: 'Detrás del quiosco', estado_salud: 'Bueno', edad_num: 2, edad_unidad: 'años' });
}

describeEachEngine(
  'adopciones',
  (t) => {
    it('keeps adoptability to the fixed list, still mapping the free texts of the original clients', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id);
      for (const [sentValue, stored] of [['No adoptable (feral)', 'No adoptable'], ['sí', 'Adoptable'], ['en valoracion', 'En valoración'], ['', null]] as const) {
        const res = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { adoptabilidad: sentValue } });
        expect(res.statusCode, sentValue).toBe(200);
        expect(json(res).adoptabilidad).toBe(stored);
      }
      const bad = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { adoptabilidad: 'Quizá algún día' } });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).detail).toBe('La adoptabilidad debe ser Adoptable, En valoración o No adoptable.');
      const row = await t().db.selectFrom('gatos').select('adoptabilidad').where('id', '=', gato.id).executeTakeFirstOrThrow();
      expect(row.adoptabilidad).toBeNull();
    });

    it('shows adoptable active cats publicly without microchip, exact place or coordinates', async () => {
      const gato = await adoptableCat(t(), 'Galería Uno');
      const colonia = await createColonia(t().db);
      await createGato(t().db, colonia.id, { nombre: 'Galería No', adoptabilidad: 'No adoptable' });
      await createGato(t().db, colonia.id, { nombre: 'Galería Baja', adoptabilidad: 'Adoptable', activo: 0 });
      const res = await t().request({ method: 'GET', url: '/api/adopciones/' });
      expect(res.statusCode).toBe(200);
      const cats = json<Record<string, unknown>[]>(res);
      expect(cats.map((c) => c.nombre)).toContain('Galería Uno');
      expect(cats.map((c) => c.nombre)).not.toContain('Galería No');
      expect(cats.map((c) => c.nombre)).not.toContain('Galería Baja');
      const shown = cats.find((c) => c.id === gato.id)!;
      expect(Object.keys(shown).sort()).toEqual(['colonia_nombre', 'edad', 'estado_salud', 'id', 'imagen', 'nombre', 'sexo']);
      expect(shown).toMatchObject({ colonia_nombre: 'Barrio de San Roque', edad: '2 años', estado_salud: 'Bueno' });
      expect(res.body).not.toContain(gato.codigo_identificacion!);
      expect(res.body).not.toMatch(/quiosco|Plaza de San Roque|41\.1|-2\.6|latitude|longitude|codigo_identificacion|ubicacion/);
      expect(res.headers['x-total-count']).toBe(String(cats.length));
    });

    it('stores a request with consent, e-mails CONTACT_EMAIL and lists it for admin and responsable only', async () => {
      const gato = await adoptableCat(t(), 'Solicitado');
      sent.length = 0;
      const res = await t().request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, payload: request() });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe('Solicitud enviada. El ayuntamiento se pondrá en contacto contigo.');
      expect(sent).toHaveLength(1);
      expect(sent[0].to).toBe(t().config.contactEmail);
      expect(sent[0].text).toContain('Lucía Adoptante');
      expect(sent[0].text).toContain('Solicitado');
      for (const role of ROLES) {
        const list = await t().request({ method: 'GET', url: '/api/adopciones/solicitudes', as: role });
        expect(list.statusCode, role).toBe(can(role, 'adopciones.gestionar') ? 200 : 403);
      }
      expect(['admin', 'responsable'].every((r) => can(r, 'adopciones.gestionar'))).toBe(true);
      const list = json(await t().request({ method: 'GET', url: '/api/adopciones/solicitudes?estado=nueva', as: 'responsable' }));
      expect(list.find((s: { id: number }) => s.id === json(res).id)).toMatchObject({
        gato_id: gato.id, gato_nombre: 'Solicitado', nombre: 'Lucía Adoptante', email: 'lucia.adoptante@correo.es', telefono: '600111222', estado: 'nueva', anonimizada: false,
      });
    });

    it('refuses without consent, with the honeypot filled, without a valid e-mail, or for a cat not in adoption; stores nothing', async () => {
      const gato = await adoptableCat(t(), 'Rechazos');
      const colonia = await createColonia(t().db);
      const feral = await createGato(t().db, colonia.id, { adoptabilidad: 'No adoptable' });
      const cases: [string, Record<string, unknown>, number, string][] = [
        [`/api/adopciones/${gato.id}/solicitudes`, request({ acepta_privacidad: false }), 422, 'Debes aceptar la política de privacidad para enviar la solicitud.'],
        [`/api/adopciones/${gato.id}/solicitudes`, request({ acepta_privacidad: undefined }), 422, 'Debes aceptar la política de privacidad para enviar la solicitud.'],
        [`/api/adopciones/${gato.id}/solicitudes`, request({ sitio_web: 'http://spam.example' }), 400, 'No se ha podido enviar la solicitud.'],
        [`/api/adopciones/${gato.id}/solicitudes`, request({ email: 'no-es-correo' }), 422, 'Indica un correo electrónico válido.'],
        [`/api/adopciones/${gato.id}/solicitudes`, request({ mensaje: '  ' }), 422, 'Cuéntanos por qué quieres adoptar (el mensaje es obligatorio).'],
        [`/api/adopciones/${feral.id}/solicitudes`, request(), 404, 'Este gato no está en adopción.'],
      ];
      for (const [url, payload, status, detail] of cases) {
        const res = await t().request({ method: 'POST', url, payload });
        expect(res.statusCode, detail).toBe(status);
        expect(json(res).detail).toBe(detail);
      }
      const stored = await t().db.selectFrom('adopcion_solicitudes').select('id').where('gato_id', 'in', [gato.id, feral.id]).execute();
      expect(stored).toEqual([]);
    });

    it("marking a request 'adoptado' gives the cat a baja with reason 'adoptado' and takes it out of the gallery", async () => {
      const gato = await adoptableCat(t(), 'Adoptadísimo');
      const { id } = json(await t().request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, payload: request() }));
      const enCurso = await t().request({ method: 'PUT', url: `/api/adopciones/solicitudes/${id}/estado`, as: 'responsable', payload: { estado: 'en curso' } });
      expect(json(enCurso).estado).toBe('en curso');
      const bad = await t().request({ method: 'PUT', url: `/api/adopciones/solicitudes/${id}/estado`, as: 'responsable', payload: { estado: 'regalado' } });
      expect(bad.statusCode).toBe(422);
      const done = await t().request({ method: 'PUT', url: `/api/adopciones/solicitudes/${id}/estado`, as: 'responsable', payload: { estado: 'adoptado' } });
      expect(done.statusCode).toBe(200);
      expect(json(done).estado).toBe('adoptado');
      const cat = await t().db.selectFrom('gatos').select(['activo', 'baja_motivo']).where('id', '=', gato.id).executeTakeFirstOrThrow();
      expect(cat).toEqual({ activo: 0, baja_motivo: 'adoptado' });
      const gallery = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/adopciones/' }));
      expect(gallery.map((c) => c.id)).not.toContain(gato.id);
      const audit = await t().db.selectFrom('audit_log').select(['accion', 'detalle']).where('entidad', '=', 'gatos').where('entidad_id', '=', String(gato.id)).execute();
      expect(audit).toContainEqual({ accion: 'baja', detalle: 'motivo: adoptado' });
      const card = json(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' }));
      expect(card.activo).toBe(false);
    });
  },
  { mailer },
);

for (const engine of testEngines().slice(0, 1)) {
  it('limits adoption requests per address', async () => {
    const t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const gato = await adoptableCat(t);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await t.request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, payload: request() })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
}

describeEachEngine('adopciones: RGPD', (t) => {
  it('the admin anonymises a request: no trace of the name, e-mail or phone in any text column; audited', async () => {
    const gato = await adoptableCat(t(), 'Anónimo');
    const payload = request({ nombre: 'Remedios Borrable Sanz', email: 'remedios.borrable@correo.es', telefono: '699887766', mensaje: 'Soy Remedios Borrable Sanz, llamadme.' });
    const { id } = json(await t().request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, payload }));
    expect((await t().request({ method: 'POST', url: `/api/adopciones/solicitudes/${id}/anonimizar`, as: 'responsable' })).statusCode).toBe(403);
    expect(await tracesOf(t(), ['Remedios Borrable', 'remedios.borrable@correo.es', '699887766'])).toEqual([
      'adopcion_solicitudes.nombre contiene «Remedios Borrable»',
      'adopcion_solicitudes.email contiene «remedios.borrable@correo.es»',
      'adopcion_solicitudes.telefono contiene «699887766»',
      'adopcion_solicitudes.mensaje contiene «Remedios Borrable»',
    ]);
    const res = await t().request({ method: 'POST', url: `/api/adopciones/solicitudes/${id}/anonimizar`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id, gato_id: gato.id, estado: 'nueva', anonimizada: true, telefono: null });
    expect(await tracesOf(t(), ['Remedios Borrable', 'remedios.borrable@correo.es', '699887766'])).toEqual([]);
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'adopcion_solicitudes').where('entidad_id', '=', String(id)).execute();
    expect(audit).toContainEqual({ accion: 'anonimizar' });
  });
});
