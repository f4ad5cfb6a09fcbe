/**
 * Data-protection rights (RGPD / LOPDGDD): a signed-in person downloads every
 * personal datum held about them; the administrator anonymises an account
 * (never the last active administrator). Adoption requests are anonymised in
 * the adoption module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, unprocessable } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { IdParams } from '../../lib/schemas';
import { publicUser } from '../auth/repository';
import { removeUpload } from '../../lib/uploads';
import { personalData } from './personalData';
import { eraseAccount } from './erasure';
import { isErased } from './register';
import { accountPseudonym } from './anonymous';
import { SERVER_KEYS } from '../../i18n/keys';

export const RGPD_MESSAGES = SERVER_KEYS.rgpd;

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
      if (await isErased(db, 'users', user)) return publicUser(user);
      if (user.role === 'admin' && user.activo === 1) {
        const { n } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('activo', '=', 1).executeTakeFirstOrThrow();
        if (Number(n) <= 1) throw unprocessable(RGPD_MESSAGES.lastAdmin);
      }
      const { updated, fotos } = await db.transaction().execute(async (trx) => {
        const files = await eraseAccount(trx, user.id);
        // Erasing oneself is noted under the pseudonym: the new entry adds no copy of the name.
        const self = request.auth!.id === user.id;
        await recordAudit(trx, self ? { id: user.id, username: accountPseudonym(user.id) } : request.auth, 'anonimizar', 'users', user.id);
        return { updated: await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow(), fotos: files };
      });
      for (const foto of fotos) await removeUpload(mediaDir, foto);
      return publicUser(updated);
    },
  );
};

export default rgpdRoutes;
