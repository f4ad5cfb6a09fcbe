import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { addSortKeyColumns } from './sortKeyColumns';

/**
 * The audit log sorted by who did each thing, as a reader of the council's
 * language expects (db/sortKeys.ts): the key of each entry's username,
 * filled here for the entries already there. No index: the order puts
 * erased people's entries apart (their stored name must not show through), so
 * it is not the key's own order.
 * A derived column only: a backup holds the same rows before and after this
 * migration (BACKUP_NEUTRAL in ./index.ts).
 */
export function ordenAuditoriaMigration(engine: Engine, language: Language): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await addSortKeyColumns(db, engine, [{ table: 'audit_log', columns: [{ text: 'username', key: 'username_orden' }] }], language);
    },
  };
}
