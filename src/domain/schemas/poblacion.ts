/** A colony's CER population: its registered and sterilised cats, its latest census, the estimate and how far the colony is from the target. */
import { Type, type Static } from 'typebox';
import { CER_ESTADOS, CER_METHODS } from '../cer';
import { Nullable } from './common';
import { CensoRef } from './censo';

/** Sterilised share of the estimate, 0..1, or null without an estimate. */
export const Cobertura = Nullable(Type.Number());
export const CerEstadoSchema = Type.Enum([...CER_ESTADOS]);
export const CerMetodoSchema = Type.Enum([...CER_METHODS]);

export const Poblacion = Type.Object({
  colonia_id: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  censo: Type.Union([CensoRef, Type.Null()]),
  estimacion: Type.Object({
    metodo: CerMetodoSchema,
    n: Type.Integer(),
    ic95: Type.Union([Type.Tuple([Type.Integer(), Type.Integer()]), Type.Null()]),
  }),
  cobertura: Cobertura,
  objetivo: Type.Number(),
  estado: CerEstadoSchema,
  por_esterilizar: Type.Integer({ description: 'Gatos que faltan por esterilizar para llegar al objetivo: ceil(objetivo·n) − esterilizados' }),
});
export type Poblacion = Static<typeof Poblacion>;
