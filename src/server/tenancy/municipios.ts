/**
 * The municipalities an installation serves, as the work that runs outside
 * any request sees them: such work (a daily notice) goes municipality by
 * municipality, each in its own scope, so that nothing of one reaches another.
 */
import type { Db } from '../db/schema';

/** The ids of the active municipalities, in order: a deactivated one gets no daily work. */
export async function activeMunicipios(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('municipios').select('id').where('activo', '=', 1).orderBy('id').execute();
  return rows.map((row) => row.id);
}
