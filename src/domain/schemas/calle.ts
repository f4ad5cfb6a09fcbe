/**
 * The street work's records (src/server/modules/calle): feeding points, the
 * weekly rota and its swap requests, check-ins and the shifts nobody visited.
 * The server answers and validates with these schemas; the street screens read
 * their types (`Static<>`).
 */
import { Type, type Static } from 'typebox';
import { CAMBIO_ESTADOS, COMEDERO_DESCRIPCION_MAX, COMEDERO_NOMBRE_MAX, FRANJAS, GATOS_VISTOS_MAX, INCIDENCIA_MAX } from '../calle';
import { DbId, Nullable } from './common';

export const ComederoBody = Type.Object({
  nombre: Type.String({ maxLength: COMEDERO_NOMBRE_MAX }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: COMEDERO_DESCRIPCION_MAX }))),
  activo: Type.Optional(Type.Boolean()),
});
export type ComederoBody = Static<typeof ComederoBody>;

export const Comedero = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  nombre: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  descripcion: Nullable(Type.String()),
  activo: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Comedero = Static<typeof Comedero>;

export const ComederoEnMapa = Type.Object({ ...Comedero.properties, colonia_nombre: Type.String() });
export type ComederoEnMapa = Static<typeof ComederoEnMapa>;

export const TurnoBody = Type.Object({
  dia_semana: Type.Integer({ minimum: 1, maximum: 7, description: '1 = lunes … 7 = domingo' }),
  franja: Type.Enum([...FRANJAS]),
  usuario_id: DbId(),
});
export type TurnoBody = Static<typeof TurnoBody>;

export const CambioBody = Type.Object({ con_turno_id: DbId({ description: 'El turno de otro voluntario de la colonia por el que se cambia' }) });

const TurnoRef = Type.Object({ id: Type.Integer(), dia_semana: Type.Integer(), franja: Type.String() });

export const CambioTurno = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  estado: Type.Enum([...CAMBIO_ESTADOS]),
  created_at: Type.String(),
  resuelto_at: Nullable(Type.String()),
  solicitante_id: Type.Integer(),
  solicitante_nombre: Type.String(),
  destinatario_id: Type.Integer({ description: 'Quien tenía el otro turno al pedirse el cambio: quien debe aceptarlo' }),
  destinatario_nombre: Type.String(),
  turno: TurnoRef,
  con_turno: TurnoRef,
});
export type CambioTurno = Static<typeof CambioTurno>;

export const Turno = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  dia_semana: Type.Integer(),
  franja: Type.String(),
  usuario_id: Type.Integer(),
  usuario_nombre: Type.String(),
  created_at: Type.String(),
});
export type Turno = Static<typeof Turno>;

export const TurnoDeHoy = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  dia_semana: Type.Integer(),
  franja: Type.String(),
  hecho: Type.Boolean({ description: 'Ya hay una visita a la colonia en esa franja hoy' }),
  actual: Type.Boolean({ description: 'La franja es la de ahora' }),
});
export type TurnoDeHoy = Static<typeof TurnoDeHoy>;

export const VisitaBody = Type.Object({
  colonia_id: DbId(),
  comedero_id: Type.Optional(Nullable(DbId())),
  fecha_hora: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'ISO 8601; por defecto, ahora' }))),
  comida: Type.Boolean(),
  agua: Type.Boolean(),
  gatos_vistos: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: GATOS_VISTOS_MAX }))),
  incidencia: Type.Optional(Nullable(Type.String({ maxLength: INCIDENCIA_MAX }))),
  urgente: Type.Optional(Type.Boolean()),
  client_id: Type.String({ maxLength: 36, description: 'UUID creado por el cliente: reenviarlo devuelve la misma visita' }),
});
export type VisitaBody = Static<typeof VisitaBody>;

export const Visita = Type.Object({
  id: Type.Integer(),
  client_id: Type.String(),
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  comedero_id: Nullable(Type.Integer()),
  comedero_nombre: Nullable(Type.String()),
  usuario_id: Nullable(Type.Integer()),
  usuario_nombre: Nullable(Type.String()),
  fecha_hora: Type.String(),
  fecha: Type.String(),
  franja: Type.String(),
  comida: Type.Boolean(),
  agua: Type.Boolean(),
  gatos_vistos: Nullable(Type.Integer()),
  incidencia: Nullable(Type.String()),
  urgente: Type.Boolean(),
  foto: Nullable(Type.String({ description: 'Ruta de la foto en la API' })),
  parte_id: Nullable(Type.Integer()),
  censo_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});
export type Visita = Static<typeof Visita>;

export const Pendiente = Type.Object({
  turno_id: Type.Integer(),
  fecha: Type.String(),
  dia_semana: Type.Integer(),
  franja: Type.String(),
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  usuario_id: Type.Integer(),
  usuario_nombre: Type.String(),
});
export type Pendiente = Static<typeof Pendiente>;

/** The people of a colony who may take one of its shifts. */
export const Asignado = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type Asignado = Static<typeof Asignado>;

export const Equipo = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  voluntarios: Type.Array(Asignado),
});
export type Equipo = Static<typeof Equipo>;
