/** TypeBox schemas of the colony and people calls: the records (src/domain/schemas) and the queries of these routes. */
import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination';
import { sortQuery } from '../../lib/sorting';
import { MAX_PAGE_LIMIT } from '../../../domain/constants';
import { ASIGNACION_SORTS } from './asignacionesRepository';
import { COLONIA_SORTS } from './repository';
import { ChartRecord, Colonia, ColoniaBody, ColoniaCreada, ColoniaMapa, Esterilizados } from '../../../domain/schemas/colonia';
import { Asignacion, AsignarUsuario } from '../../../domain/schemas/asignacion';

export { Asignacion, AsignarUsuario, ChartRecord, Colonia, ColoniaCreada, Esterilizados };
export const ColoniaCreate = ColoniaBody;
export const MapaColonia = ColoniaMapa;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ColoniaListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  estado: Type.Optional(Type.String({ maxLength: 50 })),
  ...sortQuery(COLONIA_SORTS),
});

export const ColoniaGatosQuery = Type.Object({
  ...PageQuery.properties,
  incluir_inactivos: Type.Optional(Type.Boolean({ default: false })),
});

/** The assignments list: paged only when `limit` is given (the original client reads it whole), filtered by colony name. */
export const AsignacionesQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  colonia: Type.Optional(Type.String({ maxLength: 200 })),
  ...sortQuery(ASIGNACION_SORTS),
});
