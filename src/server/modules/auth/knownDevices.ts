/**
 * Devices and addresses that signed in to an account before: a login from one
 * of them is spared the account's limit across addresses, so an attacker who
 * guesses from many addresses locks out strangers, never the real person.
 *
 * Two proofs, either one enough:
 * - the device cookie (deviceCookie.ts), for browsers: works from any address.
 *   Each token is 16 random bytes signed with a key derived from the server's
 *   secret together with the account's name, so a login is told in memory,
 *   before any database work, whether it carries a token made for that
 *   account: during a storm every other login can be refused at once;
 * - the address's network (addressNetwork.ts), for clients that ignore
 *   cookies: an attacker would have to send from the very network the person
 *   signed in from.
 * The database says which tokens and networks are known, shared by every
 * process, and stores only fingerprints: the SHA-256 of each token (like reset
 * tokens) and an HMAC of the network keyed by the server's secret (an address
 * alone is easy to guess from its plain hash). Both are tied to the account's
 * token_version, so a password change, a deactivation or a new role forgets
 * them; the device that changed the password is remembered again at once.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, OperandValueExpressionOrList } from 'kysely';
import type { Database, Db, UserRow } from '../../db/schema';
import { addressNetwork } from '../../lib/addressNetwork';
import { sha256 } from '../../lib/passwords';
import { accountKey } from './loginLimits';
import { DEVICE_DAYS, deviceTokensOf, setDeviceCookie } from './deviceCookie';

/** Addresses change hands (dynamic lines, mobile networks), so they are trusted for less time than a device. */
const ADDRESS_DAYS = 30;
/** Of each kind, per account: the most recently used are kept. */
const KEEP_PER_ACCOUNT = 20;

/** Every so many sign-ins, the fingerprints every account has stopped using are removed (dormant or erased accounts). */
const CLEAN_EVERY = 200;

const DEVICE = 'dispositivo';
const ADDRESS = 'direccion';
const DAY_MS = 86_400_000;

export interface KnownDevices {
  /** The request carries a device token made for this account name (checked in memory, no database). */
  carriesDeviceFor(request: FastifyRequest, username: string): boolean;
  /**
   * The proof that the request comes from a device or an address that signed in to this account with its
   * current password (the device's fingerprint, else the network's), or null.
   */
  knownProof(user: UserRow | undefined, request: FastifyRequest): Promise<string | null>;
  /** After the password was proved: remembers this device (setting its cookie) and this address for the account. */
  remember(user: UserRow, request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createKnownDevices(db: Db, secret: string, now: () => number = Date.now): KnownDevices {
  const addressKey = crypto.createHmac('sha256', secret).update('gatera:accesos-conocidos').digest();
  const deviceKey = crypto.createHmac('sha256', secret).update('gatera:dispositivos').digest();
  const signature = (username: string, random: string) =>
    crypto.createHmac('sha256', deviceKey).update(`${accountKey(username)}|${random}`).digest().subarray(0, 16).toString('base64url');
  const newToken = (username: string) => {
    const random = crypto.randomBytes(16).toString('base64url');
    return random + signature(username, random);
  };
  /** The cookie's tokens made for this account name. */
  const tokensFor = (request: FastifyRequest, username: string) =>
    deviceTokensOf(request).filter((token) => {
      const expected = Buffer.from(signature(username, token.slice(0, 22)));
      const given = Buffer.from(token.slice(22));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
  const addressPrint = (request: FastifyRequest) => crypto.createHmac('sha256', addressKey).update(addressNetwork(request.ip)).digest('hex');
  const since = (days: number) => new Date(now() - days * DAY_MS).toISOString();
  let remembered = 0;

  /** Fingerprints of an earlier password (token_version) or past their time. */
  const stale = (eb: ExpressionBuilder<Database, 'accesos_conocidos'>, tokenVersion: OperandValueExpressionOrList<Database, 'accesos_conocidos', 'token_version'>) =>
    eb.or([
      eb('token_version', '<>', tokenVersion),
      eb.and([eb('tipo', '=', DEVICE), eb('usado_at', '<=', since(DEVICE_DAYS))]),
      eb.and([eb('tipo', '=', ADDRESS), eb('usado_at', '<=', since(ADDRESS_DAYS))]),
    ]);

  return {
    carriesDeviceFor: (request, username) => tokensFor(request, username).length > 0,

    async knownProof(user, request) {
      const devices = user ? tokensFor(request, user.username).map(sha256) : [];
      // The same query for a name with no account, so the answer takes the same work.
      const rows = await db
        .selectFrom('accesos_conocidos')
        .select(['tipo', 'huella'])
        .where('usuario_id', '=', user?.id ?? -1)
        .where('token_version', '=', user?.token_version ?? -1)
        .where((eb) =>
          eb.or([
            eb.and([eb('tipo', '=', DEVICE), eb('huella', 'in', devices.length ? devices : ['']), eb('usado_at', '>', since(DEVICE_DAYS))]),
            eb.and([eb('tipo', '=', ADDRESS), eb('huella', '=', addressPrint(request)), eb('usado_at', '>', since(ADDRESS_DAYS))]),
          ]),
        )
        .execute();
      const proof = rows.find((r) => r.tipo === DEVICE) ?? rows[0];
      return proof ? `${proof.tipo}:${proof.huella}` : null;
    },

    async remember(user, request, reply) {
      const presented = tokensFor(request, user.username);
      const at = new Date(now()).toISOString();
      const token = await db.transaction().execute(async (trx) => {
        // A token this account already had is kept; any other gets a fresh one, so a token planted in
        // the browser by someone else never becomes known for this account.
        const own = presented.length
          ? await trx.selectFrom('accesos_conocidos').select('huella').where('usuario_id', '=', user.id).where('tipo', '=', DEVICE).where('huella', 'in', presented.map(sha256)).execute()
          : [];
        const ownHashes = new Set(own.map((r) => r.huella));
        const token = presented.find((t) => ownHashes.has(sha256(t))) ?? newToken(user.username);
        for (const [tipo, huella] of [[DEVICE, sha256(token)], [ADDRESS, addressPrint(request)]]) {
          await trx
            .insertInto('accesos_conocidos')
            .values({ usuario_id: user.id, tipo, huella, token_version: user.token_version, usado_at: at })
            .onConflict((oc) => oc.columns(['usuario_id', 'tipo', 'huella']).doUpdateSet({ token_version: user.token_version, usado_at: at }))
            .execute();
        }
        await trx.deleteFrom('accesos_conocidos').where('usuario_id', '=', user.id).where((eb) => stale(eb, user.token_version)).execute();
        for (const tipo of [DEVICE, ADDRESS]) {
          const newest = trx.selectFrom('accesos_conocidos').select('huella').where('usuario_id', '=', user.id).where('tipo', '=', tipo).orderBy('usado_at', 'desc').limit(KEEP_PER_ACCOUNT);
          await trx.deleteFrom('accesos_conocidos').where('usuario_id', '=', user.id).where('tipo', '=', tipo).where('huella', 'not in', newest).execute();
        }
        remembered += 1;
        if (remembered % CLEAN_EVERY === 0) {
          await trx
            .deleteFrom('accesos_conocidos')
            .where((eb) => stale(eb, eb.selectFrom('users').select('users.token_version').whereRef('users.id', '=', 'accesos_conocidos.usuario_id')))
            .execute();
        }
        return token;
      });
      // This account's token first; the tokens of the other accounts signed in to from this browser stay.
      const others = deviceTokensOf(request).filter((t) => !presented.includes(t));
      setDeviceCookie(request, reply, [token, ...others]);
    },
  };
}
