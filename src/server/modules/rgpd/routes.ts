/**
 * Data-protection rights (RGPD / LOPDGDD): a signed-in person downloads every
 * personal datum held about them; the administrator anonymises an account
 * (never the last active administrator). Adoption requests are anonymised in
 * the adoption module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, unprocessable } from '../../lib/errors';
import { hashPassword, randomToken } from '../../lib/passwords';
import { recordAudit } from '../../lib/audit';
import { ANONYMOUS_NAME, scrubEverywhere } from '../../lib/anonymize';
import { nowIso } from '../../lib/time';
import { IdParams } from '../../lib/schemas';
import { publicUser } from '../auth/repository';
import { removeUpload } from '../../lib/uploads';
import { anonymizeCalle } from '../calle/anonymize';
import { personalData } from './personalData';

export const RGPD_MESSAGES = {
  notFound: 'El usuario no existe.',
  lastAdmin: 'No se puede anonimizar al último administrador activo: antes da el rol de administrador a otra persona.',
  yaAnonimizado: 'La cuenta ya estaba anonimizada.',
} as const;

const anonymousUsername = (id: number) => `anonimo-${id}`;

const rgpdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.gatera.database.db;
  const { mediaDir } = app.gatera.paths;

  app.get('/auth/me/datos', { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }], summary: 'Mis datos personales (RGPD), en JSON' } }, async (request, reply) => {
    const data = await personalData(db, request.auth!.id);
    return reply
      .header('Content-Disposition', `attachment; filename="mis-datos-gatera-${data.generado_at.slice(0, 10)}.json"`)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/usuarios/:id/anonimizar',
    { config: { access: 'rgpd.anonimizar' }, schema: { tags: ['usuarios'], security: [{ bearer: [] }], params: IdParams } },
    async (request) => {
      const user = await db.selectFrom('users').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound(RGPD_MESSAGES.notFound);
      if (user.username === anonymousUsername(user.id)) return publicUser(user);
      if (user.role === 'admin' && user.activo === 1) {
        const { n } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('activo', '=', 1).executeTakeFirstOrThrow();
        if (Number(n) <= 1) throw unprocessable(RGPD_MESSAGES.lastAdmin);
      }
      const passwordHash = await hashPassword(randomToken());
      let fotos: string[] = [];
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            username: anonymousUsername(user.id),
            email: `${anonymousUsername(user.id)}@anonimizado.invalid`,
            nombre: null,
            password_hash: passwordHash,
            activo: 0 as const,
            token_version: eb('token_version', '+', 1),
          }))
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('password_reset_tokens').where('usuario_id', '=', user.id).execute();
        await trx.updateTable('audit_log').set({ username: anonymousUsername(user.id) }).where('usuario_id', '=', user.id).execute();
        // Adoption requests sent from the person's address are theirs too.
        const solicitudes = await trx.selectFrom('adopcion_solicitudes').select('id').where('email', '=', user.email.toLowerCase()).execute();
        for (const { id } of solicitudes) {
          await trx
            .updateTable('adopcion_solicitudes')
            .set({ nombre: ANONYMOUS_NAME, email: `anonimizada-${id}@anonimizado.invalid`, telefono: null, mensaje: '[anonimizado]', anonimizada_at: nowIso() })
            .where('id', '=', id)
            .execute();
        }
        // Street visits: their incident texts, photos and link to the account (before the scrub, which would otherwise only replace the name inside them).
        fotos = await anonymizeCalle(trx, user.id, ANONYMOUS_NAME);
        await scrubEverywhere(trx, [user.nombre, user.email, user.username]);
        // The entry names the account by its id only: writing the old name here would keep it.
        const self = request.auth!.id === user.id;
        await recordAudit(trx, self ? { id: user.id, username: anonymousUsername(user.id) } : request.auth, 'anonimizar', 'users', user.id);
        return row;
      });
      for (const foto of fotos) await removeUpload(mediaDir, foto);
      return publicUser(updated);
    },
  );
};

export default rgpdRoutes;
