/** TypeBox schemas of the trap bank's calls: the records (src/domain/schemas/equipo) and the queries and answers of these routes. */
import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination';
import { sortQuery } from '../../lib/sorting';
import { EQUIPO_SORTS } from './sorting';
import { DevolucionBody, Equipo, EquipoBody, HistorialEquipo, Prestamo, PrestamoBody } from '../../../domain/schemas/equipo';

export { DevolucionBody, Equipo, EquipoBody, HistorialEquipo, Prestamo, PrestamoBody };

export const EquipoListQuery = Type.Object({
  ...PageQuery.properties,
  estado: Type.Optional(Type.String({ maxLength: 50 })),
  q: Type.Optional(Type.String({ maxLength: 50, description: 'Parte del código' })),
  ...sortQuery(EQUIPO_SORTS),
});

/** Whom and for which colony the caller may lend: a voluntario only themselves and their colonies. */
export const OpcionesPrestamo = Type.Object({
  usuarios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() })),
  colonias: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() })),
});

export const Mensaje = Type.Object({ message: Type.String() });
