/**
 * User accounts, for the administrator only: list, create (with a password
 * that meets the policy, or an e-mailed link to set one), change the role,
 * deactivate and reactivate. There is no open self-registration.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLES } from '../../../domain/roles';
import { INVITE_TOKEN_TTL_MS } from '../../../domain/constants';
import { EMAIL_MESSAGE, isValidEmail, passwordError, usernameError } from '../../../domain/validation';
import { conflict, notFound, unprocessable, HttpError } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { sortOf, sortQuery } from '../../lib/sorting';
import { randomToken } from '../../lib/passwords';
import { recordAudit } from '../../lib/audit';
import { publicUser } from '../auth/repository';
import { issuePasswordLink } from '../auth/passwordLinks';
import { IdParams } from '../../lib/schemas';
import { EntidadChange, RoleChange, Usuario, UsuarioBody } from '../../../domain/schemas/usuario';
import { USUARIO_SORTS, usuariosRepository } from './repository';
import { isAccountPseudonym } from '../rgpd/anonymous';
import { MAIL_TEXTS } from '../../i18n/mails';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import { SERVER_KEYS } from '../../i18n/keys';

export const USUARIO_MESSAGES = SERVER_KEYS.usuarios;

const ListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  role: Type.Optional(Type.Enum([...ROLES])),
  activo: Type.Optional(Type.Boolean()),
  ...sortQuery(USUARIO_SORTS),
});

const usuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer, hashQueue } = app.gatera;
  const usuarios = usuariosRepository(database.db);
  const secured = { tags: ['usuarios'], security: [{ bearer: [] }] };
  const access = 'usuarios.gestionar' as const;

  async function existing(id: number) {
    const user = await usuarios.findById(id);
    if (!user) throw notFound(USUARIO_MESSAGES.notFound);
    return user;
  }

  app.get('/usuarios/', { config: { access }, schema: { ...secured, querystring: ListQuery, response: { 200: Type.Array(Usuario) } } }, async (request, reply) => {
    const { skip, limit } = pageOf(request.query);
    const { q, role, activo } = request.query;
    const { items, total } = await usuarios.list({ q, role, activo }, { skip, limit, ...sortOf(USUARIO_SORTS, request.query, 'username') });
    return sendPage(reply, items.map(publicUser), total, skip);
  });

  app.get('/usuarios/:id', { config: { access }, schema: { ...secured, params: IdParams, response: { 200: Usuario } } }, async (request) =>
    publicUser(await existing(request.params.id)),
  );

  app.post('/usuarios/', { config: { access }, schema: { ...secured, body: UsuarioBody, response: { 200: Usuario } } }, async (request) => {
    const body = request.body;
    const username = body.username.trim();
    const email = body.email.trim().toLowerCase();
    const invalid = usernameError(username) ?? (isValidEmail(email) ? null : EMAIL_MESSAGE);
    if (invalid) throw unprocessable(invalid);
    if (isAccountPseudonym(username)) throw unprocessable(USUARIO_MESSAGES.usernameReserved);
    const password = body.password ?? '';
    if (password && body.send_invite) throw unprocessable(USUARIO_MESSAGES.notBoth);
    if (!password && !body.send_invite) throw unprocessable(USUARIO_MESSAGES.passwordOrInvite);
    const weak = password ? passwordError(password) : null;
    if (weak) throw unprocessable(weak);
    if (await usuarios.usernameTaken(username)) throw conflict(USUARIO_MESSAGES.usernameTaken);
    if (await usuarios.emailTaken(email)) throw conflict(USUARIO_MESSAGES.emailTaken);
    const entidadId = body.entidad_id ?? null;
    if (entidadId !== null && !(await usuarios.entidadExists(entidadId))) throw unprocessable(USUARIO_MESSAGES.entidad);

    // An invited account gets a random password nobody knows until the link sets one.
    const passwordHash = await hashQueue.hash(password || randomToken());
    const { user, link } = await database.db.transaction().execute(async (trx) => {
      const created = await usuarios.create(trx, { username, email, nombre: body.nombre?.trim() || null, role: body.role, password_hash: passwordHash, entidad_id: entidadId });
      await recordAudit(trx, request.auth, 'crear', 'users', created.id, `rol ${created.role}`);
      const invitation = body.send_invite ? await issuePasswordLink(trx, config.publicUrl, created.id, INVITE_TOKEN_TTL_MS) : null;
      return { user: created, link: invitation };
    });
    if (link) {
      try {
        // A new account has no language yet: the council's default (recipientLanguage).
        const mail = MAIL_TEXTS[await recipientLanguage(database.db, user.email, config.idiomas)].invitacion;
        await mailer.send({ to: user.email, subject: mail.subject, text: fill(mail.text, { nombre: user.nombre ?? user.username, username: user.username, link }) });
      } catch (error) {
        request.log.error({ err: error }, 'No se pudo enviar la invitación');
        await usuarios.remove(user.id);
        await recordAudit(database.db, request.auth, 'eliminar', 'users', user.id, 'invitación no enviada');
        throw new HttpError(503, USUARIO_MESSAGES.inviteFailed);
      }
    }
    return publicUser(user);
  });

  app.put('/usuarios/:id/rol', { config: { access }, schema: { ...secured, params: IdParams, body: RoleChange, response: { 200: Usuario } } }, async (request) => {
    const user = await existing(request.params.id);
    if (user.id === request.auth!.id) throw unprocessable(USUARIO_MESSAGES.ownRole);
    if (user.role === request.body.role) return publicUser(user);
    const updated = await database.db.transaction().execute(async (trx) => {
      const row = await usuarios.setRole(trx, user.id, request.body.role);
      await recordAudit(trx, request.auth, 'cambiar_rol', 'users', user.id, `${user.role} -> ${row.role}`);
      return row;
    });
    return publicUser(updated);
  });

  app.put(
    '/usuarios/:id/entidad',
    { config: { access }, schema: { ...secured, summary: 'La entidad colaboradora a la que pertenece la persona (null: ninguna)', params: IdParams, body: EntidadChange, response: { 200: Usuario } } },
    async (request) => {
      const user = await existing(request.params.id);
      const entidadId = request.body.entidad_id;
      if (user.entidad_id === entidadId) return publicUser(user);
      if (entidadId !== null && !(await usuarios.entidadExists(entidadId))) throw unprocessable(USUARIO_MESSAGES.entidad);
      const updated = await database.db.transaction().execute(async (trx) => {
        const row = await usuarios.setEntidad(trx, user.id, entidadId);
        await recordAudit(trx, request.auth, 'editar', 'users', user.id, `entidad ${user.entidad_id ?? '-'} -> ${entidadId ?? '-'}`);
        return row;
      });
      return publicUser(updated);
    },
  );

  for (const [path, active] of [['desactivar', false], ['activar', true]] as const) {
    app.put(`/usuarios/:id/${path}`, { config: { access }, schema: { ...secured, params: IdParams, response: { 200: Usuario } } }, async (request) => {
      const user = await existing(request.params.id);
      if (!active && user.id === request.auth!.id) throw unprocessable(USUARIO_MESSAGES.ownAccount);
      if ((user.activo === 1) === active) return publicUser(user);
      const updated = await database.db.transaction().execute(async (trx) => {
        const row = await usuarios.setActive(trx, user.id, active);
        await recordAudit(trx, request.auth, active ? 'activar' : 'desactivar', 'users', user.id);
        return row;
      });
      return publicUser(updated);
    });
  }
};

export default usuariosRoutes;
