/** The CER dashboard: the municipality's figures, the colonies below the target and the monthly series. */
import { Type, type Static } from 'typebox';
import { CerEstadoSchema, CerMetodoSchema, Cobertura } from './poblacion';
import { Nullable } from './common';

/** A colony below the target, with what its estimate says is left to do. */
export const PanelColonia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  sin_esterilizar: Type.Integer(),
  estimacion: Type.Integer(),
  metodo: CerMetodoSchema,
  cobertura: Cobertura,
  estado: CerEstadoSchema,
  por_esterilizar: Type.Integer(),
});
export type PanelColonia = Static<typeof PanelColonia>;

/** A colony whose census is due: stale (more days than the validity) or never counted (date and days null). */
export const PanelCensoObsoleto = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  fecha_censo: Nullable(Type.String()),
  dias_desde_censo: Nullable(Type.Integer()),
});
export type PanelCensoObsoleto = Static<typeof PanelCensoObsoleto>;

export const Panel = Type.Object({
  objetivo: Type.Number(),
  colonias: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  poblacion_estimada: Type.Integer(),
  cobertura: Cobertura,
  anio: Type.Integer(),
  esterilizaciones_anio: Type.Integer(),
  esterilizaciones_anio_anterior: Type.Integer(),
  quejas_abiertas: Type.Integer(),
  inspecciones_pendientes: Type.Integer(),
  campanas_en_progreso: Type.Integer(),
  /** The trap bank's items out on loan, and those of them past their return date. */
  equipos_prestados: Type.Integer(),
  equipos_vencidos: Type.Integer(),
  estados: Type.Record(Type.String(), Type.Integer()),
  colonias_bajo_objetivo: Type.Integer(),
  bajo_objetivo: Type.Array(PanelColonia),
  /** Days a census stands (the municipality's setting) and the colonies past it or never counted, never counted first, then the oldest. */
  vigencia_dias: Type.Integer(),
  colonias_censo_obsoleto: Type.Integer(),
  censo_obsoleto: Type.Array(PanelCensoObsoleto),
  serie: Type.Array(
    Type.Object({ mes: Type.String(), registrados: Type.Integer(), esterilizaciones: Type.Integer(), altas: Type.Integer(), bajas: Type.Integer() }),
  ),
});
export type Panel = Static<typeof Panel>;
