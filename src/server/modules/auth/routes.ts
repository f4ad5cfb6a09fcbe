/** Accounts: login, me, demo terms, password change, reset request and reset. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES } from '../../../domain/messages';
import { isValidEmail, passwordError, EMAIL_MESSAGE } from '../../../domain/validation';
import { badRequest, unauthorized, unprocessable, MESSAGES } from '../../lib/errors';
import { DUMMY_HASH, sha256 } from '../../lib/passwords';
import { recordAudit } from '../../lib/audit';
import { publicUser, resetTokensRepository, usersRepository } from './repository';
import { isInstallationAdmin } from '../../tenancy/installationAdmin';
import { municipiosRepository } from '../municipios/repository';
import { cuentasRepository } from '../municipios/cuentas';
import { withEffectiveNames } from '../municipios/names';
import { defineResetMail, RESET_MAIL } from './resetMail';
import { addressLimitHook, tooManyRequests } from '../../lib/rateLimits';
import { ACCOUNT_LIMITED_MESSAGE, FRESH_ATTEMPTS, loginLimits } from './loginLimits';
import { createRecentArrivals } from '../../lib/recentArrivals';
import type { Language } from '../../../domain/i18n/languages';
import { serverText } from '../../i18n/index';
import { ChangePassword, Credentials, IdiomaBody, LoginToken, Reset, ResetRequest } from '../../../domain/schemas/cuenta';
import { languageOf } from '../../plugins/errors';
import { workFor } from '../../tenancy/scope';
import { municipioSettings } from '../ajustes/settings';

export function checkNewPassword(password: string): void {
  const error = passwordError(password);
  if (error) throw unprocessable(error);
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailQueue, rateLimiter, hashQueue, knownDevices } = app.gatera;
  const settings = municipioSettings(database.db, config);
  const users = usersRepository(database.db);
  const municipios = municipiosRepository(database.db);
  const cuentas = cuentasRepository(database.db);
  const resetTokens = resetTokensRepository(database.db);
  defineResetMail(mailQueue, database.db, config.publicUrl, config.idiomas);

  // Limits on secrets, counted in the database so every process shares them.
  const limits = loginLimits(config.rateLimit);
  const arrivals = createRecentArrivals(config.rateLimit.windowMs);
  const limitByAddress = (name: string) => addressLimitHook(rateLimiter, name, config.rateLimit);

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: Credentials, response: { 200: LoginToken } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // A place in the hashing queue is held from the start, before any database work: while the queue is full, a
      // storm is refused at once and cannot queue on the database either. A login carrying a device token made for
      // this account (checked in memory) holds it in the priority lane; one from a network that has hardly tried, in
      // the fresh lane.
      const fresh = arrivals.note(request.ip) <= FRESH_ATTEMPTS;
      const place = hashQueue.hold(knownDevices.carriesDeviceFor(request, username) ? 'priority' : fresh ? 'fresh' : 'public');
      try {
        const user = await users.findByUsername(username.trim());
        // A device or address that signed in to this account before goes first, and its wrong passwords count on a
        // budget of its own instead of the account's: strangers can use up theirs, never the person's.
        const proof = await knownDevices.knownProof(user, request);
        const lane = proof ? 'priority' : fresh ? 'fresh' : 'public';
        const wait = await rateLimiter.hit([limits.addressAndName(request.ip, username), limits.address(request.ip)]);
        if (wait > 0) throw tooManyRequests(wait);
        const guess = await rateLimiter.attempt(proof ? limits.known(username, proof) : limits.account(username));
        if (guess.wait > 0) throw tooManyRequests(guess.wait, proof ? undefined : ACCOUNT_LIMITED_MESSAGE);
        let ok: boolean;
        try {
          ok = await place.verify(password, user?.password_hash ?? DUMMY_HASH, lane);
        } catch (error) {
          // Not checked (no room in its lane): not a guess either.
          await guess.undo();
          throw error;
        }
        if (!user || !ok) throw unauthorized(AUTH_MESSAGES.loginFailed);
        // Only wrong passwords count.
        await guess.undo();
        if (user.activo !== 1) throw unauthorized(MESSAGES.inactiveUser);
        workFor(user.municipio_id);
        await knownDevices.remember(user, request, reply);
        return { access_token: app.issueToken(user), token_type: 'bearer' as const };
      } finally {
        place.release();
      }
    },
  );

  app.get('/auth/me', { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }] } }, async (request) => {
    const auth = request.auth!;
    const user = await users.findById(auth.id);
    if (!user) throw unauthorized();
    // The chosen language, null until the person chooses one; the municipality the request is for (the account's own
    // unless X-Municipio names another), and every one the account works in when it works in several (added fields).
    const otros = await cuentas.otrosMunicipios(auth);
    const active = new Set(await municipios.activeIds());
    const own = [auth.hogar, ...otros.filter((id) => active.has(id))];
    const found = (await Promise.all([...new Set([auth.municipio, ...own])].map((id) => municipios.get(id)))).filter((m) => m !== null);
    const named = (await withEffectiveNames(found, (id) => settings.of(id))).map(({ id, nombre, slug }) => ({ id, nombre, slug }));
    return {
      ...publicUser(user),
      idioma: await users.idiomaOf(user.id),
      municipio: named.find((m) => m.id === auth.municipio) ?? null,
      ...(own.length > 1 ? { municipios: own.map((id) => named.find((m) => m.id === id)!) } : {}),
      // Its screens offer the whole installation's backups only where they differ from its municipality's.
      ...(isInstallationAdmin(auth) && (await municipios.list()).length > 1 ? { administra_instalacion: true } : {}),
    };
  });

  // The signed-in person's language, remembered on the account.
  app.put(
    '/auth/idioma',
    { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }], body: IdiomaBody } },
    async (request) => {
      const idioma = request.body.idioma.trim().toLowerCase();
      const { offered } = (await settings.current()).idiomas;
      if (!offered.includes(idioma as Language)) {
        throw unprocessable(serverText(languageOf(request), 'cuenta.idioma', { idiomas: offered.join(', ') }));
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
    { config: { access: 'cuenta.propia' }, schema: { tags: ['auth'], security: [{ bearer: [] }], body: ChangePassword } },
    async (request, reply) => {
      // A stolen session must not become a password oracle: wrong current passwords are limited per account.
      // Every attempt is counted first (so concurrent ones cannot slip past) and a right one is given back.
      const { max, windowMs } = config.rateLimit;
      const guess = await rateLimiter.attempt({ key: `cambiar-contrasena|${request.auth!.id}`, max, windowMs });
      if (guess.wait > 0) throw tooManyRequests(guess.wait);
      const user = await users.findById(request.auth!.id);
      let right: boolean;
      try {
        right = user !== undefined && (await hashQueue.verify(request.body.current_password, user.password_hash, 'priority'));
      } catch (error) {
        await guess.undo();
        throw error;
      }
      if (!user || !right) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
      // The person knows the password: whatever happens next (a new password the policy refuses) is no guess.
      await guess.undo();
      checkNewPassword(request.body.new_password);
      const updated = await users.setPassword(user.id, await hashQueue.hash(request.body.new_password));
      await recordAudit(database.db, request.auth, 'cambiar_contrasena', 'users', user.id);
      // The other devices are forgotten with the old password; this one stays known.
      await knownDevices.remember(updated, request, reply);
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
    async (request, reply) => {
      checkNewPassword(request.body.new_password);
      const tokenHash = sha256(request.body.token);
      if ((await resetTokens.findValid(tokenHash)) === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      // Hashed before the link is used up, so a busy server (503) leaves the link valid for another try.
      const passwordHash = await hashQueue.hash(request.body.new_password);
      const userId = await resetTokens.consume(tokenHash);
      if (userId === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      const account = await users.findById(userId);
      if (!account) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      workFor(account.municipio_id);
      const updated = await users.setPassword(userId, passwordHash);
      await recordAudit(database.db, { id: userId, username: updated.username }, 'restablecer_contrasena', 'users', userId);
      // Whoever reads the account's mail is its owner: this device is known from now on, the earlier ones are forgotten.
      await knownDevices.remember(updated, request, reply);
      return { message: AUTH_MESSAGES.resetOk };
    },
  );
};

export default authRoutes;
