/**
 * The API keys of partner entities: issued as `gtk_<prefix>_<secret>` (the
 * secret 32 random bytes), kept only as the SHA-256 of the whole key (a key
 * is random, not a password: a fast hash cannot be reversed) beside the
 * prefix that lists it and finds it. A key is found before anyone knows its
 * municipality (the request brings only the key), so the lookup by prefix
 * reads the whole installation, and the key's row says whose it is.
 */
import crypto from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX_LENGTH } from '../../../domain/consulta';
import type { ClaveApi, ClaveApiEmitida } from '../../../domain/schemas/entidad';
import type { Db } from '../../db/schema';
import { sha256 } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { withScope } from '../../tenancy/scope';

/** Who asks through a key: the entity and key, and the municipality they are of. */
export interface PartnerKey {
  claveId: number;
  entidadId: number;
  municipio: number;
}

const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomPrefix(): string {
  const bytes = crypto.randomBytes(API_KEY_PREFIX_LENGTH);
  return Array.from(bytes, (b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
}

/** A new key and what is kept of it. */
export function newKey(): { clave: string; prefijo: string; hash: string } {
  const prefijo = randomPrefix();
  const clave = `gtk_${prefijo}_${crypto.randomBytes(32).toString('base64url')}`;
  return { clave, prefijo, hash: sha256(clave) };
}

const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const CLAVE_COLUMNS = ['claves_api.id', 'claves_api.entidad_id', 'claves_api.prefijo', 'claves_api.created_at', 'claves_api.usada_at', 'claves_api.revocada_at'] as const;

export function clavesRepository(db: Db) {
  return {
    list(entidadId: number): Promise<ClaveApi[]> {
      return db.selectFrom('claves_api').select(CLAVE_COLUMNS).where('entidad_id', '=', entidadId).orderBy('id', 'desc').execute();
    },

    find(entidadId: number, id: number): Promise<ClaveApi | undefined> {
      return db.selectFrom('claves_api').select(CLAVE_COLUMNS).where('entidad_id', '=', entidadId).where('id', '=', id).executeTakeFirst();
    },

    /** Issues a key to the entity: the only time the whole key is answered. */
    async issue(trx: Db, entidadId: number): Promise<ClaveApiEmitida> {
      const { clave, prefijo, hash } = newKey();
      const row = await trx
        .insertInto('claves_api')
        .values({ entidad_id: entidadId, prefijo, hash, created_at: nowIso(), usada_at: null, revocada_at: null })
        .returning(['id', 'entidad_id', 'prefijo', 'created_at', 'usada_at', 'revocada_at'])
        .executeTakeFirstOrThrow();
      return { ...row, clave };
    },

    async revoke(trx: Db, id: number): Promise<ClaveApi> {
      return trx
        .updateTable('claves_api')
        .set({ revocada_at: nowIso() })
        .where('id', '=', id)
        .returning(['id', 'entidad_id', 'prefijo', 'created_at', 'usada_at', 'revocada_at'])
        .executeTakeFirstOrThrow();
    },

    /** The key's entity and municipality when the key is one issued, not revoked, of an active entity; null otherwise. */
    async verify(key: string): Promise<PartnerKey | null> {
      const match = API_KEY_PATTERN.exec(key.trim());
      if (!match) return null;
      const hash = sha256(key.trim());
      const rows = await withScope('installation', () =>
        db
          .selectFrom('claves_api')
          .innerJoin('entidades', 'entidades.id', 'claves_api.entidad_id')
          .select(['claves_api.id', 'claves_api.entidad_id', 'claves_api.hash', 'claves_api.revocada_at', 'claves_api.municipio_id', 'entidades.activa'])
          .where('claves_api.prefijo', '=', match[1])
          .execute(),
      );
      const row = rows.find((candidate) => sameHash(candidate.hash, hash));
      if (!row || row.revocada_at !== null || row.activa !== 1) return null;
      return { claveId: row.id, entidadId: row.entidad_id, municipio: row.municipio_id };
    },

    /** Marks the key used now (its list shows when a program last asked). */
    async used(id: number): Promise<void> {
      await db.updateTable('claves_api').set({ usada_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type ClavesRepository = ReturnType<typeof clavesRepository>;
