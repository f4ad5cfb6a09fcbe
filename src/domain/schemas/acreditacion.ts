/**
 * Training courses and accredited caregivers (src/server/modules/acreditaciones):
 * the records the server answers and validates, and the public verification of
 * a card. The screens read their types (`Static<>`).
 */
import { Type, type Static } from 'typebox';
import {
  ACREDITACION_COLONIAS_MAX,
  CURSO_DESCRIPCION_MAX,
  CURSO_HORAS_MAX,
  CURSO_LUGAR_MAX,
  CURSO_TITULO_MAX,
  REVOCACION_MOTIVO_MAX,
  type EstadoAcreditacion,
} from '../acreditaciones';
import { DbId, Nullable, TextOf } from './common';

const Fecha = (description = 'AAAA-MM-DD') => Type.String({ maxLength: 10, description });
const Persona = Type.Object({ id: Type.Integer(), nombre: Type.String() });
const ColoniaRef = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const Curso = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  fecha: Type.String({ description: 'AAAA-MM-DD' }),
  horas: Nullable(Type.Number()),
  lugar: Nullable(Type.String()),
  descripcion: Nullable(Type.String()),
  asistentes: Type.Array(Persona, { description: 'Quien asistió, por nombre' }),
  created_at: Type.String(),
});
export type Curso = Static<typeof Curso>;

export const CursoBody = Type.Object({
  titulo: Type.String({ maxLength: CURSO_TITULO_MAX }),
  fecha: Fecha(),
  horas: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: CURSO_HORAS_MAX }))),
  lugar: Type.Optional(Nullable(Type.String({ maxLength: CURSO_LUGAR_MAX }))),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: CURSO_DESCRIPCION_MAX }))),
  asistentes: Type.Optional(Type.Array(DbId(), { maxItems: 500, description: 'Cuentas de voluntario o de usuario que asistieron' })),
});
export type CursoBody = Static<typeof CursoBody>;

export const Acreditacion = Type.Object({
  id: Type.Integer(),
  usuario_id: Type.Integer(),
  usuario_nombre: Type.String(),
  entidad_nombre: Nullable(Type.String({ description: 'La entidad colaboradora a la que pertenece la persona, si pertenece a una' })),
  colonias: Type.Array(ColoniaRef, { description: 'Las colonias que puede atender, por nombre' }),
  curso_id: Nullable(Type.Integer()),
  curso_titulo: Nullable(Type.String()),
  desde: Type.String({ description: 'AAAA-MM-DD' }),
  hasta: Type.String({ description: 'AAAA-MM-DD: último día en que vale' }),
  codigo: Type.String({ description: 'Código de verificación del carné (K-XXXX-XXXX)' }),
  foto: Nullable(Type.String({ description: 'Dirección de la foto del carné (privada)' })),
  revocada_at: Nullable(Type.String()),
  motivo_revocacion: Nullable(Type.String()),
  estado: TextOf<EstadoAcreditacion>({ description: 'pendiente, vigente, por_caducar, caducada o revocada, calculado sobre el día de hoy' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Acreditacion = Static<typeof Acreditacion>;

/**
 * What staff write of an accreditation. Renewing one is giving it a later `hasta`:
 * its card and code stay, and the verification answers the new date.
 */
export const AcreditacionBody = Type.Object({
  usuario_id: DbId({ description: 'La persona acreditada (cuenta de voluntario o de usuario)' }),
  colonia_ids: Type.Array(DbId(), { minItems: 1, maxItems: ACREDITACION_COLONIAS_MAX }),
  desde: Fecha(),
  hasta: Fecha('AAAA-MM-DD: último día en que vale'),
  curso_id: Type.Optional(Nullable(DbId())),
  revocar: Type.Optional(Type.Boolean({ description: 'true la revoca (para siempre): deja de valer en el acto' })),
  motivo_revocacion: Type.Optional(Nullable(Type.String({ maxLength: REVOCACION_MOTIVO_MAX }))),
});
export type AcreditacionBody = Static<typeof AcreditacionBody>;

/** What staff choose from when accrediting: the accounts that may be accredited, the colonies and the courses. */
export const OpcionesAcreditacion = Type.Object({
  personas: Type.Array(Persona, { description: 'Cuentas activas de voluntario o de usuario, por nombre' }),
  colonias: Type.Array(ColoniaRef, { description: 'Las colonias del municipio, por nombre' }),
  cursos: Type.Array(Type.Object({ id: Type.Integer(), titulo: Type.String(), fecha: Type.String() }), { description: 'Los cursos, el más reciente primero' }),
});
export type OpcionesAcreditacion = Static<typeof OpcionesAcreditacion>;

/** What anyone who reads a card's QR code sees: nothing more. */
export const VerificacionCarne = Type.Object({
  tipo: Type.Literal('carne'),
  codigo: Type.String(),
  valido: Type.Boolean({ description: 'Vigente hoy: ni caducada, ni revocada, ni aún por empezar' }),
  hasta: Type.String({ description: 'AAAA-MM-DD' }),
  colonias: Type.Array(Type.String()),
  nombre: Type.String({ description: 'Nombre de pila e inicial del apellido' }),
  municipio: Type.String(),
});
export type VerificacionCarne = Static<typeof VerificacionCarne>;
