/** TypeBox schemas of the street calls: feeding points, rota, check-ins. */
import { Type } from 'typebox';
import { CAMBIO_ESTADOS, COMEDERO_DESCRIPCION_MAX, COMEDERO_NOMBRE_MAX, FRANJAS, INCIDENCIA_MAX } from '../../../domain/calle';
import { PageQuery } from '../../lib/pagination';
import { DbId, Nullable } from '../../lib/schemas';

export const ComederoParams = Type.Object({ id: DbId(), comedero_id: DbId() });
export const TurnoParams = Type.Object({ id: DbId(), turno_id: DbId() });

export const ComederoBody = Type.Object({
  nombre: Type.String({ maxLength: COMEDERO_NOMBRE_MAX }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: COMEDERO_DESCRIPCION_MAX }))),
  activo: Type.Optional(Type.Boolean()),
});

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

export const ComederoEnMapa = Type.Object({ ...Comedero.properties, colonia_nombre: Type.String() });

export const TurnoBody = Type.Object({
  dia_semana: Type.Integer({ minimum: 1, maximum: 7, description: '1 = lunes … 7 = domingo' }),
  franja: Type.Enum([...FRANJAS]),
  usuario_id: DbId(),
});

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

export const CambiosQuery = Type.Object({ colonia_id: Type.Optional(DbId()) });

export const Turno = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  dia_semana: Type.Integer(),
  franja: Type.String(),
  usuario_id: Type.Integer(),
  usuario_nombre: Type.String(),
  created_at: Type.String(),
});

export const TurnoDeHoy = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  dia_semana: Type.Integer(),
  franja: Type.String(),
  hecho: Type.Boolean({ description: 'Ya hay una visita a la colonia en esa franja hoy' }),
  actual: Type.Boolean({ description: 'La franja es la de ahora' }),
});

export const VisitaBody = Type.Object({
  colonia_id: DbId(),
  comedero_id: Type.Optional(Nullable(DbId())),
  fecha_hora: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'ISO 8601; por defecto, ahora' }))),
  comida: Type.Boolean(),
  agua: Type.Boolean(),
  gatos_vistos: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  incidencia: Type.Optional(Nullable(Type.String({ maxLength: INCIDENCIA_MAX }))),
  urgente: Type.Optional(Type.Boolean()),
  client_id: Type.String({ maxLength: 36, description: 'UUID creado por el cliente: reenviarlo devuelve la misma visita' }),
});

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

export const VisitaListQuery = Type.Object({
  ...PageQuery.properties,
  colonia_id: Type.Optional(DbId()),
  desde: Type.Optional(Type.String({ maxLength: 10 })),
  hasta: Type.Optional(Type.String({ maxLength: 10 })),
});

export const PendientesQuery = Type.Object({ fecha: Type.Optional(Type.String({ maxLength: 10, description: 'AAAA-MM-DD; por defecto, hoy' })) });

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

export const Equipo = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  voluntarios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() })),
});
