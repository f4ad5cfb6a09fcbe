/** A colony's CER history: one entry per month, with that month's cats, sterilisations, arrivals, bajas, census and estimate. */
import { Type, type Static } from 'typebox';
import { CensoRef } from './censo';
import { Cobertura } from './poblacion';

export const HistoriaMes = Type.Object({
  mes: Type.String({ description: 'AAAA-MM' }),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  esterilizaciones: Type.Integer(),
  altas: Type.Integer(),
  bajas: Type.Integer(),
  censo: Type.Union([CensoRef, Type.Null()]),
  estimacion: Type.Integer(),
  cobertura: Cobertura,
});
export type HistoriaMes = Static<typeof HistoriaMes>;

export const HistoriaColonia = Type.Object({
  colonia_id: Type.Integer(),
  objetivo: Type.Number(),
  meses: Type.Array(HistoriaMes),
});
export type HistoriaColonia = Static<typeof HistoriaColonia>;
