/**
 * The responsable's decision on a sighting, in one transaction with its audit
 * entries: dismissed, or accepted into what it says: a note in the colony's
 * history (the accepted sighting itself, kept with the note and listed on the
 * colony), a census of the colony, a new cat of the colony, or a new colony at
 * the sighting's point. Only a new sighting is decided: the state is changed
 * with the condition that it is still new, so of two decisions at once one
 * wins and the other is a 409.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { CER_API_KEYS, censoProblem, hoyEnEspana } from '../../../domain/cer';
import { DEFAULTS } from '../../../domain/constants';
import type { AvistamientoDecisionBody } from '../../../domain/schemas/avistamiento';
import type { AvistamientoDestino } from '../../../domain/avistamientos';
import { cerRepository } from '../cer/repository';
import { coloniasRepository } from '../colonias/repository';
import { COLONIA_MESSAGES } from '../colonias/messages';
import { gatosRepository } from '../gatos/repository';
import { readGatoFields } from '../gatos/fields';
import { AVISTAMIENTO_MESSAGES } from './messages';
import type { AvistamientoRow } from './repository';

/** What the decision wrote besides the sighting's own state. */
interface Outcome {
  destino: AvistamientoDestino | null;
  colonia_id: number | null;
  distancia_m: number | null;
  censo_id: number | null;
  gato_id: number | null;
  nota: string | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

async function coloniaOf(trx: Db, row: AvistamientoRow, body: AvistamientoDecisionBody): Promise<{ id: number; ubicacion: string }> {
  const id = body.colonia_id ?? row.colonia_id;
  if (id === null || id === undefined) throw unprocessable(AVISTAMIENTO_MESSAGES.sinColonia);
  const colonia = await trx.selectFrom('colonias').select(['id', 'ubicacion']).where('id', '=', id).executeTakeFirst();
  if (!colonia) throw notFound(AVISTAMIENTO_MESSAGES.coloniaNotFound);
  return colonia;
}

/** Where the sighting is linked after the decision: the chosen colony, at its distance when it is still the linked one. */
function linkTo(row: AvistamientoRow, coloniaId: number): Pick<Outcome, 'colonia_id' | 'distancia_m'> {
  return { colonia_id: coloniaId, distancia_m: coloniaId === row.colonia_id ? row.distancia_m : null };
}

async function accept(trx: Db, row: AvistamientoRow, body: AvistamientoDecisionBody, actor: Actor): Promise<Outcome> {
  const destino = body.destino;
  const nota = text(body.nota);
  const empty = { censo_id: null, gato_id: null, nota };
  switch (destino) {
    case 'historia': {
      const colonia = await coloniaOf(trx, row, body);
      if (!nota) throw unprocessable(AVISTAMIENTO_MESSAGES.notaFalta);
      return { destino, ...linkTo(row, colonia.id), ...empty };
    }
    case 'censo': {
      const colonia = await coloniaOf(trx, row, body);
      const values = {
        fecha: body.fecha?.trim() || row.created_at.slice(0, 10),
        gatos_vistos: body.gatos_vistos,
        crias: body.crias ?? 0,
        marcados_vistos: body.marcados_vistos ?? 0,
        observaciones: nota ?? `${row.codigo_seguimiento}: ${row.descripcion}`,
      };
      const problem = censoProblem(values, hoyEnEspana());
      if (problem) throw unprocessable(CER_API_KEYS[problem]);
      const censo = await cerRepository(trx).insertCenso(trx, colonia.id, values as typeof values & { gatos_vistos: number }, actor.id);
      await recordAudit(trx, actor, 'crear', 'censos', censo.id, `colonia ${colonia.id}, avistamiento ${row.id}`);
      return { destino, ...linkTo(row, colonia.id), ...empty, censo_id: censo.id };
    }
    case 'gato': {
      const colonia = await coloniaOf(trx, row, body);
      const values = readGatoFields({ nombre: body.nombre ?? '', sexo: body.sexo ?? '', ubicacion: text(body.ubicacion) ?? colonia.ubicacion, colonia_id: colonia.id }, { mode: 'create' });
      const gatoId = await gatosRepository(trx).insert(values as Parameters<ReturnType<typeof gatosRepository>['insert']>[0], null, trx);
      await recordAudit(trx, actor, 'crear', 'gatos', gatoId, `avistamiento ${row.id}`);
      return { destino, ...linkTo(row, colonia.id), ...empty, gato_id: gatoId };
    }
    case 'colonia': {
      const nombre = text(body.nombre);
      if (!nombre) throw unprocessable(AVISTAMIENTO_MESSAGES.nombreColonia);
      const colonias = coloniasRepository(trx);
      const taken = await trx.selectFrom('colonias').select('id').where(sql`lower(nombre)`, '=', nombre.toLowerCase()).executeTakeFirst();
      if (taken) throw conflict(COLONIA_MESSAGES.duplicateName);
      const ubicacion = text(body.ubicacion) ?? `${row.latitude}, ${row.longitude}`;
      const created = await colonias.create(trx, { nombre, ubicacion, latitude: row.latitude, longitude: row.longitude, responsable_voluntario: null, estado: DEFAULTS.coloniaEstado });
      await recordAudit(trx, actor, 'crear', 'colonias', created.id, `avistamiento ${row.id}`);
      return { destino, colonia_id: created.id, distancia_m: 0, ...empty };
    }
    default:
      throw unprocessable(AVISTAMIENTO_MESSAGES.destinoFalta);
  }
}

/** Decides the sighting; answers nothing (the caller reads it again). 409 when it was already decided. */
export async function decideAvistamiento(db: Db, row: AvistamientoRow, body: AvistamientoDecisionBody, actor: Actor): Promise<void> {
  if (row.estado !== 'nuevo') throw conflict(AVISTAMIENTO_MESSAGES.yaDecidido);
  const respuesta = text(body.respuesta_publica);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('avistamientos')
      .set({ estado: body.decision === 'aceptar' ? 'aceptado' : 'descartado', respuesta_publica: respuesta, decidido_por: actor.id, decidido_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('estado', '=', 'nuevo')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw conflict(AVISTAMIENTO_MESSAGES.yaDecidido);
    if (body.decision === 'descartar') {
      await trx.updateTable('avistamientos').set({ nota: text(body.nota) }).where('id', '=', row.id).execute();
      await recordAudit(trx, actor, 'descartar', 'avistamientos', row.id);
      return;
    }
    const outcome = await accept(trx, row, body, actor);
    await trx.updateTable('avistamientos').set(outcome).where('id', '=', row.id).execute();
    await recordAudit(trx, actor, 'aceptar', 'avistamientos', row.id, `${outcome.destino}, colonia ${outcome.colonia_id}`);
  });
}
