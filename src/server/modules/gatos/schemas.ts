/** TypeBox schemas of the cat calls: they validate the queries and shape (and document) the answers. */
import { Nullable } from '../../lib/schemas';
import { Type, type Static } from 'typebox';
import { GATO_SORT_FIELDS } from '../../../domain/gatos';
import { ESTADOS_SALUD } from '../../../domain/types';
import { PageQuery } from '../../lib/pagination';

const NullableString = Nullable(Type.String());

export const Gato = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  raza: NullableString,
  sexo: Type.String(),
  edad_num: Nullable(Type.Integer()),
  edad_unidad: Type.String(),
  estado_salud: NullableString,
  ubicacion: Type.String(),
  colonia_id: Type.Integer(),
  colonia_nombre: NullableString,
  evaluacion_sanitaria: NullableString,
  adoptabilidad: NullableString,
  fecha_vacunacion: NullableString,
  tipo_vacuna: NullableString,
  fecha_desparasitacion: NullableString,
  fecha_esterilizacion: NullableString,
  codigo_identificacion: NullableString,
  /** Issue 15: the microchip's implant date. */
  fecha_identificacion: NullableString,
  imagen: NullableString,
  activo: Type.Boolean(),
});

export const GatoAsignado = Type.Object({
  ...Gato.properties,
  edad: Type.String(),
  vacunado: Type.Boolean(),
  desparasitado: Type.Boolean(),
});

export const GatoList = Type.Array(Gato);
export const GatoAsignadoList = Type.Array(GatoAsignado);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const Bool = Type.Boolean();

export const ListQuery = Type.Object({
  ...PageQuery.properties,
  incluir_inactivos: Type.Optional(Bool),
  colonia_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  sexo: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('H')])),
  estado_salud: Type.Optional(Type.Union(ESTADOS_SALUD.map((estado) => Type.Literal(estado)))),
  esterilizado: Type.Optional(Bool),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union(GATO_SORT_FIELDS.map((field) => Type.Literal(field)))),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')])),
});
export type ListQuery = Static<typeof ListQuery>;

export const MisGatosQuery = Type.Object({
  ...PageQuery.properties,
  incluir_inactivos: Type.Optional(Bool),
});

export const Message = Type.Object({ message: Type.String() });

export const ColoniaOpcionList = Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() }));

export const ImportResult = Type.Object({
  detalle: Type.String(),
  omitidos: Type.Integer(),
  errores: Type.Array(Type.Object({ fila: Type.Integer(), motivo: Type.String() })),
});

/** PUT /gatos/gatos/{id}/baja: an optional reason (issue 20); the original clients send no body (an empty form reads as null). */
export const BajaBody = Type.Union([
  Type.Object({ motivo: Type.Optional(Nullable(Type.String({ description: 'Motivo de la baja (fallecido, adoptado, desaparecido, trasladado… o texto libre)' }))) }),
  Type.Null(),
]);
