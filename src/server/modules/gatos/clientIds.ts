/**
 * The client's UUID of a cat recorded offline. Optional: a client
 * that sends none creates cats as before. Sent again, it answers the stored
 * cat; the primary key of gatos_client_ids decides between twin requests.
 */
import { isUuid } from '../../../domain/calle';
import { GATO_SERVER_MESSAGES } from './messages';
import type { Db } from '../../db/schema';
import { conflict, unprocessable } from '../../lib/errors';
import { nowIso } from '../../lib/time';

/** The UUID of the form, in lower case; none when missing or empty; a 422 when it is not a UUID. */
export function readGatoClientId(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (!isUuid(value)) throw unprocessable(GATO_SERVER_MESSAGES.clientId);
  return value.toLowerCase();
}

/** The cat stored under the UUID, when it is the caller's; another person's UUID is a conflict. */
export async function gatoOfClientId(db: Db, clientId: string, usuarioId: number): Promise<number | undefined> {
  const row = await db.selectFrom('gatos_client_ids').select(['gato_id', 'usuario_id']).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return undefined;
  if (row.usuario_id !== usuarioId) throw conflict(GATO_SERVER_MESSAGES.clientIdAjeno);
  return row.gato_id;
}

/** Ties the new cat to its UUID inside the cat's transaction; a twin that got there first makes it fail and roll back. */
export async function claimClientId(trx: Db, clientId: string, gatoId: number, usuarioId: number): Promise<void> {
  await trx.insertInto('gatos_client_ids').values({ client_id: clientId, gato_id: gatoId, usuario_id: usuarioId, created_at: nowIso() }).execute();
}
