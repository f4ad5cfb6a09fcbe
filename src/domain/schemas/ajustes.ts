/**
 * A municipality's settings: what GET /api/ajustes answers and PUT /api/ajustes takes. Each value is the one
 * the municipality saved; null keeps the installation's (its environment's). The product's name is the installation's.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const Ajustes = Type.Object({
  producto_nombre: Nullable(Type.String()),
  municipio_nombre: Nullable(Type.String()),
  contacto_email: Nullable(Type.String()),
  escudo: Nullable(Type.String()),
  nif: Nullable(Type.String()),
  direccion: Nullable(Type.String()),
  /** Its DIR3 code, the publisher of its open data (the first municipality's falls back to MUNICIPIO_DIR3). */
  dir3: Nullable(Type.String()),
  /** The centre of its map and of the address lookup; both or neither. */
  latitud: Nullable(Type.Number()),
  longitud: Nullable(Type.Number()),
  /** How far from the centre a colony's feeding point may be, and the address lookup searches. */
  radio_km: Nullable(Type.Number()),
  /** The languages it offers (codes), always with the installation's default. */
  idiomas: Nullable(Type.Array(Type.String())),
  /** The share of sterilised cats its CER programme aims at (0 to 1). */
  cer_objetivo: Nullable(Type.Number()),
  /** Days a colony's census stands before its estimate is shown as stale. */
  censo_vigencia_dias: Nullable(Type.Integer()),
  /** The yearly attrition (0 to below 1) that widens a stale estimate's interval. */
  cer_merma_anual: Nullable(Type.Number()),
  /** The slots a booked cat takes of a clinic day, by case, in half slots (0.5 to 10). */
  peso_reserva_macho: Nullable(Type.Number()),
  peso_reserva_hembra: Nullable(Type.Number()),
  peso_reserva_desconocido: Nullable(Type.Number()),
  peso_reserva_cachorro: Nullable(Type.Number()),
});
export type Ajustes = Static<typeof Ajustes>;

/** The values a save may carry (a missing one stays as it is); the coat of arms goes by its own upload. */
export const AjustesBody = Type.Object({
  producto_nombre: Type.Optional(Nullable(Type.String())),
  municipio_nombre: Type.Optional(Nullable(Type.String())),
  contacto_email: Type.Optional(Nullable(Type.String())),
  nif: Type.Optional(Nullable(Type.String())),
  direccion: Type.Optional(Nullable(Type.String())),
  dir3: Type.Optional(Nullable(Type.String())),
  latitud: Type.Optional(Nullable(Type.Number())),
  longitud: Type.Optional(Nullable(Type.Number())),
  radio_km: Type.Optional(Nullable(Type.Number())),
  idiomas: Type.Optional(Nullable(Type.Array(Type.String(), { maxItems: 10 }))),
  cer_objetivo: Type.Optional(Nullable(Type.Number())),
  censo_vigencia_dias: Type.Optional(Nullable(Type.Number())),
  cer_merma_anual: Type.Optional(Nullable(Type.Number())),
  peso_reserva_macho: Type.Optional(Nullable(Type.Number())),
  peso_reserva_hembra: Type.Optional(Nullable(Type.Number())),
  peso_reserva_desconocido: Type.Optional(Nullable(Type.Number())),
  peso_reserva_cachorro: Type.Optional(Nullable(Type.Number())),
});
export type AjustesBody = Static<typeof AjustesBody>;
