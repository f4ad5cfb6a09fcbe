/**
 * The installation's municipalities (an installation table: no scope
 * applies). Their ids are read on every request of a province's account,
 * so the active ones are remembered until the next write.
 */
import type { Db } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { createVersionedCache } from '../../lib/versionedCache';
import type { DataVersion } from '../../lib/dataVersion';
import { withScope } from '../../tenancy/scope';
import type { Municipio } from '../../../domain/schemas/municipio';

type Row = { id: number; nombre: string | null; slug: string | null; dominio: string | null; activo: number; created_at: string };
const COLUMNS = ['id', 'nombre', 'slug', 'dominio', 'activo', 'created_at'] as const;

/** A municipality a host name names, and whether it is active. */
export interface MunicipioDeDominio {
  id: number;
  activo: boolean;
}

const toMunicipio = (row: Row): Municipio => ({ ...row, activo: row.activo === 1 });

export function municipiosRepository(db: Db, version: DataVersion | null = null) {
  const remembered = createVersionedCache(version, 4);
  // Read across the installation whatever the work asking: a list of municipalities is nobody's records.
  const installation = <T>(work: () => Promise<T>) => withScope('installation', work);

  return {
    async list(): Promise<Municipio[]> {
      return (await installation(() => db.selectFrom('municipios').select(COLUMNS).orderBy('id').execute())).map(toMunicipio);
    },

    async get(id: number): Promise<Municipio | null> {
      const row = await installation(() => db.selectFrom('municipios').select(COLUMNS).where('id', '=', id).executeTakeFirst());
      return row ? toMunicipio(row) : null;
    },

    async slugTaken(slug: string, except: number | null = null): Promise<boolean> {
      let query = db.selectFrom('municipios').select('id').where('slug', '=', slug);
      if (except !== null) query = query.where('id', '<>', except);
      return (await installation(() => query.executeTakeFirst())) !== undefined;
    },

    async dominioTaken(dominio: string, except: number): Promise<boolean> {
      const query = db.selectFrom('municipios').select('id').where('dominio', '=', dominio).where('id', '<>', except);
      return (await installation(() => query.executeTakeFirst())) !== undefined;
    },

    /** The municipality whose own host name is `dominio`, or null: asked on every public request, so remembered until the next write. */
    async porDominio(dominio: string, at?: Promise<string>): Promise<MunicipioDeDominio | null> {
      const all = await installation(() =>
        remembered.get(
          'dominios',
          async () => {
            const rows = await db.selectFrom('municipios').select(['id', 'dominio', 'activo']).where('dominio', 'is not', null).execute();
            return new Map(rows.map((r) => [r.dominio!, { id: r.id, activo: r.activo === 1 }]));
          },
          at,
        ),
      );
      return all.get(dominio) ?? null;
    },

    /** The ids of the active municipalities, in id order: what a province's account reads. */
    activeIds(at?: Promise<string>): Promise<number[]> {
      return installation(() =>
        remembered.get(
          'activos',
          async () => (await db.selectFrom('municipios').select('id').where('activo', '=', 1).orderBy('id').execute()).map((r) => r.id),
          at,
        ),
      );
    },

    /** Adds a municipality inside the caller's transaction; its id. */
    async create(trx: Db, values: { nombre: string; slug: string }): Promise<number> {
      const row = await installation(() =>
        trx.insertInto('municipios').values({ nombre: values.nombre, slug: values.slug, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow(),
      );
      return row.id;
    },

    async update(trx: Db, id: number, values: { nombre?: string; slug?: string; dominio?: string | null; activo?: number }): Promise<void> {
      if (!Object.keys(values).length) return;
      await installation(() => trx.updateTable('municipios').set(values).where('id', '=', id).execute());
    },
  };
}

export type MunicipiosRepository = ReturnType<typeof municipiosRepository>;
