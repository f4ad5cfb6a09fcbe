/**
 * Clinic days: a veterinary provider, a day it offers with its capacity, a
 * booking of a colony cat (known, or still to trap) into a day with its
 * outcome, and what creating, booking and recording send.
 */
import { Type, type Static } from 'typebox';
import { JORNADA_CAPACIDAD_MAX } from '../constants';
import type { ComprobacionDecision, ComprobacionResultado, MicrochipAccion, PruebaResultado, ReservaSexo } from '../jornadas';
import type { Sexo } from '../types';
import { DbId, Nullable, TextOf } from './common';

export const PROVEEDOR_TEXT_MAX = 200;
export const RESULTADO_TEXT_MAX = 2000;

const NullableText = Nullable(Type.String());

export const Proveedor = Type.Object({
  id: Type.Integer(),
  nombre: Type.String({ description: 'Nombre de la clínica' }),
  direccion: Type.String(),
  veterinario: NullableText,
  numero_colegiado: Type.String({ description: 'Número de colegiado del veterinario' }),
  usuario_id: Nullable(Type.Integer({ description: 'Cuenta del veterinario, que ve las jornadas de la clínica' })),
  created_at: Type.String(),
});
export type Proveedor = Static<typeof Proveedor>;

export const ProveedorBody = Type.Object({
  nombre: Type.String({ minLength: 1, maxLength: PROVEEDOR_TEXT_MAX }),
  direccion: Type.String({ minLength: 1, maxLength: PROVEEDOR_TEXT_MAX }),
  veterinario: Type.Optional(Nullable(Type.String({ maxLength: PROVEEDOR_TEXT_MAX }))),
  numero_colegiado: Type.String({ minLength: 1, maxLength: 50 }),
  usuario_id: Type.Optional(Nullable(DbId())),
});
export type ProveedorBody = Static<typeof ProveedorBody>;

/** The slots one booked cat occupies, by case: the municipality's weights, or the installation's where it saved none. */
export const PesosReserva = Type.Object(
  {
    macho: Type.Number(),
    hembra: Type.Number(),
    desconocido: Type.Number({ description: 'Un gato de sexo aún desconocido' }),
    cachorro: Type.Number({ description: 'Un cachorro, sea cual sea su sexo' }),
  },
  { description: 'Plazas que ocupa una nueva reserva según los ajustes del municipio; cada reserva hecha guarda las suyas (peso)' },
);
export type PesosReserva = Static<typeof PesosReserva>;

export const Jornada = Type.Object({
  id: Type.Integer(),
  proveedor_id: Type.Integer(),
  proveedor_nombre: Type.String(),
  fecha: Type.String({ description: 'AAAA-MM-DD' }),
  capacidad: Type.Integer({ description: 'Plazas de la jornada' }),
  campana_id: Nullable(Type.Integer()),
  ocupadas: Type.Number({ description: 'Plazas ocupadas por las reservas, según su peso' }),
  libres: Type.Number(),
  reservas: Type.Integer(),
  created_at: Type.String(),
  /** What a new booking takes now (a booking made keeps the weight it was made with: Reserva.peso). */
  pesos: PesosReserva,
});
export type Jornada = Static<typeof Jornada>;

/** The fields read from other tables or counted from the bookings, not stored. */
export const JORNADA_DERIVED = ['proveedor_nombre', 'ocupadas', 'libres', 'reservas', 'pesos'] as const;

export const JornadaBody = Type.Object({
  proveedor_id: DbId(),
  fecha: Type.String({ minLength: 1, maxLength: 40, description: 'AAAA-MM-DD' }),
  capacidad: Type.Integer({ description: `Plazas, de 1 a ${JORNADA_CAPACIDAD_MAX}` }),
  campana_id: Type.Optional(Nullable(DbId())),
});
export type JornadaBody = Static<typeof JornadaBody>;

export const Reserva = Type.Object({
  id: Type.Integer(),
  jornada_id: Type.Integer(),
  gato_id: Nullable(Type.Integer()),
  gato_nombre: NullableText,
  gato_codigo: NullableText,
  colonia_id: Type.Integer(),
  colonia_nombre: Type.String(),
  sexo: TextOf<ReservaSexo>(),
  cachorro: Type.Boolean(),
  peso: Type.Number({ description: 'Plazas que ocupa' }),
  usuario_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  resultado_at: NullableText,
  presentado: Nullable(Type.Boolean()),
  operado: Nullable(Type.Boolean()),
  motivo_no_operado: NullableText,
  sexo_encontrado: Nullable(TextOf<Sexo>()),
  microchip: NullableText,
  microchip_accion: Nullable(TextOf<MicrochipAccion>()),
  corte_oreja: Nullable(Type.Boolean()),
  felv: Nullable(TextOf<PruebaResultado>()),
  fiv: Nullable(TextOf<PruebaResultado>()),
  gestante: Nullable(Type.Boolean()),
  lactante: Nullable(Type.Boolean()),
  edad_meses: Nullable(Type.Integer()),
  peso_kg: Nullable(Type.Number()),
  complicaciones: NullableText,
  fecha_retorno: NullableText,
  comprobacion_microchip: NullableText,
  comprobacion_resultado: Nullable(TextOf<ComprobacionResultado>()),
  comprobacion_consulta: NullableText,
  comprobacion_decision: Nullable(TextOf<ComprobacionDecision>()),
  comprobacion_at: NullableText,
});
export type Reserva = Static<typeof Reserva>;

/** The fields read from the cat and the colony. */
export const RESERVA_JOINED = ['gato_nombre', 'gato_codigo', 'colonia_nombre'] as const;

/** A booking: a known cat, or a colony and the sex of a cat still to trap; a kitten weighs less. */
export const ReservaBody = Type.Object({
  gato_id: Type.Optional(DbId()),
  colonia_id: Type.Optional(DbId()),
  sexo: Type.Optional(Type.String({ maxLength: 20 })),
  cachorro: Type.Optional(Type.Boolean()),
});
export type ReservaBody = Static<typeof ReservaBody>;

const Prueba = Type.Optional(Nullable(Type.String({ maxLength: 20 })));

/** The outcome of one booked cat. `presentado: false` is a no-show: nothing is written but the booking's mark. */
export const ResultadoBody = Type.Object({
  presentado: Type.Boolean(),
  operado: Type.Optional(Type.Boolean()),
  motivo_no_operado: Type.Optional(Nullable(Type.String({ maxLength: RESULTADO_TEXT_MAX }))),
  sexo_encontrado: Type.Optional(Nullable(Type.String({ maxLength: 1 }))),
  nombre: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'Nombre de un gato nuevo (uno sin identificar)' }))),
  microchip: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  microchip_accion: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  corte_oreja: Type.Optional(Type.Boolean()),
  felv: Prueba,
  fiv: Prueba,
  gestante: Type.Optional(Type.Boolean()),
  lactante: Type.Optional(Type.Boolean()),
  edad_meses: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 360 }))),
  peso_kg: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 30 }))),
  complicaciones: Type.Optional(Nullable(Type.String({ maxLength: RESULTADO_TEXT_MAX }))),
  fecha_retorno: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});
export type ResultadoBody = Static<typeof ResultadoBody>;

/** A microchip read at intake; with `consulta` and `decision`, what staff checked in the register and decided. */
export const ComprobacionBody = Type.Object({
  microchip: Type.String({ minLength: 1, maxLength: 40 }),
  consulta: Type.Optional(Type.String({ maxLength: RESULTADO_TEXT_MAX })),
  decision: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ComprobacionBody = Static<typeof ComprobacionBody>;

export const Comprobacion = Type.Object({
  resultado: TextOf<ComprobacionResultado>(),
  aviso: NullableText,
  gato_id: Nullable(Type.Integer({ description: 'El gato de este municipio con ese microchip' })),
  bloquea_operado: Type.Boolean(),
  reserva: Reserva,
});
export type Comprobacion = Static<typeof Comprobacion>;

/** The clinic days' figures: the coming days with their free slots, the cats waiting per colony, the operated cats tested. */
export const ResumenJornadas = Type.Object({
  proximas: Type.Array(Type.Object({ id: Type.Integer(), fecha: Type.String(), proveedor_nombre: Type.String(), capacidad: Type.Integer(), libres: Type.Number() })),
  esperando: Type.Array(Type.Object({ colonia_id: Type.Integer(), colonia_nombre: Type.String(), gatos: Type.Integer() }), { description: 'Gatos reservados aún sin resultado, por colonia' }),
  operados: Type.Integer({ description: 'Gatos operados en jornadas' }),
  operados_con_prueba: Type.Integer({ description: 'De ellos, con FeLV o FIV realizada' }),
});
export type ResumenJornadas = Static<typeof ResumenJornadas>;
