/** TypeBox schemas of the cat calls: the records (src/domain/schemas) and the queries of these routes. */
import { Nullable } from '../../lib/schemas';
import { Type, type Static } from 'typebox';
import { GATO_SORT_FIELDS } from '../../../domain/gatos';
import { ESTADOS_SALUD } from '../../../domain/types';
import { Gato, GatoAsignado } from '../../../domain/schemas/gato';
import { ColoniaOpcion } from '../../../domain/schemas/colonia';
import { PageQuery } from '../../lib/pagination';
import { sortQuery } from '../../lib/sorting';

export { Gato, GatoAsignado };

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
  ...sortQuery(GATO_SORT_FIELDS),
});
export type ListQuery = Static<typeof ListQuery>;

/** The assigned cats take the full list's search and sort (the same indexes serve them). */
export const MisGatosQuery = Type.Object({
  ...PageQuery.properties,
  incluir_inactivos: Type.Optional(Bool),
  q: ListQuery.properties.q,
  ...sortQuery(GATO_SORT_FIELDS),
});

export const Message = Type.Object({ message: Type.String() });

export const ColoniaOpcionList = Type.Array(ColoniaOpcion);

export const ImportResult = Type.Object({
  detalle: Type.String(),
  omitidos: Type.Integer(),
  errores: Type.Array(Type.Object({ fila: Type.Integer(), motivo: Type.String() })),
});

/** PUT /gatos/gatos/{id}/baja: an optional reason; the original clients send no body (an empty form reads as null). */
export const BajaBody = Type.Union([
  Type.Object({ motivo: Type.Optional(Nullable(Type.String({ description: 'Motivo de la baja (fallecido, adoptado, desaparecido, trasladado… o texto libre)' }))) }),
  Type.Null(),
]);
