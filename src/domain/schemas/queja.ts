/**
 * A complaint (queja): the record the API answers, what the quejas table
 * stores of it, the resolve action's body, and its public tracking view.
 * It is filed as a multipart form (with an optional attachment).
 */
import { Type, type Static } from 'typebox';
import { RESPUESTA_PUBLICA_MAX } from '../seguimiento';
import { Nullable } from './common';

const ARCHIVO = 'Enlace firmado al adjunto, válido entre 15 y 30 minutos (/api/adjuntos/<usuario>/<caducidad>/<firma>/<nombre>), absoluto sobre PUBLIC_URL cuando está definida';

export const Queja = Type.Object({
  id: Type.Integer(),
  /** The day, dd/mm/yyyy, as the original API answered it (the table keeps the moment). */
  fecha: Type.String({ description: 'Día de registro, dd/mm/aaaa (como la API original)' }),
  /** The exact moment, ISO 8601 UTC: what our screens show and sort by. */
  fecha_hora: Type.String({ description: 'Momento exacto de registro, ISO 8601 en UTC' }),
  descripcion: Type.String(),
  colonia_id: Nullable(Type.Integer()),
  colonia_nombre: Nullable(Type.String()),
  solucion_responsable: Nullable(Type.String()),
  /** The viewer's signed link to the attachment (the table keeps the file's name). */
  archivo: Nullable(Type.String({ description: ARCHIVO })),
  estatus: Type.String(),
  /** The code the filer uses on the public page /seguimiento. */
  codigo_seguimiento: Nullable(Type.String({ description: 'Código de seguimiento público, p. ej. Q-7KD4-M2XP' })),
  /** The council's answer, public on /seguimiento. */
  respuesta_publica: Nullable(Type.String({ description: 'Respuesta del ayuntamiento, visible en /seguimiento' })),
});
export type Queja = Static<typeof Queja>;

/** The fields not stored as such: the moment (the stored `fecha`) and the colony's name. */
export const QUEJA_DERIVED = ['fecha_hora', 'colonia_nombre'] as const;

/** Resolving: an optional public answer (staff only); the original clients send no body. */
export const QuejaResolveBody = Type.Union([
  Type.Object({ respuesta_publica: Type.Optional(Nullable(Type.String({ maxLength: RESPUESTA_PUBLICA_MAX }))) } satisfies { [K in keyof Queja]?: unknown }),
  Type.Null(),
]);

/** What anyone with the code sees of a complaint: never its description, internal solution, names, e-mails or files. */
export const Seguimiento = Type.Object({
  codigo_seguimiento: Type.String(),
  estatus: Type.String(),
  fecha_registro: Type.String({ description: 'Fecha y hora de registro (ISO 8601, UTC)' }),
  fecha_ultimo_cambio: Type.String({ description: 'Fecha y hora del último cambio de estado (ISO 8601, UTC)' }),
  colonia_nombre: Nullable(Type.String()),
  respuesta_publica: Nullable(Type.String()),
});
export type Seguimiento = Static<typeof Seguimiento>;
