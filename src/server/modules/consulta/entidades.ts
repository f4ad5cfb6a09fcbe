/**
 * A municipality's partner entities: what one stores, checked the same way
 * when created and when corrected, and the repository that writes them with
 * their audit entries.
 */
import { TIPOS_ENTIDAD, type TipoEntidad } from '../../../domain/consulta';
import type { Entidad, EntidadBody } from '../../../domain/schemas/entidad';
import { isValidEmail } from '../../../domain/validation';
import type { Db } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { unprocessable } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { SERVER_KEYS } from '../../i18n/keys';

export const ENTIDAD_MESSAGES = SERVER_KEYS.entidades;

/** The messages of the fields the schema refuses (empty or missing), as the route's `config.messages`. */
export const ENTIDAD_FIELD_MESSAGES = { nombre: ENTIDAD_MESSAGES.nombre, tipo: ENTIDAD_MESSAGES.tipo };

export interface EntidadValues {
  nombre: string;
  tipo: TipoEntidad;
  numero_registro: string | null;
  email: string | null;
  telefono: string | null;
  activa: 0 | 1;
}

const optional = (value: string | null | undefined) => (value ?? '').trim() || null;

/** An entity's values from its body; `current`, when correcting one, keeps whether it is active if the body leaves it out. */
export function entidadValues(body: EntidadBody, current?: Entidad): EntidadValues {
  const nombre = body.nombre.trim();
  if (!nombre) throw unprocessable(ENTIDAD_MESSAGES.nombre);
  const tipo = body.tipo.trim() as TipoEntidad;
  if (!TIPOS_ENTIDAD.includes(tipo)) throw unprocessable(ENTIDAD_MESSAGES.tipo);
  const email = optional(body.email)?.toLowerCase() ?? null;
  if (email !== null && !isValidEmail(email)) throw unprocessable(ENTIDAD_MESSAGES.email);
  const activa = body.activa ?? current?.activa ?? true;
  return { nombre, tipo, numero_registro: optional(body.numero_registro), email, telefono: optional(body.telefono), activa: activa ? 1 : 0 };
}

const COLUMNS = ['id', 'nombre', 'tipo', 'numero_registro', 'email', 'telefono', 'activa', 'created_at'] as const;

type EntidadRow = Omit<Entidad, 'activa' | 'tipo'> & { tipo: string; activa: number };
// The stored type is one of TIPOS_ENTIDAD: every write goes through entidadValues.
const toEntidad = (row: EntidadRow): Entidad => ({ ...row, tipo: row.tipo as TipoEntidad, activa: row.activa === 1 });

export function entidadesRepository(db: Db) {
  return {
    async list(): Promise<Entidad[]> {
      return (await db.selectFrom('entidades').select(COLUMNS).execute()).map(toEntidad);
    },

    async find(id: number): Promise<Entidad | undefined> {
      const row = await db.selectFrom('entidades').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toEntidad(row) : undefined;
    },

    async create(values: EntidadValues, actor: Actor): Promise<Entidad> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('entidades').values({ ...values, created_at: nowIso() }).returning(COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'entidades', row.id, `${row.tipo}: ${row.nombre}`);
        return toEntidad(row);
      });
    },

    async update(id: number, values: EntidadValues, actor: Actor): Promise<Entidad> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('entidades').set(values).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'editar', 'entidades', id, `${row.tipo}: ${row.nombre}${row.activa === 1 ? '' : ' (desactivada)'}`);
        return toEntidad(row);
      });
    },

    /** Deletes the entity and its keys; its people stay, without an entity, and its lookups stay in the log. */
    async remove(entidad: Entidad, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ entidad_id: null }).where('entidad_id', '=', entidad.id).execute();
        await trx.updateTable('consultas_microchip').set({ clave_id: null }).where('entidad_id', '=', entidad.id).execute();
        await trx.updateTable('consultas_microchip').set({ entidad_id: null }).where('entidad_id', '=', entidad.id).execute();
        await trx.deleteFrom('claves_api').where('entidad_id', '=', entidad.id).execute();
        await trx.deleteFrom('entidades').where('id', '=', entidad.id).execute();
        await recordAudit(trx, actor, 'eliminar', 'entidades', entidad.id, entidad.nombre);
      });
    },
  };
}
