/** Complaint tracking: codes, the public answer, e-mails, the staff search, the rate limit. */
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { form } from '../quejas/attachmentForm';
import { randomCode } from '../../../src/server/lib/codes';
import { CODE_ALPHABET, normalizeCode } from '../../../src/domain/seguimiento';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { withScope } from '../../../src/server/tenancy/scope';

const sent: MailMessage[] = [];
const mailer = { send: async (message: MailMessage) => void sent.push(message) };

async function fileQueja(t: TestApp, as: Parameters<TestApp['request']>[0]['as'], fields: Record<string, string | number>) {
  const res = await t.request({ method: 'POST', url: '/api/quejas/quejas/', as, payload: form(fields) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

it('draws codes from the unambiguous alphabet with no collision and no sequence in a thousand', () => {
  const codes = Array.from({ length: 1000 }, () => randomCode('Q'));
  expect(new Set(codes).size).toBe(1000);
  for (const code of codes) expect(code).toMatch(new RegExp(`^Q-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`));
  expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
  // No sequence: consecutive codes share their first group no more often than chance (1 in 31^4) would allow.
  const sameStart = codes.slice(1).filter((code, i) => code.slice(0, 6) === codes[i].slice(0, 6)).length;
  expect(sameStart).toBeLessThan(3);
  // Every position uses most of the alphabet.
  for (const position of [2, 3, 4, 5, 7, 8, 9, 10]) expect(new Set(codes.map((c) => c[position])).size).toBeGreaterThan(25);
  expect(normalizeCode(' q 7kd4m2xp ', 'Q')).toBe('Q-7KD4-M2XP');
  expect(normalizeCode('Q-7KD4-M2X0', 'Q')).toBeNull();
});

describeEachEngine(
  'quejas: tracking code and public answer',
  (t) => {
    it('gives the filer a code, e-mails it, and tracks the complaint publicly with no personal field', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia de la Alameda' });
      const ana = await t().createUser('usuario', { nombre: 'Ana Vecina Pérez' });
      sent.length = 0;
      const queja = await fileQueja(t(), ana, { descripcion: 'Ruido en el patio de Ana', colonia_id: colonia.id, solucion_responsable: 'Interna' });
      expect(queja.codigo_seguimiento).toMatch(/^Q-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(queja.respuesta_publica).toBeNull();
      expect(sent).toHaveLength(1);
      expect(sent[0].to).toBe(ana.email);
      expect(sent[0].text).toContain(queja.codigo_seguimiento);
      expect(sent[0].text).toContain(`http://gatera.test/seguimiento?codigo=${queja.codigo_seguimiento}`);

      const res = await t().request({ method: 'GET', url: `/api/quejas/seguimiento/${queja.codigo_seguimiento.toLowerCase().replace(/-/g, '')}` });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      // Key by key: only these, none personal.
      expect(Object.keys(body).sort()).toEqual(['codigo_seguimiento', 'colonia_nombre', 'estatus', 'fecha_registro', 'fecha_ultimo_cambio', 'respuesta_publica']);
      expect(body).toMatchObject({ codigo_seguimiento: queja.codigo_seguimiento, estatus: 'pendiente', colonia_nombre: 'Colonia de la Alameda', respuesta_publica: null });
      expect(body.fecha_registro).toBe(queja.fecha_hora);
      expect(res.body).not.toMatch(/Ana|Ruido|Interna|prueba\.gatera|usuario/);
    });

    it('e-mails the status change with the link; the staff public answer shows, the internal solution never', async () => {
      const ana = await t().createUser('usuario');
      const queja = await fileQueja(t(), ana, { descripcion: 'Gatos en el portal', solucion_responsable: 'Nota interna del vecino' });
      sent.length = 0;
      const resolved = await t().request({
        method: 'PUT',
        url: `/api/quejas/quejas/${queja.id}/resolver`,
        as: 'responsable',
        payload: { respuesta_publica: 'Se ha revisado la colonia y se han colocado comederos.' },
      });
      expect(resolved.statusCode).toBe(200);
      expect(json(resolved)).toMatchObject({ estatus: 'resuelta', respuesta_publica: 'Se ha revisado la colonia y se han colocado comederos.' });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: ana.email });
      expect(sent[0].text).toContain('resuelta');
      expect(sent[0].text).toContain(`/seguimiento?codigo=${queja.codigo_seguimiento}`);

      const tracked = json(await t().request({ method: 'GET', url: `/api/quejas/seguimiento/${queja.codigo_seguimiento}` }));
      expect(tracked).toMatchObject({ estatus: 'resuelta', respuesta_publica: 'Se ha revisado la colonia y se han colocado comederos.' });
      expect(Date.parse(tracked.fecha_ultimo_cambio)).toBeGreaterThanOrEqual(Date.parse(tracked.fecha_registro));
      expect(JSON.stringify(tracked)).not.toContain('Nota interna');

      // Resolving again changes no status: no second e-mail.
      await t().request({ method: 'PUT', url: `/api/quejas/quejas/${queja.id}/resolver`, as: 'responsable' });
      expect(sent).toHaveLength(1);
    });

    it('in a second municipality, both e-mails link to its own tracking page, where the code is found', async () => {
      await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
      const vecina = await withScope({ municipios: [2] }, () => t().createUser('usuario'));
      const responsable = await withScope({ municipios: [2] }, () => t().createUser('responsable'));
      sent.length = 0;
      const queja = await fileQueja(t(), vecina, { descripcion: 'Gatos en la plaza de Atienza' });
      const link = `http://gatera.test/m/atienza/seguimiento?codigo=${queja.codigo_seguimiento}`;
      expect(sent.map((m) => m.text.includes(link))).toEqual([true]);
      expect((await t().request({ method: 'PUT', url: `/api/quejas/quejas/${queja.id}/resolver`, as: responsable })).statusCode).toBe(200);
      expect(sent.map((m) => m.text.includes(link))).toEqual([true, true]);
      expect((await t().request({ method: 'GET', url: `/api/m/atienza/quejas/seguimiento/${queja.codigo_seguimiento}` })).statusCode).toBe(200);
    });

    it('only staff write the public answer; the filer may still resolve without one', async () => {
      const ana = await t().createUser('usuario');
      const queja = await fileQueja(t(), ana, { descripcion: 'Comida en la acera' });
      const denied = await t().request({ method: 'PUT', url: `/api/quejas/quejas/${queja.id}/resolver`, as: ana, payload: { respuesta_publica: 'Yo mismo' } });
      expect(denied.statusCode).toBe(403);
      expect(json(denied).detail).toBe('Solo el personal del ayuntamiento puede escribir la respuesta pública.');
      const row = await t().db.selectFrom('quejas').select(['estatus', 'respuesta_publica']).where('id', '=', queja.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ estatus: 'pendiente', respuesta_publica: null });
      const ok = await t().request({ method: 'PUT', url: `/api/quejas/quejas/${queja.id}/resolver`, as: ana });
      expect(json(ok).estatus).toBe('resuelta');
    });

    it('an unknown or malformed code is a 404 in Spanish', async () => {
      for (const code of ['Q-2222-2222', 'nada', 'Q-OOOO-IIII']) {
        const res = await t().request({ method: 'GET', url: `/api/quejas/seguimiento/${code}` });
        expect(res.statusCode).toBe(404);
        expect(json(res).detail).toBe('No hay ninguna queja con ese código de seguimiento. Revisa que lo has escrito bien.');
      }
    });

    it('the staff list shows the code and finds a complaint by it, typed loosely', async () => {
      const queja = await fileQueja(t(), 'usuario', { descripcion: 'Buscada por código' });
      await fileQueja(t(), 'usuario', { descripcion: 'Otra' });
      const res = await t().request({ method: 'GET', url: `/api/quejas/quejas/?codigo=${encodeURIComponent(queja.codigo_seguimiento.toLowerCase())}`, as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toHaveLength(1);
      expect(json(res)[0]).toMatchObject({ id: queja.id, codigo_seguimiento: queja.codigo_seguimiento });
      const none = await t().request({ method: 'GET', url: '/api/quejas/quejas/?codigo=zzz', as: 'admin' });
      expect(json(none)).toEqual([]);
      const own = await t().request({ method: 'GET', url: `/api/quejas/quejas/mis-quejas/?codigo=${queja.codigo_seguimiento}`, as: 'usuario' });
      expect(json(own).map((q: { id: number }) => q.id)).toEqual([queja.id]);
    });
  },
  { mailer },
);

for (const engine of testEngines().slice(0, 1)) {
  it('limits tracking attempts per address like login', async () => {
    const t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes = [0, 1, 2, 3].map(() => randomCode('Q'));
      const answers = [];
      for (const code of codes) answers.push((await t.request({ method: 'GET', url: `/api/quejas/seguimiento/${code}` })).statusCode);
      expect(answers).toEqual([404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
}
