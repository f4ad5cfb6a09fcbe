/**
 * "¿Es un gato de colonia?": a partner professional, or a partner entity's
 * program with its API key, learns only whether a chip is an active colony
 * cat of this municipality, the colony's name and the programme's contact;
 * every other answer is «no consta». Refused without the role or a valid key,
 * limited per account or key, logged for the administrator, and told to the
 * colony's people through the mail queue.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import type { Role } from '../../../src/domain/roles';
import { assign, createColonia, createGato } from '../fixtures';
import { serverText } from '../../../src/server/i18n/index';
import { withScope } from '../../../src/server/tenancy/scope';
import { CONSULTA_LIMITE } from '../../../src/domain/consulta';
import type { ClaveApi, ClaveApiEmitida, ConsultaMicrochip, Entidad } from '../../../src/domain/schemas/entidad';

const es = (key: string) => serverText('es', key);
let serial = 0;
const chip = () => `9410000${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(2, '0')}`.slice(0, 15);

describeEachEngine(
  'microchip lookup (consulta)',
  (t) => {
    const lookup = (codigo: string, who: { as?: TestUser | Role | null; key?: string; headers?: Record<string, string> }) =>
      t().request({ method: 'GET', url: `/api/consulta/microchip/${codigo}`, as: who.as ?? null, headers: { ...(who.key ? { 'x-api-key': who.key } : {}), ...(who.headers ?? {}) } });
    const createEntidad = async (values: Record<string, unknown> = {}) => {
      const res = await t().request({ method: 'POST', url: '/api/entidades/', as: 'admin', payload: { nombre: 'Clínica Veterinaria San Antón', tipo: 'clinica', ...values } });
      expect(res.statusCode).toBe(200);
      return json<Entidad>(res);
    };
    const issueKey = async (entidadId: number) => {
      const res = await t().request({ method: 'POST', url: `/api/entidades/${entidadId}/claves`, as: 'admin' });
      expect(res.statusCode).toBe(200);
      return json<ClaveApiEmitida>(res);
    };
    const municipioB = () => t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).onConflict((oc) => oc.column('id').doNothing()).execute();
    async function colonyCat(values: { colonia?: string; responsable?: string | null } = {}) {
      const colonia = await createColonia(t().db, { nombre: values.colonia ?? `Colonia del Mercado ${++serial}`, responsable_voluntario: values.responsable ?? null });
      const codigo = chip();
      const gato = await createGato(t().db, colonia.id, { nombre: 'Misi', codigo_identificacion: codigo });
      return { colonia, gato, codigo };
    }

    it('answers a colony cat with the colony and the contact only, logs it and tells the colony’s people', async () => {
      const responsable = await t().createUser('responsable');
      const ana = await t().createUser('voluntario', { nombre: 'Ana Pérez' });
      const otro = await t().createUser('voluntario', { nombre: 'Luis Gil' });
      const { colonia, codigo } = await colonyCat({ responsable: 'Ana Pérez' });
      await assign(t().db, ana.id, colonia.id);
      await assign(t().db, otro.id, colonia.id);
      const entidad = await createEntidad();
      const vet = await t().createUser('profesional', { nombre: 'Dra. Ruiz', entidad_id: entidad.id });

      const res = await lookup(codigo, { as: vet });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ colonia: true, municipio: 'Villaverde', colonia_nombre: colonia.nombre, contacto: 'gatos@villaverde.test' });

      const queued = (await t().db.selectFrom('mail_queue').select(['tipo', 'destinatario']).where('tipo', '=', 'consulta_microchip').execute()).map((r) => r.destinatario.split(' ')[2]).sort();
      expect(queued).toEqual([ana.email, responsable.email].sort());
      expect(queued).not.toContain(otro.email);

      const log = json<ConsultaMicrochip[]>(await t().request({ method: 'GET', url: '/api/consultas-microchip/', as: 'admin' }));
      expect(log[0]).toMatchObject({ microchip: codigo, colonia: true, colonia_nombre: colonia.nombre, usuario_id: vet.id, usuario_nombre: 'Dra. Ruiz', entidad_id: entidad.id, entidad_nombre: entidad.nombre, clave_prefijo: null });

      // The queued notice, built when it is sent: who asked, the cat and the colony, nothing about the caregivers.
      const sent: { to: string; subject: string; text: string }[] = [];
      t().app.gatera.mailQueue.stop();
      const mailer = t().app.gatera.mailer as unknown as { send: (m: { to: string; subject: string; text: string }) => Promise<void> };
      const original = mailer.send;
      mailer.send = async (m) => void sent.push(m);
      try {
        await t().app.gatera.mailQueue.drain();
      } finally {
        mailer.send = original;
      }
      const toAna = sent.find((m) => m.to === ana.email)!;
      expect(toAna.subject).toBe(`Gatera: consulta del microchip de Misi (colonia ${colonia.nombre})`);
      expect(toAna.text).toContain(`Dra. Ruiz, ${entidad.nombre} ha consultado el`);
      expect(toAna.text).toContain(codigo);
    });

    it('«no consta» for an unknown chip, a cat given baja or adopted, and another municipality’s colony cat', async () => {
      const vet = await t().user('profesional');
      expect(json(await lookup('941000000000001', { as: vet }))).toEqual({ colonia: false, municipio: 'Villaverde' });

      const { gato, codigo } = await colonyCat();
      await t().db.updateTable('gatos').set({ activo: 0, baja_motivo: 'adoptado' }).where('id', '=', gato.id).execute();
      expect(json(await lookup(codigo, { as: vet }))).toEqual({ colonia: false, municipio: 'Villaverde' });

      await municipioB();
      const ajeno = chip();
      await withScope({ municipios: [2] }, async () => {
        const colonia = await createColonia(t().db, { nombre: 'Colonia de Atienza' });
        await createGato(t().db, colonia.id, { nombre: 'Ajeno', codigo_identificacion: ajeno });
      });
      expect(json(await lookup(ajeno, { as: vet }))).toEqual({ colonia: false, municipio: 'Villaverde' });
      expect(await t().db.selectFrom('mail_queue').select('id').where('tipo', '=', 'consulta_microchip').execute()).toEqual([]);
    });

    it('refuses a bad chip with a Spanish 400, and every role but the profesional', async () => {
      const bad = await lookup('94100-ABC', { as: 'profesional' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).detail).toBe(es('consulta.microchip'));
      expect((await lookup('941000000000001', {})).statusCode).toBe(401);
      for (const role of ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
        expect((await lookup('941000000000001', { as: role })).statusCode).toBe(403);
      }
      // A profesional reaches nothing else.
      for (const url of ['/api/gatos/gatos/', '/api/colonias/colonias/', '/api/entidades/', '/api/consultas-microchip/']) {
        expect((await t().request({ method: 'GET', url, as: 'profesional' })).statusCode).toBe(403);
      }
      expect((await t().request({ method: 'GET', url: '/api/auth/me', as: 'profesional' })).statusCode).toBe(200);
    });

    it('an entity’s key looks up (and only there); revoked, deactivated or named for another municipality it is refused', async () => {
      const { colonia, codigo } = await colonyCat();
      const entidad = await createEntidad({ nombre: 'Policía Local', tipo: 'policia' });
      const key = await issueKey(entidad.id);
      expect(key.clave).toMatch(new RegExp(`^gtk_${key.prefijo}_`));
      const stored = await t().db.selectFrom('claves_api').select(['hash', 'prefijo']).where('id', '=', key.id).executeTakeFirstOrThrow();
      expect(stored.hash).not.toContain(key.clave.slice(13));

      expect(json(await lookup(codigo, { key: key.clave }))).toMatchObject({ colonia: true, colonia_nombre: colonia.nombre });
      expect((await t().request({ method: 'GET', url: '/api/entidades/', headers: { 'x-api-key': key.clave } })).statusCode).toBe(401);
      expect((await lookup(codigo, { key: `${key.clave.slice(0, -1)}x` })).statusCode).toBe(401);
      expect((await lookup(codigo, { key: key.clave, headers: { 'x-municipio': '2' } })).statusCode).toBe(403);

      const claves = json<ClaveApi[]>(await t().request({ method: 'GET', url: `/api/entidades/${entidad.id}/claves`, as: 'admin' }));
      expect(claves).toEqual([expect.objectContaining({ id: key.id, prefijo: key.prefijo, usada_at: expect.any(String), revocada_at: null })]);
      expect(claves[0]).not.toHaveProperty('clave');
      expect(claves[0]).not.toHaveProperty('hash');

      const log = json<ConsultaMicrochip[]>(await t().request({ method: 'GET', url: '/api/consultas-microchip/', as: 'admin' }));
      expect(log[0]).toMatchObject({ usuario_id: null, entidad_nombre: 'Policía Local', clave_prefijo: key.prefijo });

      await t().request({ method: 'PUT', url: `/api/entidades/${entidad.id}`, as: 'admin', payload: { nombre: 'Policía Local', tipo: 'policia', activa: false } });
      expect((await lookup(codigo, { key: key.clave })).statusCode).toBe(401);
      await t().request({ method: 'PUT', url: `/api/entidades/${entidad.id}`, as: 'admin', payload: { nombre: 'Policía Local', tipo: 'policia', activa: true } });
      expect((await lookup(codigo, { key: key.clave })).statusCode).toBe(200);

      const revoked = await t().request({ method: 'PUT', url: `/api/entidades/${entidad.id}/claves/${key.id}/revocar`, as: 'admin' });
      expect(json<ClaveApi>(revoked).revocada_at).toEqual(expect.any(String));
      const refused = await lookup(codigo, { key: key.clave });
      expect(refused.statusCode).toBe(401);
      expect(json(refused).detail).toBe(es('consulta.claveInvalida'));

      const audit = await t()
        .db.selectFrom('audit_log')
        .select(['accion', 'entidad'])
        .where((eb) => eb.or([eb.and([eb('entidad', '=', 'entidades'), eb('entidad_id', '=', String(entidad.id))]), eb.and([eb('entidad', '=', 'claves_api'), eb('entidad_id', '=', String(key.id))])]))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => `${a.accion} ${a.entidad}`)).toEqual(['crear entidades', 'crear claves_api', 'editar entidades', 'editar entidades', 'revocar claves_api']);
    });

    it('another municipality’s key asks only about its own municipality', async () => {
      const { codigo } = await colonyCat();
      await municipioB();
      const adminB = await withScope({ municipios: [2] }, () => t().createUser('admin'));
      const entidadB = json<Entidad>(await t().request({ method: 'POST', url: '/api/entidades/', as: adminB, payload: { nombre: 'Protectora de Atienza', tipo: 'protectora' } }));
      const keyB = json<ClaveApiEmitida>(await t().request({ method: 'POST', url: `/api/entidades/${entidadB.id}/claves`, as: adminB }));
      expect(json(await lookup(codigo, { key: keyB.clave }))).toEqual({ colonia: false, municipio: 'Atienza' });
      expect((await lookup(codigo, { key: keyB.clave, headers: { 'x-municipio': '1' } })).statusCode).toBe(403);
      // Municipality 1's administrator does not see B's entity nor its lookups.
      expect(json<Entidad[]>(await t().request({ method: 'GET', url: '/api/entidades/', as: 'admin' })).map((e) => e.id)).not.toContain(entidadB.id);
      expect(json<ConsultaMicrochip[]>(await t().request({ method: 'GET', url: '/api/consultas-microchip/', as: 'admin' })).map((q) => q.clave_prefijo)).not.toContain(keyB.prefijo);
      expect(json<ConsultaMicrochip[]>(await t().request({ method: 'GET', url: '/api/consultas-microchip/', as: adminB }))).toEqual([
        expect.objectContaining({ microchip: codigo, colonia: false, entidad_nombre: 'Protectora de Atienza', clave_prefijo: keyB.prefijo }),
      ]);
    });

    it('answers 429 with a Spanish detail past the limit per account', async () => {
      const vet = await t().createUser('profesional');
      for (let i = 0; i < CONSULTA_LIMITE.max; i++) expect((await lookup('941000000000002', { as: vet })).statusCode).toBe(200);
      const over = await lookup('941000000000002', { as: vet });
      expect(over.statusCode).toBe(429);
      expect(json(over).detail).toBe(es('consulta.limite'));
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is counted apart.
      const other = await t().createUser('profesional');
      expect((await lookup('941000000000002', { as: other })).statusCode).toBe(200);
      // Every answered lookup is logged; the refused one is not.
      const logged = await t().db.selectFrom('consultas_microchip').select('usuario_id').where('usuario_id', 'in', [vet.id, other.id]).execute();
      expect(logged.filter((r) => r.usuario_id === vet.id)).toHaveLength(CONSULTA_LIMITE.max);
    });

    it('entities: created, corrected, listed by name, refused with Spanish details, deleted with their keys', async () => {
      await createEntidad({ nombre: 'Zoonosis' , tipo: 'otra' });
      await createEntidad({ nombre: 'Ávila Gatos', tipo: 'asociacion', numero_registro: 'REG-123', email: 'Info@AvilaGatos.org' });
      const list = json<Entidad[]>(await t().request({ method: 'GET', url: '/api/entidades/', as: 'admin' }));
      const names = list.map((e) => e.nombre);
      expect(names.indexOf('Ávila Gatos')).toBeLessThan(names.indexOf('Clínica Veterinaria San Antón'));
      expect(names.at(-1)).toBe('Zoonosis');
      expect(list.find((e) => e.nombre === 'Ávila Gatos')).toMatchObject({ numero_registro: 'REG-123', email: 'info@avilagatos.org', activa: true });

      const badTipo = await t().request({ method: 'POST', url: '/api/entidades/', as: 'admin', payload: { nombre: 'X', tipo: 'banco' } });
      expect(badTipo.statusCode).toBe(422);
      expect(json(badTipo).detail).toBe(es('entidades.tipo'));
      const badEmail = await t().request({ method: 'POST', url: '/api/entidades/', as: 'admin', payload: { nombre: 'X', tipo: 'otra', email: 'no-es-correo' } });
      expect(json(badEmail).detail).toBe(es('entidades.email'));
      expect((await t().request({ method: 'POST', url: '/api/entidades/', as: 'responsable', payload: { nombre: 'X', tipo: 'otra' } })).statusCode).toBe(403);

      const entidad = list.find((e) => e.nombre === 'Ávila Gatos')!;
      const persona = await t().createUser('voluntario');
      const set = await t().request({ method: 'PUT', url: `/api/usuarios/${persona.id}/entidad`, as: 'admin', payload: { entidad_id: entidad.id } });
      expect(json(set).entidad_id).toBe(entidad.id);
      expect((await t().request({ method: 'PUT', url: `/api/usuarios/${persona.id}/entidad`, as: 'admin', payload: { entidad_id: 99999 } })).statusCode).toBe(422);
      await issueKey(entidad.id);
      const removed = await t().request({ method: 'DELETE', url: `/api/entidades/${entidad.id}`, as: 'admin' });
      expect(removed.statusCode).toBe(200);
      expect((await t().request({ method: 'GET', url: `/api/entidades/${entidad.id}`, as: 'admin' })).statusCode).toBe(404);
      expect(await t().db.selectFrom('claves_api').select('id').where('entidad_id', '=', entidad.id).execute()).toEqual([]);
      expect((await t().db.selectFrom('users').select('entidad_id').where('id', '=', persona.id).executeTakeFirstOrThrow()).entidad_id).toBeNull();
    });
  },
  { env: { MUNICIPIO_NOMBRE: 'Villaverde', CONTACT_EMAIL: 'gatos@villaverde.test' } },
);
