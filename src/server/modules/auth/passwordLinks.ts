/**
 * Set-password links: a one-use token, stored only as its hash, e-mailed as
 * PUBLIC_URL/resetear-contrasena?token=... . Used by the reset request and by
 * the invitation of a new account.
 */
import type { Db } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/passwords';
import { resetTokensRepository } from './repository';

export async function issuePasswordLink(db: Db, publicUrl: string, usuarioId: number, ttlMs: number): Promise<string> {
  const token = randomToken();
  await resetTokensRepository(db).create(usuarioId, sha256(token), new Date(Date.now() + ttlMs).toISOString());
  return `${publicUrl}/resetear-contrasena?token=${encodeURIComponent(token)}`;
}
