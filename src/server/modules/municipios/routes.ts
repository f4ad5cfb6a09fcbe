/**
 * The installation's municipalities: the province lists them, creates one
 * with its first administrator (one transaction: a municipality nobody can
 * sign in to is never left behind), renames it, moves its public address,
 * gives it its own host name (tenancy/hosts.ts) or deactivates it, and says which accounts of other municipalities also work
 * in it. An administrator of the installation's first municipality, the one
 * that installed it, may do the same; any other administrator may not.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CuentaInvitada, CuentaInvitadaNueva, Municipio, MunicipioCambios, MunicipioNuevo } from '../../../domain/schemas/municipio';
import { MULTI_MUNICIPIO_ROLES, isRole } from '../../../domain/roles';
import { sortByText } from '../../../domain/collation';
import { SLUG_MAX, SLUG_PATTERN } from '../../../domain/municipioSlug';
import { isDominio } from '../../../domain/municipioDominio';
import { AJUSTES_MAX } from '../../../domain/ajustes';
import { EMAIL_MESSAGE, isValidEmail, passwordError, usernameError } from '../../../domain/validation';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { sendPage } from '../../lib/pagination';
import { DbId, IdParams } from '../../lib/schemas';
import { languageOf } from '../../plugins/errors';
import { SERVER_KEYS } from '../../i18n/keys';
import type { AuthUser } from '../../plugins/auth';
import { withScope } from '../../tenancy/scope';
import { isAccountPseudonym } from '../rgpd/anonymous';
import { usuariosRepository } from '../usuarios/repository';
import { municipiosRepository } from './repository';
import { cuentasRepository } from './cuentas';
import { withEffectiveNames } from './names';
import { municipioSettings } from '../ajustes/settings';
import { isInstallationAdmin } from '../../tenancy/installationAdmin';

const MESSAGES = SERVER_KEYS.municipios;
const USUARIO_MESSAGES = SERVER_KEYS.usuarios;
const CONFIG = { access: 'municipios.gestionar' as const };
const SCHEMA = { tags: ['municipios'], security: [{ bearer: [] }] };

/** The province, or the installation's administrator. */
function checkManager(auth: AuthUser | null): void {
  if (auth?.role === 'admin' && !isInstallationAdmin(auth)) throw forbidden(MESSAGES.soloInstalacion);
}

function readNombre(value: string): string {
  const nombre = value.trim();
  if (!nombre || nombre.length > AJUSTES_MAX.municipio_nombre) throw unprocessable(MESSAGES.nombre);
  return nombre;
}

function readSlug(value: string): string {
  const slug = value.trim();
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw unprocessable(MESSAGES.slug);
  return slug;
}

/** A host name in any case (hosts are case-insensitive) as it is kept, lower case; empty or null removes it. */
function readDominio(value: string | null): string | null {
  const dominio = value?.trim().toLowerCase() ?? '';
  if (!dominio) return null;
  if (!isDominio(dominio)) throw unprocessable(MESSAGES.dominio);
  return dominio;
}

const municipiosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, hashQueue, config } = app.gatera;
  const municipios = municipiosRepository(database.db);
  const usuarios = usuariosRepository(database.db);
  const settings = municipioSettings(database.db, config);
  const cuentas = cuentasRepository(database.db);
  const named = <T extends { id: number; nombre: string | null }>(list: T[]) => withEffectiveNames(list, (id) => settings.of(id));

  async function existing(id: number) {
    const found = await municipios.get(id);
    if (!found) throw notFound(MESSAGES.noEncontrado);
    return (await named([found]))[0];
  }

  app.get('/municipios/', { config: CONFIG, schema: { ...SCHEMA, response: { 200: Type.Array(Municipio) } } }, async (request, reply) => {
    checkManager(request.auth);
    const all = await named(await municipios.list());
    return sendPage(reply, all, all.length, 0);
  });

  app.get('/municipios/:id', { config: CONFIG, schema: { ...SCHEMA, params: IdParams, response: { 200: Municipio } } }, async (request) => {
    checkManager(request.auth);
    return existing(request.params.id);
  });

  app.post('/municipios/', { config: CONFIG, schema: { ...SCHEMA, body: MunicipioNuevo, response: { 200: Municipio } } }, async (request) => {
    checkManager(request.auth);
    const nombre = readNombre(request.body.nombre);
    const slug = readSlug(request.body.slug);
    const admin = request.body.administrador;
    const username = admin.username.trim();
    const email = admin.email.trim().toLowerCase();
    const invalid = usernameError(username) ?? (isValidEmail(email) ? null : EMAIL_MESSAGE) ?? passwordError(admin.password);
    if (invalid) throw unprocessable(invalid);
    if (isAccountPseudonym(username)) throw unprocessable(USUARIO_MESSAGES.usernameReserved);
    if (await municipios.slugTaken(slug)) throw conflict(MESSAGES.slugOcupado);
    if (await usuarios.usernameTaken(username)) throw conflict(USUARIO_MESSAGES.usernameTaken);
    if (await usuarios.emailTaken(email)) throw conflict(USUARIO_MESSAGES.emailTaken);
    const passwordHash = await hashQueue.hash(admin.password);

    const id = await database.db.transaction().execute(async (trx) => {
      const created = await municipios.create(trx, { nombre, slug });
      // The administrator and the entry of the audit log are the new municipality's records.
      await withScope({ municipios: [created] }, async () => {
        const account = await usuarios.create(trx, { username, email, nombre: admin.nombre?.trim() || null, role: 'admin', password_hash: passwordHash });
        await recordAudit(trx, request.auth, 'crear', 'municipios', created, `${nombre} (${slug}); administrador ${account.username}`);
      });
      return created;
    });
    return existing(id);
  });

  app.put('/municipios/:id', { config: CONFIG, schema: { ...SCHEMA, params: IdParams, body: MunicipioCambios, response: { 200: Municipio } } }, async (request) => {
    checkManager(request.auth);
    const before = await existing(request.params.id);
    const changes: { nombre?: string; slug?: string; dominio?: string | null; activo?: number } = {};
    if (request.body.nombre !== undefined) changes.nombre = readNombre(request.body.nombre);
    if (request.body.slug !== undefined) changes.slug = readSlug(request.body.slug);
    if (request.body.dominio !== undefined) changes.dominio = readDominio(request.body.dominio);
    if (request.body.activo !== undefined) changes.activo = request.body.activo ? 1 : 0;
    if (changes.activo === 0 && before.id === FIRST_MUNICIPIO) throw unprocessable(MESSAGES.primeroActivo);
    if (changes.slug !== undefined && (await municipios.slugTaken(changes.slug, before.id))) throw conflict(MESSAGES.slugOcupado);
    if (changes.dominio && (await municipios.dominioTaken(changes.dominio, before.id))) throw conflict(MESSAGES.dominioOcupado);
    await database.db.transaction().execute(async (trx) => {
      await municipios.update(trx, before.id, changes);
      await withScope({ municipios: [before.id] }, () => recordAudit(trx, request.auth, 'editar', 'municipios', before.id, Object.keys(changes).join(', ')));
    });
    return existing(before.id);
  });

  const CuentaParams = Type.Object({ id: DbId(), usuarioId: DbId() });

  /** The accounts of other municipalities that work in `municipio`, by name as the reader reads. */
  async function invitadas(request: FastifyRequest, municipio: number) {
    const rows = await cuentas.invitadas(municipio);
    const homes = await named((await municipios.list()).filter((m) => rows.some((r) => r.municipio_id === m.id)));
    const listed = rows.map((r) => ({ ...r, municipio_nombre: homes.find((m) => m.id === r.municipio_id)?.nombre ?? null }));
    return sortByText(listed, (r) => r.nombre ?? r.username, languageOf(request));
  }

  app.get(
    '/municipios/:id/cuentas',
    { config: CONFIG, schema: { ...SCHEMA, params: IdParams, response: { 200: Type.Array(CuentaInvitada) } } },
    async (request, reply) => {
      checkManager(request.auth);
      const municipio = await existing(request.params.id);
      const all = await invitadas(request, municipio.id);
      return sendPage(reply, all, all.length, 0);
    },
  );

  app.post(
    '/municipios/:id/cuentas',
    { config: CONFIG, schema: { ...SCHEMA, params: IdParams, body: CuentaInvitadaNueva, response: { 200: Type.Array(CuentaInvitada) } } },
    async (request) => {
      checkManager(request.auth);
      const municipio = await existing(request.params.id);
      const account = await cuentas.porNombre(request.body.username.trim());
      if (!account || isAccountPseudonym(account.username)) throw notFound(MESSAGES.cuentaNoExiste);
      if (account.activo !== 1) throw unprocessable(MESSAGES.cuentaDesactivada);
      if (!isRole(account.role) || !MULTI_MUNICIPIO_ROLES.includes(account.role)) throw unprocessable(MESSAGES.cuentaRol);
      if (account.municipio_id === municipio.id) throw conflict(MESSAGES.cuentaDelMunicipio);
      await database.db.transaction().execute(async (trx) => {
        if (!(await cuentas.anadir(trx, account.id, municipio.id))) throw conflict(MESSAGES.cuentaYaTrabaja);
        await withScope({ municipios: [municipio.id] }, () => recordAudit(trx, request.auth, 'crear', 'usuarios_municipios', account.id, account.username));
      });
      return invitadas(request, municipio.id);
    },
  );

  app.delete(
    '/municipios/:id/cuentas/:usuarioId',
    { config: CONFIG, schema: { ...SCHEMA, params: CuentaParams, response: { 200: Type.Array(CuentaInvitada) } } },
    async (request) => {
      checkManager(request.auth);
      const municipio = await existing(request.params.id);
      await database.db.transaction().execute(async (trx) => {
        if (!(await cuentas.quitar(trx, request.params.usuarioId, municipio.id))) throw notFound(MESSAGES.cuentaNoTrabaja);
        await withScope({ municipios: [municipio.id] }, () => recordAudit(trx, request.auth, 'eliminar', 'usuarios_municipios', request.params.usuarioId));
      });
      return invitadas(request, municipio.id);
    },
  );
};

export default municipiosRoutes;
