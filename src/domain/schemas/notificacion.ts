/** A person's notices: a device's push subscription (as the browser's PushSubscription.toJSON() writes it) and the channel chosen per kind. */
import { Type, type Static } from 'typebox';
import { ENDPOINT_MAX } from '../notificaciones';

export const ClavePublica = Type.Object({ clave: Type.String({ description: 'Clave pública VAPID (base64url) para pushManager.subscribe' }) });
export type ClavePublica = Static<typeof ClavePublica>;

export const Suscripcion = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200 }),
    auth: Type.String({ minLength: 1, maxLength: 100 }),
  }),
});
export type Suscripcion = Static<typeof Suscripcion>;

export const SuscripcionBaja = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }) });
export type SuscripcionBaja = Static<typeof SuscripcionBaja>;

/** A device of the person: whether it is stored (the answer to a subscription and to its removal). */
export const EstadoSuscripcion = Type.Object({ suscrito: Type.Boolean() });
export type EstadoSuscripcion = Static<typeof EstadoSuscripcion>;

export const Preferencia = Type.Object({
  tipo: Type.String({ description: 'Tipo de aviso (turno_recordatorio, turno_perdido, queja_nueva, equipo_vencido, jornada_reservada, avistamiento_nuevo, acreditacion_caduca, consulta_microchip)' }),
  canal: Type.String({ description: 'push, email o ninguno' }),
});
export type Preferencia = Static<typeof Preferencia>;

/** The person's kinds, each with its channel (`elegido`: chosen by them, else the kind's default). */
export const Preferencias = Type.Array(Type.Object({ ...Preferencia.properties, elegido: Type.Boolean() }));
export type Preferencias = Static<typeof Preferencias>;

export const PreferenciasBody = Type.Array(
  Type.Object({ tipo: Type.String({ minLength: 1, maxLength: 50 }), canal: Type.String({ minLength: 1, maxLength: 20 }) }),
  { minItems: 1, maxItems: 20 },
);
export type PreferenciasBody = Static<typeof PreferenciasBody>;
