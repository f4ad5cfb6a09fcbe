/**
 * The microchip lookup and its log. A chip is a colony cat's when an active
 * cat (not given baja: an adopted cat is given baja) of one of this
 * municipality's colonies carries it; the answer names the colony and
 * nothing else of the cat.
 */
import type { ConsultaMicrochip } from '../../../domain/schemas/entidad';
import type { Db } from '../../db/schema';
import { nowIso } from '../../lib/time';

export interface ColoniaCat {
  gato_id: number;
  gato_nombre: string;
  colonia_id: number;
  colonia_nombre: string;
}

/** Who asked: an account (and the entity it belongs to), or an entity's key. */
export interface Consultante {
  usuarioId: number | null;
  entidadId: number | null;
  claveId: number | null;
}

export function consultaRepository(db: Db) {
  return {
    /** The active colony cat of this municipality with this chip, if any. */
    coloniaCat(microchip: string): Promise<ColoniaCat | undefined> {
      return db
        .selectFrom('gatos as g')
        .innerJoin('colonias as c', 'c.id', 'g.colonia_id')
        .select(['g.id as gato_id', 'g.nombre as gato_nombre', 'c.id as colonia_id', 'c.nombre as colonia_nombre'])
        .where('g.codigo_identificacion', '=', microchip)
        .where('g.activo', '=', 1)
        .executeTakeFirst();
    },

    /** The partner entity an account belongs to. */
    async entidadOf(usuarioId: number): Promise<number | null> {
      return (await db.selectFrom('users').select('entidad_id').where('id', '=', usuarioId).executeTakeFirst())?.entidad_id ?? null;
    },

    async log(quien: Consultante, microchip: string, found: ColoniaCat | undefined): Promise<number> {
      const row = await db
        .insertInto('consultas_microchip')
        .values({
          consultado_at: nowIso(),
          microchip,
          colonia: found ? 1 : 0,
          colonia_id: found?.colonia_id ?? null,
          gato_id: found?.gato_id ?? null,
          usuario_id: quien.usuarioId,
          entidad_id: quien.entidadId,
          clave_id: quien.claveId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One page of the log, the newest first. */
    async list(skip: number, limit: number): Promise<{ items: ConsultaMicrochip[]; total: number }> {
      const total = Number((await db.selectFrom('consultas_microchip').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await db
        .selectFrom('consultas_microchip as q')
        .leftJoin('users as u', 'u.id', 'q.usuario_id')
        .leftJoin('entidades as e', 'e.id', 'q.entidad_id')
        .leftJoin('claves_api as k', 'k.id', 'q.clave_id')
        .leftJoin('colonias as c', 'c.id', 'q.colonia_id')
        .select([
          'q.id', 'q.consultado_at', 'q.microchip', 'q.colonia', 'c.nombre as colonia_nombre', 'q.usuario_id', 'u.nombre as u_nombre', 'u.username as u_username',
          'q.entidad_id', 'e.nombre as entidad_nombre', 'k.prefijo as clave_prefijo',
        ])
        .orderBy('q.consultado_at', 'desc')
        .orderBy('q.id', 'desc')
        .limit(limit)
        .offset(skip)
        .execute();
      const items = rows.map(({ u_nombre, u_username, ...row }) => ({ ...row, colonia: row.colonia === 1, usuario_nombre: u_nombre ?? u_username ?? null }));
      return { items, total };
    },

    /**
     * Whom a lookup of the colony's cat is told: the municipality's active responsables, and the account assigned to
     * the colony that the colony names as its responsable (`responsable_voluntario`, by name or username), with an address.
     */
    async destinatarios(coloniaId: number): Promise<string[]> {
      const colonia = await db.selectFrom('colonias').select('responsable_voluntario').where('id', '=', coloniaId).executeTakeFirst();
      const responsables = await db.selectFrom('users').select('email').where('role', '=', 'responsable').where('activo', '=', 1).where('email', '!=', '').orderBy('id').execute();
      const nombrado = colonia?.responsable_voluntario?.trim().toLowerCase() ?? '';
      const asignados = nombrado
        ? await db
            .selectFrom('asignaciones as a')
            .innerJoin('users as u', 'u.id', 'a.usuario_id')
            .select(['u.email', 'u.nombre', 'u.username'])
            .where('a.colonia_id', '=', coloniaId)
            .where('u.activo', '=', 1)
            .where('u.email', '!=', '')
            .execute()
        : [];
      const delVoluntario = asignados.filter((u) => (u.nombre ?? '').trim().toLowerCase() === nombrado || u.username.toLowerCase() === nombrado);
      return [...new Set([...responsables, ...delVoluntario].map((u) => u.email.toLowerCase()))];
    },

    /** What the notice of a lookup says: when, which chip, the cat and colony, and who asked. */
    aviso(id: number) {
      return db
        .selectFrom('consultas_microchip as q')
        .innerJoin('gatos as g', 'g.id', 'q.gato_id')
        .innerJoin('colonias as c', 'c.id', 'q.colonia_id')
        .leftJoin('users as u', 'u.id', 'q.usuario_id')
        .leftJoin('entidades as e', 'e.id', 'q.entidad_id')
        .leftJoin('claves_api as k', 'k.id', 'q.clave_id')
        .select(['q.consultado_at', 'q.microchip', 'g.nombre as gato', 'c.nombre as colonia', 'u.nombre as u_nombre', 'u.username as u_username', 'e.nombre as entidad', 'k.prefijo'])
        .where('q.id', '=', id)
        .where('q.colonia', '=', 1)
        .executeTakeFirst();
    },
  };
}

export type ConsultaRepository = ReturnType<typeof consultaRepository>;
