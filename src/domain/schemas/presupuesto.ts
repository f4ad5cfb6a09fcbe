/**
 * What the programme costs against what it has: a campaign's or a year's
 * budget, committed (booked clinic slots at their price), spent (the costs)
 * and remaining, the cost per sterilised cat, and the projection a council
 * needs to ask for money: the cats still to sterilise to reach the coverage
 * target, by colony, at the unit cost. Amounts in whole cents.
 */
import { Type, type Static } from 'typebox';
import type { ConceptoCoste } from '../costes';
import { Nullable, TextOf } from './common';

const Centimos = (description: string) => Type.Integer({ description: `${description}, en céntimos de euro` });

/** The four figures of any budget, and what the spent money bought. */
const Cifras = {
  presupuesto_centimos: Nullable(Centimos('Presupuesto; null, sin presupuesto')),
  comprometido_centimos: Centimos('Plazas reservadas en jornadas aún sin resultado, a su tarifa de esterilización'),
  gastado_centimos: Centimos('Costes registrados (facturados, o a su tarifa hasta facturarse)'),
  restante_centimos: Nullable(Centimos('Presupuesto menos comprometido y gastado')),
  esterilizados: Type.Integer({ description: 'Esterilizaciones entre los costes' }),
  coste_por_esterilizado_centimos: Nullable(Centimos('Gastado entre esterilizados')),
  sin_importe: Type.Integer({ description: 'Costes o reservas sin tarifa ni factura: no suman' }),
};

export const PresupuestoCampanaCifras = Type.Object({ campana_id: Type.Integer(), ...Cifras });
export type PresupuestoCampanaCifras = Static<typeof PresupuestoCampanaCifras>;

export const PresupuestoCampanaBody = Type.Object({
  importe_centimos: Nullable(Type.Integer({ description: 'Presupuesto en céntimos; null lo quita' })),
});
export type PresupuestoCampanaBody = Static<typeof PresupuestoCampanaBody>;

export const ProyeccionColonia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  estimacion: Type.Integer({ description: 'Población estimada por el CER' }),
  esterilizados: Type.Integer(),
  por_esterilizar: Type.Integer({ description: 'Gatos que faltan por esterilizar para el objetivo de cobertura' }),
  importe_centimos: Nullable(Centimos('por_esterilizar × coste unitario')),
});

export const InformeCostes = Type.Object({
  anio: Type.Integer(),
  ...Cifras,
  por_concepto: Type.Array(Type.Object({ concepto: TextOf<ConceptoCoste>(), costes: Type.Integer(), importe_centimos: Centimos('Importe') })),
  campanas: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), ...Cifras })),
  proyeccion: Type.Object({
    objetivo: Type.Number({ description: 'Cobertura objetivo del municipio (0 a 1)' }),
    coste_unitario_centimos: Nullable(Centimos('Coste de esterilizar un gato')),
    origen_coste_unitario: Nullable(TextOf<'gasto' | 'tarifa'>({ description: 'gasto: el coste por esterilizado del año; tarifa: la media de las tarifas vigentes' })),
    por_esterilizar: Type.Integer(),
    importe_centimos: Nullable(Centimos('Presupuesto para alcanzar el objetivo')),
    colonias: Type.Array(ProyeccionColonia),
  }),
});
export type InformeCostes = Static<typeof InformeCostes>;

export const InformeCostesQuery = Type.Object({ anio: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Año; el actual si falta' })) });
