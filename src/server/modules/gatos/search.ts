/**
 * The header's cat search: the first digits of a microchip, or the
 * first letters of a name (whatever its case and accents: 'noqui' finds
 * 'Ñoqui'), across every colony the user may see. Each is a range on an index
 * (the unique code index; the folded name, migration 0012), so the answer
 * costs a few index steps whatever the number of cats.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Engine } from '../../db/engine';
import { foldForSearch } from '../../../domain/search';
import { nextPrefix } from './repository';
import type { GatoEncontrado } from '../../../domain/schemas/busqueda';

export type { GatoEncontrado };

export const SEARCH_LIMIT = 8;

/** True when the text is the start of a microchip (digits only). */
export function isMicrochipPrefix(q: string): boolean {
  return /^\d+$/.test(q);
}

/** A string above every string that starts with `prefix`, in byte (code point) order. */
export function prefixEnd(prefix: string): string {
  return prefix + '\u{10FFFF}';
}

export function gatosSearch(db: Kysely<Database>, engine: Engine) {
  // Byte order on both engines, so a prefix range is exact.
  const folded = engine === 'postgres' ? sql<string>`g.nombre_busqueda COLLATE "C"` : sql<string>`g.nombre_busqueda`;
  return {
    async find(text: string, scopeUserId: number | null, limit = SEARCH_LIMIT): Promise<GatoEncontrado[]> {
      const q = text.trim();
      if (!q) return [];
      let query = db
        .selectFrom('gatos as g')
        .leftJoin('colonias as c', 'c.id', 'g.colonia_id')
        .select(['g.id', 'g.nombre', 'g.codigo_identificacion', 'c.nombre as colonia_nombre', 'g.activo']);
      if (isMicrochipPrefix(q)) {
        // Digits: the range ends at the next number's prefix, right in any collation.
        const next = nextPrefix(q);
        query = query.where('g.codigo_identificacion', '>=', q);
        if (next) query = query.where('g.codigo_identificacion', '<', next);
        query = query.orderBy('g.codigo_identificacion');
      } else {
        const prefix = foldForSearch(q);
        query = query
          .where(sql<boolean>`${folded} >= ${prefix}`)
          .where(sql<boolean>`${folded} < ${prefixEnd(prefix)}`)
          .orderBy(folded)
          .orderBy('g.id');
      }
      if (scopeUserId !== null) {
        query = query.where((eb) => eb('g.colonia_id', 'in', eb.selectFrom('asignaciones').select('asignaciones.colonia_id').where('asignaciones.usuario_id', '=', scopeUserId)));
      }
      const rows = await query.limit(limit).execute();
      return rows.map((row) => ({ ...row, activo: Boolean(row.activo) }));
    },
  };
}
