/** The audit detail of a cat moved to another colony (the cat's history shows it). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { coloniaCambio } from '../../../domain/historia';

export async function coloniaChange(db: Kysely<Database>, from: number, to: number): Promise<string> {
  const rows = await db.selectFrom('colonias').select(['id', 'nombre']).where('id', 'in', [from, to]).execute();
  const name = (id: number) => rows.find((row) => row.id === id)?.nombre ?? `nº ${id}`;
  return coloniaCambio(name(from), name(to));
}
