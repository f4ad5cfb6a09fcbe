/**
 * Authentication (HS256 JWT) and role guards. Every /api route declares
 * `config.access`: 'public' or a capability of src/domain/roles.ts. A route
 * that declares nothing is refused when it is registered.
 *
 * Knowing who asks is also knowing whose records the request may touch: each
 * request runs in a scope of its own (tenancy/scope.ts), empty until
 * authentication sets it to the account's municipality (a visitor's, the
 * public pages' municipality). A query of a municipality's table before that
 * is refused. An account that also works in other municipalities names the
 * one a request is for in the `X-Municipio` header (its id); without it the
 * request is for the account's own.
 */
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MUNICIPIO_HEADER } from '../../domain/constants';
import { PROVINCE_ROLE, can, isRole, type Capability, type Role } from '../../domain/roles';
import type { Db } from '../db/schema';
import { createVersionedCache } from '../lib/versionedCache';
import type { DataVersion } from '../lib/dataVersion';
import { forbidden, unauthorized, MESSAGES } from '../lib/errors';
import { runUnscoped, setScope, withScope, workFor } from '../tenancy/scope';
import { municipiosRepository } from '../modules/municipios/repository';
import { cuentasRepository } from '../modules/municipios/cuentas';
import { SERVER_KEYS } from '../i18n/keys';
import { FIRST_MUNICIPIO } from '../db/tenantTables';
import { answersByHost, municipioOfHost } from '../tenancy/hosts';
import { API_KEY_HEADER } from '../../domain/consulta';
import { clavesRepository, type PartnerKey } from '../modules/consulta/claves';

export type Access = 'public' | Capability;

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Whether a partner entity's key (X-Api-Key) is accepted besides the token. */
  apiKey: boolean;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  /** The language the person chose, null when none. */
  idioma?: string | null;
  /** The municipality whose records the request works on: the account's own, or the one X-Municipio names. */
  municipio: number;
  /** The account's own municipality, where its own record is. */
  hogar: number;
}

/** The header as Node names it (lower case). */
const MUNICIPIO = MUNICIPIO_HEADER.toLowerCase();
const API_KEY = API_KEY_HEADER.toLowerCase();

interface TokenClaims {
  sub: string;
  username: string;
  role: string;
  ver: number;
  /** The account's municipality when the token was issued (absent from tokens issued before municipalities). */
  mun?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route also accepts a partner entity's API key (header X-Api-Key) instead of a signed-in account: only the microchip lookup. */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The partner entity's key the request came with, on a route that accepts one (`apiKey`); null otherwise. */
    partner: PartnerKey | null;
    /**
     * The data version (lib/dataVersion.ts) read when the request was authenticated, after it arrived:
     * every write a client had been told about before sending it is counted. A request that has written
     * nothing may key its remembered answers on it instead of reading the version once more (one
     * PRAGMA on SQLite, one round trip on PostgreSQL). Undefined on public routes and without caching.
     */
    dataVersionOnArrival: Promise<string> | undefined;
    /**
     * The municipality a public page is for: the one its path names (/api/m/<slug>/…, modules/municipioPublico), or
     * at the plain paths the one whose host name the request was sent to (tenancy/hosts.ts); null otherwise.
     */
    pathMunicipio: number | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access and schema, in registration order (for the role-matrix and hostile-input tests). */
    apiRoutes: ApiRoute[];
    issueToken(user: IssuedTo): string;
    /** The signed-in user of the request; 401 when there is none. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    /** The signed-in user on a public route, or null: no token, an invalid or an expired one make a visitor, never a 401. */
    visitorOrUser(request: FastifyRequest): Promise<AuthUser | null>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

/** What a token is issued for: the account, its token version and its municipality. */
interface IssuedTo {
  id: number;
  username: string;
  role: string;
  token_version: number;
  municipio_id?: number;
}

/** The OpenAPI security requirement of a guarded route (the scheme is declared in app.ts). */
const BEARER = [{ bearer: [] }];

/** Documentation pages registered by @fastify/swagger-ui, public by nature. */
const DOCS_PREFIX = '/api/docs';

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  db: Db;
  /** Accounts are remembered until the next write to the database, by any process (lib/versionedCache.ts). */
  dataVersion?: DataVersion | null;
}

export default fp<AuthOptions>(async function authPlugin(app: FastifyInstance, options) {
  // fast-jwt remembers verified tokens (never past their expiry), so a token's signature is checked once.
  await app.register(jwt, { secret: options.secret, sign: { algorithm: 'HS256', expiresIn: options.expiresIn }, verify: { algorithms: ['HS256'], cache: 2000 } });
  const accounts = createVersionedCache(options.dataVersion ?? null, 2000);
  const municipios = municipiosRepository(options.db, options.dataVersion ?? null);
  const cuentas = cuentasRepository(options.db);
  const claves = clavesRepository(options.db);

  /**
   * A partner entity's key, on a route that accepts one: the request works on the key's municipality, and naming
   * another (X-Municipio) is refused; a key unknown, revoked, of a deactivated entity or municipality is a 401.
   */
  async function partnerOf(request: FastifyRequest, header: string | string[]): Promise<PartnerKey> {
    const partner = typeof header === 'string' ? await claves.verify(header) : null;
    if (!partner) throw unauthorized(SERVER_KEYS.consulta.claveInvalida);
    request.dataVersionOnArrival ??= options.dataVersion?.();
    if (!(await municipios.activeIds(request.dataVersionOnArrival)).includes(partner.municipio)) throw unauthorized(SERVER_KEYS.consulta.claveInvalida);
    const named = request.headers[MUNICIPIO];
    if (named !== undefined && (typeof named !== 'string' || named.trim() !== String(partner.municipio))) throw forbidden(SERVER_KEYS.consulta.claveMunicipio);
    return partner;
  }

  /**
   * The municipality the request is for: the account's own, or another the header names where the account works
   * too (any active one for the province); 403 for one that is not the account's.
   */
  async function municipioOfRequest(request: FastifyRequest, user: { id: number; role: Role; municipio_id: number }, active: number[]): Promise<number> {
    const header = request.headers[MUNICIPIO];
    if (header === undefined) return user.municipio_id;
    const named = typeof header === 'string' && /^[1-9]\d{0,9}$/.test(header.trim()) ? Number(header.trim()) : null;
    if (named === user.municipio_id) return named;
    if (named === null || !active.includes(named)) throw forbidden(SERVER_KEYS.municipios.noEsDeLaCuenta);
    if (user.role === PROVINCE_ROLE) return named;
    const otros = await withScope('installation', () => accounts.get(`otros:${user.id}`, () => cuentas.otrosMunicipios(user), request.dataVersionOnArrival));
    if (!otros.includes(named)) throw forbidden(SERVER_KEYS.municipios.noEsDeLaCuenta);
    return named;
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('dataVersionOnArrival', undefined);
  app.decorateRequest('pathMunicipio', null);
  // A callback hook: what follows it (the later hooks, the handler, the reply) runs inside the request's scope.
  app.addHook('onRequest', (_request, _reply, done) => runUnscoped(done));

  app.decorate('issueToken', (user: IssuedTo) =>
    app.jwt.sign({ sub: String(user.id), username: user.username, role: user.role, ver: user.token_version, ...(user.municipio_id ? { mun: user.municipio_id } : {}) }),
  );

  app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthUser> => {
    if (request.auth) return request.auth;
    const header = request.headers.authorization;
    if (!header || !/^bearer\s+\S+/i.test(header)) throw unauthorized();
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw unauthorized(MESSAGES.invalidToken);
    }
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) throw unauthorized(MESSAGES.invalidToken);
    // The account is checked on every call, so a deactivation or a password change takes effect at once
    // (it is remembered only until the next write to any table, by any process).
    request.dataVersionOnArrival ??= options.dataVersion?.();
    // The account is looked up in the municipality its token names, as the request's other queries (on PostgreSQL the
    // connection's session then keeps one municipality instead of switching for this lookup); a token issued before
    // municipalities names none, and the account is looked up across the installation.
    const lookupScope = typeof claims.mun === 'number' && Number.isSafeInteger(claims.mun) ? { municipios: [claims.mun] } : 'installation';
    const user = await withScope(lookupScope, () => accounts.get(
      `user:${id}`,
      () =>
        options.db
          .selectFrom('users')
          .select((eb) => [
            'id',
            'username',
            'role',
            'activo',
            'token_version',
            'municipio_id',
            // The language the person chose, if any.
            eb.selectFrom('idiomas_usuario').select('idioma').whereRef('idiomas_usuario.usuario_id', '=', 'users.id').as('idioma'),
          ])
          .where('id', '=', id)
          .executeTakeFirst(),
      request.dataVersionOnArrival,
    ));
    // The name must match too: after a backup is restored, an id may belong to someone else.
    if (!user || user.activo !== 1 || user.token_version !== claims.ver || user.username !== claims.username || !isRole(user.role)) {
      throw unauthorized(MESSAGES.invalidToken);
    }
    const active = await municipios.activeIds(request.dataVersionOnArrival);
    if (!active.includes(user.municipio_id)) throw unauthorized(SERVER_KEYS.municipios.desactivado);
    const municipio = await municipioOfRequest(request, { id: user.id, role: user.role, municipio_id: user.municipio_id }, active);
    // On another municipality's public pages the path, not the account, says whose they are: there the account is a visitor.
    if (request.pathMunicipio !== null && request.pathMunicipio !== municipio) throw unauthorized(MESSAGES.invalidToken);
    request.auth = { id: user.id, username: user.username, role: user.role, idioma: user.idioma, municipio, hogar: user.municipio_id };
    // The province reads every active municipality (or the one it names); a scope of several reads and never writes
    // (tenancy/scope.ts). An account's own record (terms, language, password) is its own municipality's, and written there.
    const ownAccount = request.routeOptions.config?.access === 'cuenta.propia';
    if (ownAccount) workFor(user.municipio_id);
    else if (user.role === PROVINCE_ROLE && request.headers[MUNICIPIO] === undefined) setScope({ municipios: active });
    else workFor(municipio);
    return request.auth;
  });

  app.decorate('visitorOrUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (!request.headers.authorization) return null;
    try {
      return await app.authenticate(request);
    } catch {
      return null;
    }
  });

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith(DOCS_PREFIX)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara qué roles pueden usarla`);
    }
    // The OpenAPI document (/api/docs) shows every guarded route as needing the token, whether or not its module said so.
    if (access !== 'public' && !route.schema?.security) route.schema = { ...route.schema, security: BEARER };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, apiKey: route.config?.apiKey === true, schema: route.schema as ApiRoute['schema'] });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // A visitor's pages are the first municipality's, or at their plain paths those of the municipality whose host
    // name was asked for (tenancy/hosts.ts). A signed-in caller of a public route gets its own, in authenticate, but
    // not on another municipality's host; a municipality's own public path, modules/municipioPublico, then sets that one's.
    if (!access || access === 'public') {
      if (answersByHost(request)) request.pathMunicipio = await municipioOfHost(municipios, request);
      workFor(request.pathMunicipio ?? FIRST_MUNICIPIO);
      return;
    }
    const key = request.headers[API_KEY];
    if (request.routeOptions.config?.apiKey && key !== undefined && !request.headers.authorization) {
      request.partner = await partnerOf(request, key);
      workFor(request.partner.municipio);
      return;
    }
    const user = await app.authenticate(request);
    if (!can(user.role, access)) throw forbidden();
  });
});
