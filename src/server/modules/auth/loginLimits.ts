/**
 * The limits on logins (AUTH_RATE_LIMIT_*), counted in the database so every
 * process shares them. Names are compared trimmed and in lower case, so upper
 * case or spaces never open a fresh counter.
 */
import type { Config } from '../../config';
import type { Limit } from '../../lib/rateLimits';
import { sha256 } from '../../lib/passwords';
import { SERVER_KEYS } from '../../i18n/keys';

export const ACCOUNT_LIMITED_MESSAGE = SERVER_KEYS.inicioSesion.accountLimited;

/** The form of an account name its counters and device tokens are keyed by. */
export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Logins a network may send in the window (AUTH_RATE_LIMIT_WINDOW_MS) and still
 * count as fresh: a person on a new device sends a few, an attacker many.
 * Fresh logins hash ahead of the others (lib/hashQueue.ts), so a storm from a
 * few hundred addresses does not keep a new device out.
 */
export const FRESH_ATTEMPTS = 3;

export function loginLimits({ max, windowMs, perAddressMax, accountMax, accountWindowMs }: Config['rateLimit']) {
  return {
    /** Guesses at one account from one address: ten wrong passwords lock that account there, not the whole office. */
    addressAndName(ip: string, username: string): Limit {
      return { key: `login|${ip}|${accountKey(username)}`, max, windowMs };
    },
    /** Looser, against one address trying a few passwords on many accounts (spraying). */
    address(ip: string): Limit {
      return { key: `login|${ip}`, max: perAddressMax, windowMs };
    },
    /**
     * Wrong passwords for one account from every device and address that never
     * signed in to it: slower and longer than the per-address limits, so many
     * addresses together get no more guesses than one. A name with no account
     * is counted alike, so the answers do not tell which names exist.
     */
    account(username: string): Limit {
      return { key: `login-cuenta|${accountKey(username)}`, max: accountMax, windowMs: accountWindowMs };
    },
    /**
     * Wrong passwords through one known device or network of the account (its proof, knownDevices.ts):
     * each gets a budget of its own, as large as all strangers together, so a copied cookie or a shared
     * network cannot guess without end, and cannot lock the person out of the other devices either.
     */
    known(username: string, proof: string): Limit {
      // Hashed again: counters go into backups, the fingerprints of known devices do not (backup/catalog.ts).
      return { key: `login-conocido|${accountKey(username)}|${sha256(proof)}`, max: accountMax, windowMs: accountWindowMs };
    },
  };
}
