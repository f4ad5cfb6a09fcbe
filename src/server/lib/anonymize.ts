/**
 * RGPD erasure by anonymisation: a person's name and e-mail are replaced in
 * every text column of every table (the backup catalogue lists them all, so a
 * table added later is covered too), e.g. a name someone wrote into a
 * complaint's description or a colony's 'responsable_voluntario'.
 */
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { BACKUP_TABLES } from '../backup/catalog';
import { refreshSortKeysAfterReplace } from '../db/sortKeys';

/**
 * Inside longer texts only what cannot be part of unrelated words is replaced:
 * an e-mail address, a name with a space in it or of 8 characters or more.
 * Shorter one-word names ('Ana') are replaced only where they are the whole value.
 */
const isSpecific = (text: string) => text.includes('@') || /\s/.test(text) || text.length >= 8;

/** Columns that hold codes, states, hashes or dates, never a person's words: left alone. */
const STRUCTURAL = new Set([
  'role', 'password_hash', 'token_hash', 'estado', 'estatus', 'accion', 'entidad', 'entidad_id', 'sexo', 'edad_unidad',
  'estado_salud', 'adoptabilidad', 'codigo_seguimiento', 'codigo', 'microchip', 'codigo_identificacion', 'baja_motivo', 'client_id', 'franja',
]);
const isFreeText = (name: string) => !STRUCTURAL.has(name) && !name.endsWith('_at') && !name.startsWith('fecha');

export const ANONYMOUS_NAME = 'Persona anonimizada';

export async function scrubEverywhere(db: Db, needles: (string | null | undefined)[], replacement: string = ANONYMOUS_NAME): Promise<void> {
  const texts = [...new Set(needles.map((n) => n?.trim()).filter((n): n is string => Boolean(n)))];
  // Accounts (each person's own row is anonymised by its caller) and the audit log's username (rewritten by account id) are not searched.
  for (const table of BACKUP_TABLES) {
    if (table.name === 'users') continue;
    for (const column of table.columns) {
      if (table.name === 'audit_log' && column.name === 'username') continue;
      if (column.type !== 'text' || column.media || !isFreeText(column.name)) continue;
      const ref = sql.ref(column.name);
      for (const text of texts) {
        // Whole values in any case; inside longer texts, only fragments long enough to be the person's.
        await sql`update ${sql.table(table.name)} set ${ref} = ${replacement} where lower(${ref}) = ${text.toLowerCase()}`.execute(db);
        if (isSpecific(text)) {
          for (const variant of new Set([text, text.toLowerCase()])) {
            await sql`update ${sql.table(table.name)} set ${ref} = replace(${ref}, ${variant}, ${replacement}) where ${ref} like ${`%${variant.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`.execute(db);
          }
        }
      }
    }
  }
  // Raw SQL bypasses the sort-key plugin: the renamed colonies, cats and feeding points get their keys again.
  if (texts.length) await refreshSortKeysAfterReplace(db, replacement);
}
