/**
 * A citizen's sighting: the record staff read (exact point, photo link,
 * e-mail), what the avistamientos table stores of it, what the public
 * tracking page shows (the point only on the public map's grid), the receipt
 * of a filed sighting and the responsable's decision.
 */
import { Type, type Static } from 'typebox';
import { AVISTAMIENTO_DECISIONES, AVISTAMIENTO_DESTINOS, type AvistamientoDestino, type AvistamientoEstado, type AvistamientoTipo } from '../avistamientos';
import { RESPUESTA_PUBLICA_MAX } from '../seguimiento';
import { DbId, Nullable, TextOf } from './common';

const CODIGO = 'Código de seguimiento público, p. ej. A-7KD4-M2XP';

export const Avistamiento = Type.Object({
  id: Type.Integer(),
  codigo_seguimiento: Type.String({ description: CODIGO }),
  tipo: TextOf<AvistamientoTipo>({ description: 'marcado, nuevo, camada o apuros' }),
  descripcion: Type.String(),
  latitude: Type.Number({ description: 'Punto exacto (solo personal)' }),
  longitude: Type.Number({ description: 'Punto exacto (solo personal)' }),
  email: Nullable(Type.String()),
  /** The viewer's signed link to the photo (the table keeps the file's name). */
  foto: Nullable(Type.String({ description: 'Enlace firmado a la foto (/api/adjuntos/…), válido entre 15 y 30 minutos' })),
  colonia_id: Nullable(Type.Integer()),
  colonia_nombre: Nullable(Type.String()),
  /** Metres to the linked colony when it was linked; null for a possible new colony. */
  distancia_m: Nullable(Type.Integer()),
  posible_nueva_colonia: Type.Boolean(),
  estado: TextOf<AvistamientoEstado>({ description: 'nuevo, aceptado o descartado' }),
  destino: Nullable(TextOf<AvistamientoDestino>({ description: 'historia, censo, gato o colonia (solo aceptado)' })),
  censo_id: Nullable(Type.Integer()),
  gato_id: Nullable(Type.Integer()),
  respuesta_publica: Nullable(Type.String()),
  nota: Nullable(Type.String({ description: 'Nota del responsable para el historial de la colonia' })),
  created_at: Type.String({ description: 'Momento del aviso, ISO 8601 en UTC' }),
  decidido_at: Nullable(Type.String()),
  anonimizado: Type.Boolean(),
});
export type Avistamiento = Static<typeof Avistamiento>;

/** The fields not stored as such: the colony's name, the derived flags. */
export const AVISTAMIENTO_DERIVED = ['colonia_nombre', 'posible_nueva_colonia', 'anonimizado'] as const;

/** What anyone with the code sees: never the exact point, the e-mail, the description or the colony's place. */
export const AvistamientoSeguimiento = Type.Object({
  codigo_seguimiento: Type.String(),
  tipo: Type.String(),
  estado: Type.String(),
  fecha_registro: Type.String({ description: 'Fecha y hora del aviso (ISO 8601, UTC)' }),
  fecha_ultimo_cambio: Type.String({ description: 'Fecha y hora del último cambio (ISO 8601, UTC)' }),
  latitude: Type.Number({ description: 'Latitud redondeada a la cuadrícula del mapa público (unos 250 m)' }),
  longitude: Type.Number({ description: 'Longitud redondeada a la cuadrícula del mapa público (unos 250 m)' }),
  respuesta_publica: Nullable(Type.String()),
});
export type AvistamientoSeguimiento = Static<typeof AvistamientoSeguimiento>;

/** The answer to a filed sighting: its tracking code and nothing else of it. */
export const AvistamientoRecibido = Type.Object({ codigo_seguimiento: Type.String({ description: CODIGO }) });
export type AvistamientoRecibido = Static<typeof AvistamientoRecibido>;

const Count = Type.Integer({ minimum: 0, maximum: 100_000 });

/**
 * The responsable's decision. Accepting names the destination and what it needs: `nota` for the colony's
 * history; the census's day and counts; the new cat's name and sex; the new colony's name (and address).
 */
export const AvistamientoDecisionBody = Type.Object({
  decision: Type.Enum([...AVISTAMIENTO_DECISIONES]),
  destino: Type.Optional(Type.Enum([...AVISTAMIENTO_DESTINOS])),
  /** Another colony than the linked one (historia, censo, gato). */
  colonia_id: Type.Optional(Nullable(DbId())),
  nota: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  fecha: Type.Optional(Type.String({ maxLength: 40, description: 'Día del censo, AAAA-MM-DD (por defecto, el del aviso)' })),
  gatos_vistos: Type.Optional(Count),
  crias: Type.Optional(Count),
  marcados_vistos: Type.Optional(Count),
  nombre: Type.Optional(Type.String({ maxLength: 200, description: 'Nombre del gato o de la colonia nueva' })),
  sexo: Type.Optional(Type.String({ maxLength: 10, description: 'M o H (gato nuevo)' })),
  ubicacion: Type.Optional(Type.String({ maxLength: 300, description: 'Dirección del gato o de la colonia nueva' })),
  respuesta_publica: Type.Optional(Nullable(Type.String({ maxLength: RESPUESTA_PUBLICA_MAX }))),
});
export type AvistamientoDecisionBody = Static<typeof AvistamientoDecisionBody>;
