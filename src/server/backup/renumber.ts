/**
 * New ids for a municipality's records brought from another installation.
 *
 * Ids are the installation's, shared by all its municipalities: a
 * municipality's backup restored where it was made finds its own ids free
 * (nobody else was ever given them), but one brought from another
 * installation finds them taken by this installation's municipalities. Its
 * rows are then given ids after every id in use, table by table in the
 * catalogue's order (parents first), and every column that names a row
 * (ID_REFERENCES) is given the new id of the row it named. The audit log's
 * entries keep pointing at their records and people: its person and, where
 * its entity is one of these tables, its record are renumbered too.
 */
import { ID_REFERENCES, type TableSpec } from './catalog';
import type { Value } from './statements';
import { BackupDataError } from './errors';

/** The audit log: its person is not a foreign key (entries outlive accounts), and its record is named as text. */
const AUDIT = { table: 'audit_log', person: 'usuario_id', entity: 'entidad', entityId: 'entidad_id' } as const;

export interface Renumbering {
  /** The file's rows of `table` with their new ids and the new ids of the rows they name. */
  rows(table: TableSpec, rows: Value[][]): Promise<Value[][]>;
}

/**
 * `firstFree(table)`: the first id after every id the installation has given in `table`, asked once per table
 * when its first rows arrive; the ids after it are this renumbering's alone while the restore holds its lock.
 */
export function renumbering(firstFree: (table: string) => Promise<number>): Renumbering {
  const newIds = new Map<string, Map<number, number>>();
  const next = new Map<string, number>();

  const newIdOf = (table: string, old: Value): number | null => {
    if (old === null) return null;
    return newIds.get(table)?.get(Number(old)) ?? null;
  };

  return {
    async rows(table, rows) {
      const names = table.columns.map((c) => c.name);
      const references = ID_REFERENCES[table.name] ?? {};
      // A file of an older schema may lack a column that names a row: only those it has are renumbered.
      const referring = Object.entries(references)
        .map(([column, target]) => ({ i: names.indexOf(column), target: target!, column }))
        .filter(({ i }) => i >= 0);
      // The audit log's entries get new ids anyway, as they join the log (restorer.ts).
      const own = table.identity && table.name !== AUDIT.table ? new Map<number, number>() : null;
      if (own) {
        if (!newIds.has(table.name)) {
          newIds.set(table.name, own);
          next.set(table.name, await firstFree(table.name));
        }
      }
      const ids = own ? newIds.get(table.name)! : null;
      const audit = table.name === AUDIT.table ? { entity: names.indexOf(AUDIT.entity), entityId: names.indexOf(AUDIT.entityId), person: names.indexOf(AUDIT.person) } : null;
      return rows.map((row) => {
        const copy = [...row];
        if (ids) {
          const id = next.get(table.name)!;
          next.set(table.name, id + 1);
          ids.set(Number(row[0]), id);
          copy[0] = id;
        }
        for (const { i, target, column } of referring) {
          if (row[i] === null) continue;
          const mapped = newIdOf(target, row[i]);
          if (mapped === null) throw new BackupDataError(`una fila de «${table.name}» hace referencia en «${column}» a un registro que no está en la copia`);
          copy[i] = mapped;
        }
        if (audit) {
          // An entry whose person is no longer in the copy keeps the name it recorded, not an id now someone else's.
          copy[audit.person] = newIdOf('users', row[audit.person]);
          const entity = row[audit.entity];
          const entityId = row[audit.entityId];
          if (typeof entity === 'string' && typeof entityId === 'string' && /^\d+$/.test(entityId)) {
            const mapped = newIdOf(entity, entityId);
            if (mapped !== null) copy[audit.entityId] = String(mapped);
          }
        }
        return copy;
      });
    },
  };
}
