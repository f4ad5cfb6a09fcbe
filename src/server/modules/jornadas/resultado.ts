/**
 * Records a booked cat's outcome in one transaction: the cat updated (or,
 * one still to trap, created in its colony), the veterinary activity, the
 * campaign membership of an operated cat and the booking's outcome, each
 * audited. Any failure rolls all of it back. A no-show only marks the
 * booking, which leaves the cat free for the next day.
 */
import type { Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { spanishText } from '../../../domain/i18n';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { conflict, notFound } from '../../lib/errors';
import { descripcionActividad, type Resultado } from './resultadoInput';
import { actosDelResultado, registrarActosDeJornada } from '../costes/actosDeJornada';

const flag = (value: boolean) => (value ? 1 : 0);

/** The campaign an operated cat joins, and whose costs the day's acts are: the day's own, else the one in progress that covers the day (the latest started). */
export async function campanaDe(trx: Db, jornada: { fecha: string; campana_id: number | null }): Promise<number | null> {
  if (jornada.campana_id !== null) return jornada.campana_id;
  const row = await trx
    .selectFrom('campanas')
    .select('id')
    .where('estatus', '=', 'en progreso')
    .where('fecha_inicio', '<=', jornada.fecha)
    .where((eb) => eb.or([eb('fecha_fin', 'is', null), eb('fecha_fin', '>=', jornada.fecha)]))
    .orderBy('fecha_inicio', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function registrarResultado(db: Db, engine: Engine, jornadaId: number, reservaId: number, r: Resultado, actor: Actor): Promise<void> {
  await db.transaction().execute((trx) => escribirResultado(trx, engine === 'postgres', jornadaId, reservaId, r, actor));
}

/**
 * The writes of an outcome inside a transaction the caller opened (the demo's seed records its day's outcomes so).
 * `lockDay`: lock the day's row first (PostgreSQL; SQLite runs one write transaction at a time).
 */
export async function escribirResultado(trx: Db, lockDay: boolean, jornadaId: number, reservaId: number, r: Resultado, actor: Actor): Promise<void> {
  const lookup = trx.selectFrom('jornadas as j').innerJoin('proveedores as p', 'p.id', 'j.proveedor_id').select(['j.id', 'j.fecha', 'j.campana_id', 'j.proveedor_id', 'p.nombre']).where('j.id', '=', jornadaId);
  const jornada = await (lockDay ? lookup.forUpdate() : lookup).executeTakeFirst();
  if (!jornada) throw notFound(JORNADA_KEYS.notFound);
  const reserva = await trx.selectFrom('jornada_reservas').selectAll().where('jornada_id', '=', jornadaId).where('id', '=', reservaId).executeTakeFirst();
  if (!reserva) throw notFound(JORNADA_KEYS.reservaNotFound);
  if (reserva.resultado_at !== null) throw conflict(JORNADA_KEYS.reservaConResultado);
  const now = nowIso();

  if (!r.presentado) {
    await trx.updateTable('jornada_reservas').set({ resultado_at: now, presentado: 0, operado: 0 }).where('id', '=', reservaId).execute();
    await recordAudit(trx, actor, 'editar', 'jornada_reservas', reservaId, 'no presentado');
    return;
  }

  if (r.microchip !== null) {
    const other = await trx.selectFrom('gatos').select('id').where('codigo_identificacion', '=', r.microchip).executeTakeFirst();
    if (other && other.id !== reserva.gato_id) throw conflict(JORNADA_KEYS.microchipDeOtroGato);
  }

  const cambios = {
    sexo: r.sexo_encontrado!,
    updated_at: now,
    ...(r.operado ? { fecha_esterilizacion: jornada.fecha } : {}),
    ...(r.microchip !== null ? { codigo_identificacion: r.microchip } : {}),
    ...(r.microchip_accion === 'implantado' ? { fecha_identificacion: jornada.fecha } : {}),
    ...(r.edad_meses !== null ? { edad_num: r.edad_meses, edad_unidad: 'meses' } : {}),
  };
  let gatoId = reserva.gato_id;
  if (gatoId === null) {
    const colonia = await trx.selectFrom('colonias').select(['ubicacion']).where('id', '=', reserva.colonia_id).executeTakeFirstOrThrow();
    const nuevo = await trx
      .insertInto('gatos')
      .values({ nombre: r.nombre ?? 'Sin nombre', ubicacion: colonia.ubicacion, colonia_id: reserva.colonia_id, created_at: now, ...cambios })
      .returning('id')
      .executeTakeFirstOrThrow();
    gatoId = nuevo.id;
    await recordAudit(trx, actor, 'crear', 'gatos', gatoId, `jornada ${jornadaId}`);
  } else {
    await trx.updateTable('gatos').set(cambios).where('id', '=', gatoId).execute();
    await recordAudit(trx, actor, 'editar', 'gatos', gatoId, `jornada ${jornadaId}`);
  }

  const comprobacion = reserva.comprobacion_resultado
    ? ` Comprobación del microchip ${reserva.comprobacion_microchip}: ${reserva.comprobacion_resultado}${reserva.comprobacion_decision ? `, decisión: ${reserva.comprobacion_decision} (${reserva.comprobacion_consulta})` : ''}.`
    : '';
  const actividad = await trx
    .insertInto('actividades')
    .values({
      tipo: spanishText(r.operado ? JORNADA_KEYS.actividadOperado : JORNADA_KEYS.actividadNoOperado),
      descripcion: descripcionActividad(r, jornada.nombre) + comprobacion,
      gato_id: gatoId,
      usuario_id: actor.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, 'crear', 'actividades', actividad.id);

  const actos = actosDelResultado(r);
  const campanaId = actos.length > 0 ? await campanaDe(trx, jornada) : null;
  if (r.operado && campanaId !== null) {
    const member = await trx.selectFrom('campana_gatos').select('gato_id').where('campana_id', '=', campanaId).where('gato_id', '=', gatoId).executeTakeFirst();
    if (!member) {
      await trx.insertInto('campana_gatos').values({ campana_id: campanaId, gato_id: gatoId, created_at: now }).execute();
      await recordAudit(trx, actor, 'asignar', 'campanas', campanaId, `gato ${gatoId}`);
    }
  }

  const { nombre: _nombre, ...stored } = r;
  await trx
    .updateTable('jornada_reservas')
    .set({
      ...stored,
      gato_id: gatoId,
      resultado_at: now,
      presentado: 1,
      operado: flag(r.operado),
      corte_oreja: flag(r.corte_oreja),
      gestante: flag(r.gestante),
      lactante: flag(r.lactante),
    })
    .where('id', '=', reservaId)
    .execute();
  await recordAudit(trx, actor, 'editar', 'jornada_reservas', reservaId, r.operado ? 'operado' : 'no operado');
  await registrarActosDeJornada(
    trx,
    { reserva_id: reservaId, gato_id: gatoId, colonia_id: reserva.colonia_id, proveedor_id: jornada.proveedor_id, fecha: jornada.fecha, campana_id: campanaId },
    actos,
    actor,
  );
}
