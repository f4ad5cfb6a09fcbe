/**
 * The trap bank's records (src/server/modules/equipos): an item, its open
 * loan, and what lending and returning one send. The server answers and
 * validates with these schemas; the screens read their types (`Static<>`).
 */
import { Type, type Static } from 'typebox';
import { CODIGO_EQUIPO_MAX, EQUIPO_DESCRIPCION_MAX, FIANZA_MAX_CENTIMOS, PRESTAMO_NOTAS_MAX, type EstadoEquipo, type TipoEquipo } from '../equipos';
import { DbId, Nullable, TextOf } from './common';

/** A loan: who has the item, for which colony, until when; `devuelto_at` and `limpiado_at` once it came back (cleaned). */
export const Prestamo = Type.Object({
  id: Type.Integer(),
  equipo_id: Type.Integer(),
  equipo_codigo: Type.String(),
  usuario_id: Nullable(Type.Integer()),
  usuario_nombre: Nullable(Type.String()),
  colonia_id: Nullable(Type.Integer()),
  colonia_nombre: Nullable(Type.String()),
  prestado_at: Type.String(),
  devolver_antes_de: Type.String({ description: 'AAAA-MM-DD' }),
  fianza_centimos: Nullable(Type.Integer()),
  devuelto_at: Nullable(Type.String()),
  limpiado_at: Nullable(Type.String()),
  notas: Nullable(Type.String()),
  vencido: Type.Boolean({ description: 'Sigue fuera y pasó la fecha de devolución' }),
});
export type Prestamo = Static<typeof Prestamo>;

export const Equipo = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  tipo: TextOf<TipoEquipo>(),
  descripcion: Nullable(Type.String()),
  estado: TextOf<EstadoEquipo>(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** The open loan, if the item is out. */
  prestamo: Nullable(Prestamo),
});
export type Equipo = Static<typeof Equipo>;

/** What staff write of an item; `estado` only among ESTADOS_EQUIPO_MANUALES (the route checks). */
export const EquipoBody = Type.Object({
  codigo: Type.String({ maxLength: CODIGO_EQUIPO_MAX + 10 }),
  tipo: Type.String({ maxLength: 50 }),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: EQUIPO_DESCRIPCION_MAX }))),
  estado: Type.Optional(Type.String({ maxLength: 50 })),
});
export type EquipoBody = Static<typeof EquipoBody>;

export const PrestamoBody = Type.Object({
  usuario_id: DbId({ description: 'Quien se lleva el equipo (un voluntario solo puede indicarse a sí mismo)' }),
  colonia_id: DbId({ description: 'La colonia para la que se presta' }),
  devolver_antes_de: Type.String({ maxLength: 10, description: 'AAAA-MM-DD' }),
  fianza_centimos: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: FIANZA_MAX_CENTIMOS }))),
});
export type PrestamoBody = Static<typeof PrestamoBody>;

export const DevolucionBody = Type.Object({
  limpiado: Type.Boolean({ description: 'Limpiado y desinfectado: sin ello no se puede volver a prestar' }),
  notas: Type.Optional(Nullable(Type.String({ maxLength: PRESTAMO_NOTAS_MAX }))),
});
export type DevolucionBody = Static<typeof DevolucionBody>;

/** An item's history: each loan, newest first, and the other changes staff made to it (from the audit log). */
export const HistorialEquipo = Type.Object({
  equipo: Equipo,
  prestamos: Type.Array(Prestamo),
  cambios: Type.Array(Type.Object({ at: Type.String(), accion: Type.String(), username: Nullable(Type.String()), detalle: Nullable(Type.String()) })),
});
export type HistorialEquipo = Static<typeof HistorialEquipo>;
