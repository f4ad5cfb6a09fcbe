/** Clinic days, their providers and bookings: the queries. */
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import type { Jornada, Proveedor, Reserva } from '../../../domain/schemas/jornada';
import { JORNADA_KEYS, PESO_RESERVA_COLUMNAS, pesoReserva, pesosReservaDe, plazasLibres, type ReservaSexo } from '../../../domain/jornadas';
import { sortByText } from '../../../domain/collation';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { conflict, notFound } from '../../lib/errors';

export type ProveedorValues = Omit<Proveedor, 'id' | 'created_at'>;
export interface JornadaValues {
  proveedor_id: number;
  fecha: string;
  capacidad: number;
  campana_id: number | null;
}
export interface ReservaValues {
  gato_id: number | null;
  colonia_id: number;
  sexo: ReservaSexo;
  cachorro: boolean;
}

/** Which days a caller sees: all of them, or (a veterinario) those of the providers linked to their account. */
export interface JornadaReach {
  veterinarioId: number | null;
}

const flag = (value: number | null) => (value === null ? null : value === 1);

/** The day's row, locked until the transaction ends on PostgreSQL (SQLite runs one write transaction at a time). */
export function lockedJornada(trx: Transaction<Database>, engine: Engine, id: number) {
  const query = trx.selectFrom('jornadas').select(['id', 'proveedor_id', 'fecha', 'capacidad', 'campana_id', 'municipio_id']).where('id', '=', id);
  return engine === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The slots a day's bookings take, by their weight. */
export async function ocupadasDe(trx: Db, jornadaId: number): Promise<number> {
  const row = await trx.selectFrom('jornada_reservas').where('jornada_id', '=', jornadaId).select((eb) => eb.fn.sum<number>('peso').as('n')).executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

export function jornadasRepository(db: Db, engine: Engine) {
  const selectJornada = (executor: Db = db) =>
    executor
      .selectFrom('jornadas as j')
      .innerJoin('proveedores as p', 'p.id', 'j.proveedor_id')
      .innerJoin('municipios as m', 'm.id', 'j.municipio_id')
      .select(['j.id', 'j.proveedor_id', 'p.nombre as proveedor_nombre', 'j.fecha', 'j.capacidad', 'j.campana_id', 'j.created_at'])
      .select(PESO_RESERVA_COLUMNAS.map((column) => `m.${column}` as const))
      .select((eb) => [
        eb.selectFrom('jornada_reservas as r').whereRef('r.jornada_id', '=', 'j.id').select((s) => s.fn.sum<number>('r.peso').as('n')).as('ocupadas'),
        eb.selectFrom('jornada_reservas as r').whereRef('r.jornada_id', '=', 'j.id').select((s) => s.fn.countAll<number>().as('n')).as('reservas'),
      ]);

  type JornadaRow = Awaited<ReturnType<ReturnType<typeof selectJornada>['executeTakeFirstOrThrow']>>;
  const toJornada = (row: JornadaRow): Jornada => {
    const ocupadas = Number(row.ocupadas ?? 0);
    const { id, proveedor_id, proveedor_nombre, fecha, campana_id, created_at } = row;
    return {
      id,
      proveedor_id,
      proveedor_nombre,
      fecha,
      capacidad: Number(row.capacidad),
      campana_id,
      ocupadas,
      libres: plazasLibres(Number(row.capacidad), ocupadas),
      reservas: Number(row.reservas ?? 0),
      created_at,
      pesos: pesosReservaDe(row),
    };
  };

  const selectReserva = (executor: Db = db) =>
    executor
      .selectFrom('jornada_reservas as r')
      .leftJoin('gatos as g', 'g.id', 'r.gato_id')
      .innerJoin('colonias as c', 'c.id', 'r.colonia_id')
      .selectAll('r')
      .select(['g.nombre as gato_nombre', 'g.codigo_identificacion as gato_codigo', 'c.nombre as colonia_nombre']);

  type ReservaRow = Awaited<ReturnType<ReturnType<typeof selectReserva>['executeTakeFirstOrThrow']>>;
  const toReserva = ({ municipio_id: _m, ...row }: ReservaRow & { municipio_id?: unknown }): Reserva => ({
    ...row,
    sexo: row.sexo as Reserva['sexo'],
    cachorro: row.cachorro === 1,
    peso: Number(row.peso),
    presentado: flag(row.presentado),
    operado: flag(row.operado),
    corte_oreja: flag(row.corte_oreja),
    gestante: flag(row.gestante),
    lactante: flag(row.lactante),
    peso_kg: row.peso_kg === null ? null : Number(row.peso_kg),
    sexo_encontrado: row.sexo_encontrado as Reserva['sexo_encontrado'],
    microchip_accion: row.microchip_accion as Reserva['microchip_accion'],
    felv: row.felv as Reserva['felv'],
    fiv: row.fiv as Reserva['fiv'],
    comprobacion_resultado: row.comprobacion_resultado as Reserva['comprobacion_resultado'],
    comprobacion_decision: row.comprobacion_decision as Reserva['comprobacion_decision'],
  });

  const reachable = ({ veterinarioId }: JornadaReach) => (veterinarioId === null ? selectJornada() : selectJornada().where('p.usuario_id', '=', veterinarioId));

  const lockJornada = (trx: Transaction<Database>, id: number) => lockedJornada(trx, engine, id);

  /** The weights a booking of `municipio`'s days takes now: its settings', the installation's where it saved none. */
  async function pesosDe(trx: Db, municipio: number) {
    const saved = await trx
      .selectFrom('municipios')
      .select(PESO_RESERVA_COLUMNAS)
      .where('id', '=', municipio)
      .executeTakeFirst();
    return pesosReservaDe(saved ?? {});
  }

  return {
    async listProveedores(): Promise<Proveedor[]> {
      const rows = await db.selectFrom('proveedores').select(['id', 'nombre', 'direccion', 'veterinario', 'numero_colegiado', 'usuario_id', 'created_at']).execute();
      return sortByText(rows, (row) => row.nombre);
    },

    findProveedor(id: number) {
      return db.selectFrom('proveedores').select(['id', 'nombre', 'direccion', 'veterinario', 'numero_colegiado', 'usuario_id', 'created_at']).where('id', '=', id).executeTakeFirst();
    },

    async createProveedor(values: ProveedorValues, actor: Actor): Promise<Proveedor> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('proveedores').values({ ...values, created_at: nowIso() }).returning(['id', 'nombre', 'direccion', 'veterinario', 'numero_colegiado', 'usuario_id', 'created_at']).executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'proveedores', row.id);
        return row;
      });
    },

    /** Coming days first (soonest first), then the past ones (latest first). */
    async listJornadas(scope: JornadaReach, today: string): Promise<Jornada[]> {
      const rows = await reachable(scope).orderBy('j.fecha').orderBy('j.id').execute();
      const all = rows.map(toJornada);
      return [...all.filter((j) => j.fecha >= today), ...all.filter((j) => j.fecha < today).reverse()];
    },

    async findJornada(id: number, scope: JornadaReach): Promise<Jornada | undefined> {
      const row = await reachable(scope).where('j.id', '=', id).executeTakeFirst();
      return row ? toJornada(row) : undefined;
    },

    async createJornada(values: JornadaValues, actor: Actor): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('jornadas').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'jornadas', row.id);
        return row.id;
      });
    },

    async listReservas(jornadaId: number): Promise<Reserva[]> {
      const rows = await selectReserva().where('r.jornada_id', '=', jornadaId).orderBy('r.id').execute();
      return sortByText(rows.map(toReserva), (r) => r.colonia_nombre);
    },

    async findReserva(jornadaId: number, id: number, executor: Db = db): Promise<Reserva | undefined> {
      const row = await selectReserva(executor).where('r.jornada_id', '=', jornadaId).where('r.id', '=', id).executeTakeFirst();
      return row ? toReserva(row) : undefined;
    },

    /**
     * Books a cat into a day when its weight still fits: the day's row is locked first, so two
     * bookings at once are counted one after the other and the second sees the first. The weight is
     * the municipality's setting read here, and the booking stores it: a later change of the
     * setting leaves the bookings made before as they were, and the day's count with them.
     */
    async reservar(jornadaId: number, values: ReservaValues, actor: Actor): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const jornada = await lockJornada(trx, jornadaId);
        if (!jornada) throw notFound(JORNADA_KEYS.notFound);
        if (values.gato_id !== null) {
          const pendiente = await trx
            .selectFrom('jornada_reservas')
            .select('id')
            .where('gato_id', '=', values.gato_id)
            .where('resultado_at', 'is', null)
            .executeTakeFirst();
          if (pendiente) throw conflict(JORNADA_KEYS.gatoYaReservado);
        }
        const peso = pesoReserva(values.sexo, values.cachorro, await pesosDe(trx, jornada.municipio_id));
        const libre = plazasLibres(jornada.capacidad, await ocupadasDe(trx, jornadaId));
        if (peso > libre) throw conflict(JORNADA_KEYS.completa);
        const row = await trx
          .insertInto('jornada_reservas')
          .values({ jornada_id: jornadaId, ...values, cachorro: values.cachorro ? 1 : 0, peso, usuario_id: actor.id, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'jornada_reservas', row.id, `jornada ${jornadaId}`);
        return row.id;
      });
    },

    async anular(jornadaId: number, reservaId: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('jornada_reservas').where('jornada_id', '=', jornadaId).where('id', '=', reservaId).execute();
        await recordAudit(trx, actor, 'eliminar', 'jornada_reservas', reservaId, `jornada ${jornadaId}`);
      });
    },

    /** Operated cats, and those of them tested for FeLV or FIV. */
    async operadosConPrueba(scope: JornadaReach): Promise<{ operados: number; operados_con_prueba: number }> {
      let query = db.selectFrom('jornada_reservas as r').innerJoin('jornadas as j', 'j.id', 'r.jornada_id').innerJoin('proveedores as p', 'p.id', 'j.proveedor_id').where('r.operado', '=', 1);
      if (scope.veterinarioId !== null) query = query.where('p.usuario_id', '=', scope.veterinarioId);
      const row = await query
        .select((eb) => [
          eb.fn.countAll<number>().as('operados'),
          eb.fn.sum<number>(eb.case().when(eb.or([eb('r.felv', 'in', ['negativo', 'positivo']), eb('r.fiv', 'in', ['negativo', 'positivo'])])).then(1).else(0).end()).as('con_prueba'),
        ])
        .executeTakeFirstOrThrow();
      return { operados: Number(row.operados ?? 0), operados_con_prueba: Number(row.con_prueba ?? 0) };
    },

    /** Cats booked and not yet seen (no outcome) per colony. */
    async esperandoPorColonia(): Promise<{ colonia_id: number; colonia_nombre: string; gatos: number }[]> {
      const rows = await db
        .selectFrom('jornada_reservas as r')
        .innerJoin('colonias as c', 'c.id', 'r.colonia_id')
        .where('r.resultado_at', 'is', null)
        .groupBy(['r.colonia_id', 'c.nombre'])
        .select(['r.colonia_id', 'c.nombre as colonia_nombre', sql<number>`count(*)`.as('gatos')])
        .execute();
      return sortByText(rows.map((r) => ({ ...r, gatos: Number(r.gatos) })), (r) => r.colonia_nombre);
    },
  };
}

export type JornadasRepository = ReturnType<typeof jornadasRepository>;
