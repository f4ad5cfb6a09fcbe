/**
 * A municipality's partner entities, their API keys, the microchip lookup's
 * answer and its log (src/server/modules/consulta). The server answers and
 * validates with these schemas; the screens read their types.
 */
import { Type, type Static } from 'typebox';
import { ENTIDAD_NOMBRE_MAX, ENTIDAD_REGISTRO_MAX, ENTIDAD_TELEFONO_MAX, type TipoEntidad } from '../consulta';
import { Nullable, TextOf } from './common';

export const Entidad = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  tipo: TextOf<TipoEntidad>(),
  numero_registro: Nullable(Type.String({ description: 'Número del registro de entidades de protección animal, si lo tiene' })),
  email: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  activa: Type.Boolean(),
  created_at: Type.String(),
});
export type Entidad = Static<typeof Entidad>;

export const EntidadBody = Type.Object({
  nombre: Type.String({ minLength: 1, maxLength: ENTIDAD_NOMBRE_MAX }),
  tipo: Type.String({ maxLength: 20 }),
  numero_registro: Type.Optional(Nullable(Type.String({ maxLength: ENTIDAD_REGISTRO_MAX }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  telefono: Type.Optional(Nullable(Type.String({ maxLength: ENTIDAD_TELEFONO_MAX }))),
  activa: Type.Optional(Type.Boolean()),
});
export type EntidadBody = Static<typeof EntidadBody>;

/** A key as lists show it: never the key itself, only its prefix. */
export const ClaveApi = Type.Object({
  id: Type.Integer(),
  entidad_id: Type.Integer(),
  prefijo: Type.String(),
  created_at: Type.String(),
  usada_at: Nullable(Type.String()),
  revocada_at: Nullable(Type.String()),
});
export type ClaveApi = Static<typeof ClaveApi>;

/** A key just issued: the only answer that carries it whole. */
export const ClaveApiEmitida = Type.Object({ ...ClaveApi.properties, clave: Type.String({ description: 'La clave completa: se muestra solo ahora' }) });
export type ClaveApiEmitida = Static<typeof ClaveApiEmitida>;

/** The lookup's answer, and nothing else: whether the chip is a colony cat's here, the colony's name and the programme's contact. */
export const ConsultaRespuesta = Type.Object(
  {
    colonia: Type.Boolean(),
    municipio: Type.String(),
    colonia_nombre: Type.Optional(Type.String()),
    contacto: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ConsultaRespuesta = Static<typeof ConsultaRespuesta>;

/** One lookup of the log: who (an account or an entity's key), when, which chip, and what it answered. */
export const ConsultaMicrochip = Type.Object({
  id: Type.Integer(),
  consultado_at: Type.String(),
  microchip: Type.String(),
  colonia: Type.Boolean(),
  colonia_nombre: Nullable(Type.String()),
  usuario_id: Nullable(Type.Integer()),
  usuario_nombre: Nullable(Type.String()),
  entidad_id: Nullable(Type.Integer()),
  entidad_nombre: Nullable(Type.String()),
  clave_prefijo: Nullable(Type.String()),
});
export type ConsultaMicrochip = Static<typeof ConsultaMicrochip>;
