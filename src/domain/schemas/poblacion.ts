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
  fecha_censo: Nullable(Type.String({ description: 'Fecha (AAAA-MM-DD) del último censo, del que sale la estimación; null si la colonia nunca se ha censado' })),
  dias_desde_censo: Nullable(Type.Integer({ description: 'Días desde el último censo hasta hoy (fecha de España); null sin censo' })),
  obsoleta: Type.Boolean({ description: 'El último censo tiene más días que la vigencia configurada (CENSO_VIGENCIA_DIAS); false sin censo' }),
  intervalo_vigente: Type.Union([Type.Tuple([Type.Integer(), Type.Integer()]), Type.Null()], {
    description: 'El intervalo del 95 % hoy: ic95 mientras el censo está vigente; obsoleto, inferior·(1−merma)^t y superior·(1+merma)^t, t = años pasados de la vigencia; null sin ic95',
  }),
});
export type Poblacion = Static<typeof Poblacion>;
