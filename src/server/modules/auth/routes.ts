/** Accounts: login, me, demo terms, password change, reset request and reset. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH_MESSAGES } from '../../../domain/messages';
import { isValidEmail, passwordError, EMAIL_MESSAGE } from '../../../domain/validation';
import { badRequest, unauthorized, unprocessable, MESSAGES } from '../../lib/errors';
import { DUMMY_HASH, hashPassword, sha256, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../../lib/audit';
import { publicUser, resetTokensRepository, usersRepository } from './repository';
import { defineResetMail, RESET_MAIL } from './resetMail';
import { addressLimitHook, rateLimitHook } from '../../lib/rateLimits';
import type { Language } from '../../../domain/i18n/languages';
import { serverText } from '../../i18n/index';
import { languageOf } from '../../plugins/errors';

const Credentials = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
const ChangePassword = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String({ minLength: 1, maxLength: 256 }),
});
const ResetRequest = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
const Reset = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 256 }),
});
const Token = Type.Object({ access_token: Type.String(), token_type: Type.Literal('bearer') });

export function checkNewPassword(password: string): void {
  const error = passwordError(password);
  if (error) throw unprocessable(error);
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailQueue, rateLimiter } = app.gatera;
  const users = usersRepository(database.db);
  const resetTokens = resetTokensRepository(database.db);
  defineResetMail(mailQueue, database.db, config.publicUrl, config.idiomas);

  // Limits on secrets (issue 19), counted in the database so every process shares them. They run as a
  // preHandler, once the body is parsed: the login key needs the username.
  const { max, windowMs, perAddressMax } = config.rateLimit;
  const limitLogin = rateLimitHook(rateLimiter, (request) => {
    const username = String((request.body as { username?: unknown }).username ?? '').trim().toLowerCase();
    return [
      // Guesses at one account from one address: ten wrong passwords lock that account there, not the whole office.
      { key: `login|${request.ip}|${username}`, max, windowMs },
      // Looser, against one address trying a few passwords on many accounts (spraying).
      { key: `login|${request.ip}`, max: perAddressMax, windowMs },
    ];
  });
  // A stolen session must not become a password oracle: per account, like login.
  const limitChange = rateLimitHook(rateLimiter, (request) => [{ key: `cambiar-contrasena|${request.auth!.id}`, max, windowMs }]);
  const limitByAddress = (name: string) => addressLimitHook(rateLimiter, name, config.rateLimit);

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      preHandler: limitLogin,
      schema: { tags: ['auth'], body: Credentials, response: { 200: Token } },
    },
    async (request) => {
      const user = await users.findByUsername(request.body.username.trim());
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) throw unauthorized(AUTH_MESSAGES.loginFailed);
      if (user.activo !== 1) throw unauthorized(MESSAGES.inactiveUser);
      return { access_token: app.issueToken(user), token_type: 'bearer' as const };
    },
  );

  app.get('/auth/me', { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }] } }, async (request) => {
    const user = await users.findById(request.auth!.id);
    if (!user) throw unauthorized();
    // Issue 18: the chosen language, null until the person chooses one (an added field).
    return { ...publicUser(user), idioma: await users.idiomaOf(user.id) };
  });

  // Issue 18: the signed-in person's language, remembered on the account.
  app.put(
    '/auth/idioma',
    { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }], body: Type.Object({ idioma: Type.String({ maxLength: 10 }) }) } },
    async (request) => {
      const idioma = request.body.idioma.trim().toLowerCase();
      if (!config.idiomas.offered.includes(idioma as Language)) {
        throw unprocessable(serverText(languageOf(request), 'cuenta.idioma', { idiomas: config.idiomas.offered.join(', ') }));
      }
      const user = await users.findById(request.auth!.id);
      if (!user) throw unauthorized();
      await users.setIdioma(user.id, idioma);
      return { ...publicUser(user), idioma };
    },
  );

  app.post('/auth/accept-demo-terms', { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }] } }, async (request) => {
    await users.acceptDemoTerms(request.auth!.id);
    await recordAudit(database.db, request.auth, 'aceptar_terminos', 'users', request.auth!.id);
    return { message: AUTH_MESSAGES.termsAccepted };
  });

  app.post(
    '/auth/change-password',
    { config: { access: 'cuenta.propia' }, preHandler: limitChange, schema: { tags: ['auth'], security: [{ bearer: [] }], body: ChangePassword } },
    async (request) => {
      const user = await users.findById(request.auth!.id);
      if (!user || !(await verifyPassword(request.body.current_password, user.password_hash))) {
        throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
      }
      checkNewPassword(request.body.new_password);
      const updated = await users.setPassword(user.id, await hashPassword(request.body.new_password));
      await recordAudit(database.db, request.auth, 'cambiar_contrasena', 'users', user.id);
      // Earlier tokens stop working; this session continues with a fresh one.
      return { message: AUTH_MESSAGES.changeOk, access_token: app.issueToken(updated), token_type: 'bearer' as const };
    },
  );

  app.post(
    '/auth/request-reset',
    { config: { access: 'public' }, preHandler: limitByAddress('request-reset'), schema: { tags: ['auth'], body: ResetRequest } },
    async (request) => {
      const email = request.body.email.trim();
      if (!isValidEmail(email)) throw unprocessable(EMAIL_MESSAGE);
      // Queued whether or not the address exists; the queue looks the account up after the answer,
      // so this answer takes the same work and says nothing about the address.
      await mailQueue.enqueue(RESET_MAIL, email);
      return { message: AUTH_MESSAGES.requestOk };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { access: 'public' }, preHandler: limitByAddress('reset-password'), schema: { tags: ['auth'], body: Reset } },
    async (request) => {
      checkNewPassword(request.body.new_password);
      const userId = await resetTokens.consume(sha256(request.body.token));
      if (userId === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      await users.setPassword(userId, await hashPassword(request.body.new_password));
      await recordAudit(database.db, { id: userId, username: (await users.findById(userId))?.username ?? '' }, 'restablecer_contrasena', 'users', userId);
      return { message: AUTH_MESSAGES.resetOk };
    },
  );
};

export default authRoutes;
