/** TypeBox schemas of the street calls: the records (src/domain/schemas/calle) and the params and queries of these routes. */
import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination';
import { sortQuery } from '../../lib/sorting';
import { DbId } from '../../lib/schemas';
import { VISITA_SORTS } from './repository';
import {
  CambioBody, CambioTurno, Comedero, ComederoBody, ComederoEnMapa, Equipo, Pendiente, Turno, TurnoBody, TurnoDeHoy, Visita, VisitaBody,
} from '../../../domain/schemas/calle';

export { CambioBody, CambioTurno, Comedero, ComederoBody, ComederoEnMapa, Equipo, Pendiente, Turno, TurnoBody, TurnoDeHoy, Visita, VisitaBody };

export const ComederoParams = Type.Object({ id: DbId(), comedero_id: DbId() });
export const TurnoParams = Type.Object({ id: DbId(), turno_id: DbId() });

export const CambiosQuery = Type.Object({ colonia_id: Type.Optional(DbId()) });

export const VisitaListQuery = Type.Object({
  ...PageQuery.properties,
  colonia_id: Type.Optional(DbId()),
  desde: Type.Optional(Type.String({ maxLength: 10 })),
  hasta: Type.Optional(Type.String({ maxLength: 10 })),
  ...sortQuery(VISITA_SORTS),
});

export const PendientesQuery = Type.Object({ fecha: Type.Optional(Type.String({ maxLength: 10, description: 'AAAA-MM-DD; por defecto, hoy' })) });
