/** TypeBox pieces the route schemas share: the records' own (src/domain/schemas/common), and a path's id. */
import { Type } from 'typebox';
import { DbId } from '../../domain/schemas/common';

export { DbId, MAX_DB_ID, Nullable } from '../../domain/schemas/common';

export const IdParams = Type.Object({ id: DbId() });
