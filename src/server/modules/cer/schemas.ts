/** TypeBox schemas of the CER calls: the records (src/domain/schemas) and the queries and bodies of these routes. */
import { Type } from 'typebox';
import { DbId, Nullable } from '../../lib/schemas';
import { Censo, CensoBody } from '../../../domain/schemas/censo';
import { Poblacion } from '../../../domain/schemas/poblacion';
import { HistoriaColonia } from '../../../domain/schemas/historiaColonia';
import { Panel } from '../../../domain/schemas/panel';
import { MEMORIA_ANIO_MIN } from '../../../domain/cer';

export { Censo, CensoBody, Panel, Poblacion };
export const Historia = HistoriaColonia;

export const CensoParams = Type.Object({ id: DbId(), censo_id: DbId() });

export const MemoriaQuery = Type.Object({
  anio: Type.Optional(Type.Integer({ minimum: MEMORIA_ANIO_MIN, maximum: 2100 })),
  formato: Type.Optional(Type.Enum(['pdf', 'csv'])),
});

export const CampanaDesdeColonias = Type.Object({
  colonia_ids: Type.Array(DbId(), { minItems: 1, maxItems: 5000 }),
  nombre: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
