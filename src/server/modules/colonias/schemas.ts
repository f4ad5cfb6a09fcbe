/** TypeBox schemas of the colony and people calls. */
import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination';
import { COLONIA_SORTS } from './repository';
import { GEOCODIFICACION } from '../../../domain/types';

/** `T | null` as one JSON-schema type list: validation never coerces a null away, serialisation stays fast. */
export function nullable<T>(schema: { type: string } & Record<string, unknown>) {
  return Type.Unsafe<T | null>({ ...schema, type: [schema.type, 'null'] });
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const Colonia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  ubicacion: Type.String(),
  latitude: nullable<number>({ type: 'number' }),
  longitude: nullable<number>({ type: 'number' }),
  numero_gatos: Type.Integer(),
  responsable_voluntario: nullable<string>({ type: 'string' }),
  estado: Type.String(),
});

export const ColoniaCreada = Type.Object({
  ...Colonia.properties,
  geocodificacion: Type.Enum([...GEOCODIFICACION]),
});

export const ColoniaListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  estado: Type.Optional(Type.String({ maxLength: 50 })),
  sort: Type.Optional(Type.Enum([...COLONIA_SORTS])),
  order: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'])),
});

export const ColoniaCreate = Type.Object({
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  ubicacion: Type.String({ minLength: 1, maxLength: 300 }),
  responsable_voluntario: Type.Optional(nullable<string>({ type: 'string', maxLength: 200 })),
  estado: Type.Optional(nullable<string>({ type: 'string', maxLength: 50 })),
  latitude: Type.Optional(nullable<number>({ type: 'number', minimum: -90, maximum: 90 })),
  longitude: Type.Optional(nullable<number>({ type: 'number', minimum: -180, maximum: 180 })),
});

export const Esterilizados = Type.Object({
  total_gatos: Type.Integer(),
  gatos_esterilizados: Type.Integer(),
  porcentaje_esterilizados: Type.Number(),
});

export const ColoniaGatosQuery = Type.Object({
  ...PageQuery.properties,
  incluir_inactivos: Type.Optional(Type.Boolean({ default: false })),
});

export const MapaColonia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  ubicacion: nullable<string>({ type: 'string' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

export const ChartRecord = Type.Object({ colonia: Type.String(), gatos: Type.Integer() });

export const AsignarUsuario = Type.Object({
  user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  colonia_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const Asignacion = Type.Object({
  id: Type.Integer(),
  usuario_id: Type.Integer(),
  username: Type.String(),
  nombre: nullable<string>({ type: 'string' }),
  role: Type.String(),
  asignacion_id: nullable<number>({ type: 'integer' }),
  colonia_id: nullable<number>({ type: 'integer' }),
  colony_nombre: nullable<string>({ type: 'string' }),
  colonia_nombre: nullable<string>({ type: 'string' }),
});
