/** TypeBox schemas of the grants' calls: the records (src/domain/schemas/coste, subvencion) and these routes' own. */
import { Type } from 'typebox';
import { DbId } from '../../lib/schemas';
import { PageQuery } from '../../lib/pagination';

export { Subvencion } from '../../../domain/schemas/coste';
export { CosteLineaBody, FilaJustificacion, JustificacionQuery, LineaBody, LineaConTotales, LineasPostBody, SubvencionBody, SubvencionDetalle } from '../../../domain/schemas/subvencion';

export const SubvencionListQuery = PageQuery;
export const LineaParams = Type.Object({ id: DbId(), linea_id: DbId() });
export const CosteParams = Type.Object({ id: DbId(), coste_id: DbId() });
export const Mensaje = Type.Object({ message: Type.String() });
