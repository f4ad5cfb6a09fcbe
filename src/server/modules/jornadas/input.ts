/**
 * What a provider and a clinic day store, checked the same way when created
 * and when corrected: the same answers for the same mistakes. Editing keeps
 * the optional fields a body leaves out (the vet's account, a day's
 * campaign): the screens do not send them, and a correction of an address
 * must not unlink the vet who sees the clinic's days.
 */
import type { JornadaBody, ProveedorBody } from '../../../domain/schemas/jornada';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { JORNADA_CAPACIDAD_MAX } from '../../../domain/constants';
import { toIsoDate } from '../../../domain/validation';
import type { Db } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import type { JornadaValues, ProveedorValues } from './repository';

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** The messages of the fields the schema refuses (empty or missing), as the route's `config.messages`. */
export const PROVEEDOR_FIELD_MESSAGES = { nombre: JORNADA_KEYS.proveedorNombreRequired, direccion: JORNADA_KEYS.proveedorDireccionRequired, numero_colegiado: JORNADA_KEYS.proveedorColegiadoRequired };
export const JORNADA_FIELD_MESSAGES = { capacidad: JORNADA_KEYS.capacidadInvalid, fecha: JORNADA_KEYS.fechaInvalid };

/** A provider's values from its body; `current`, when correcting one, gives what the body leaves out. */
export async function proveedorValues(db: Db, body: ProveedorBody, current?: ProveedorValues): Promise<ProveedorValues> {
  const nombre = trimmed(body.nombre);
  const direccion = trimmed(body.direccion);
  const numero_colegiado = trimmed(body.numero_colegiado);
  if (!nombre) throw unprocessable(JORNADA_KEYS.proveedorNombreRequired);
  if (!direccion) throw unprocessable(JORNADA_KEYS.proveedorDireccionRequired);
  if (!numero_colegiado) throw unprocessable(JORNADA_KEYS.proveedorColegiadoRequired);
  const usuario_id = body.usuario_id === undefined ? (current?.usuario_id ?? null) : body.usuario_id;
  if (usuario_id !== null && usuario_id !== current?.usuario_id) {
    const vet = await db.selectFrom('users').select('role').where('id', '=', usuario_id).executeTakeFirst();
    if (vet?.role !== 'veterinario') throw unprocessable(JORNADA_KEYS.proveedorUsuarioInvalid);
  }
  const veterinario = body.veterinario === undefined ? (current?.veterinario ?? null) : trimmed(body.veterinario) || null;
  return { nombre, direccion, numero_colegiado, veterinario, usuario_id };
}

/** A day's values from its body; `current`, when correcting one, gives the campaign the body leaves out. */
export async function jornadaValues(db: Db, body: JornadaBody, current?: JornadaValues): Promise<JornadaValues> {
  const { proveedor_id, capacidad } = body;
  const fecha = toIsoDate(body.fecha);
  if (!fecha) throw unprocessable(JORNADA_KEYS.fechaInvalid);
  if (capacidad < 1 || capacidad > JORNADA_CAPACIDAD_MAX) throw unprocessable(JORNADA_KEYS.capacidadInvalid);
  if (!(await db.selectFrom('proveedores').select('id').where('id', '=', proveedor_id).executeTakeFirst())) throw notFound(JORNADA_KEYS.proveedorNotFound);
  const campana_id = body.campana_id === undefined ? (current?.campana_id ?? null) : body.campana_id;
  if (campana_id !== null && campana_id !== current?.campana_id && !(await db.selectFrom('campanas').select('id').where('id', '=', campana_id).executeTakeFirst())) {
    throw notFound(JORNADA_KEYS.campanaNotFound);
  }
  return { proveedor_id, fecha, capacidad, campana_id };
}
