/** A street count of one colony (CER programme): the record the API answers, what the censos table stores, what recording one sends. */
import { Type, type Static } from 'typebox';
import { OBSERVACIONES_MAX } from '../cer';
import { Nullable } from './common';

/** Counts are bounded so a typo never reaches an integer column's limit (the domain's rule is stricter: cer.ts). */
const Count = Type.Integer({ minimum: 0, maximum: 100_000 });

export const Censo = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  fecha: Type.String(),
  gatos_vistos: Type.Integer(),
  crias: Type.Integer(),
  marcados_vistos: Type.Integer(),
  observaciones: Nullable(Type.String()),
  usuario_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Censo = Static<typeof Censo>;

/** A census as an estimate refers to it: its day and counts. */
export const CensoRef = Type.Object({
  id: Censo.properties.id,
  fecha: Censo.properties.fecha,
  gatos_vistos: Censo.properties.gatos_vistos,
  crias: Censo.properties.crias,
  marcados_vistos: Censo.properties.marcados_vistos,
});
export type CensoRef = Static<typeof CensoRef>;

export const CensoBody = Type.Object({
  fecha: Type.String({ maxLength: 40, description: 'AAAA-MM-DD, no posterior a hoy' }),
  gatos_vistos: Count,
  crias: Count,
  marcados_vistos: Count,
  observaciones: Type.Optional(Nullable(Type.String({ maxLength: OBSERVACIONES_MAX }))),
  client_id: Type.Optional(Nullable(Type.String({ maxLength: 36, description: 'UUID del cliente (censo hecho sin conexión): reenviarlo devuelve el mismo censo' }))),
});
