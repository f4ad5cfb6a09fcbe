/**
 * RGPD erasure by identity: the person's own fields, found by record and
 * column through their account id (or the adoption request's id), never by
 * searching for their words, so no one else's text is ever touched. What is
 * theirs, table by table (docs/FUNCIONALIDADES.md, «Derechos de protección de datos»):
 * - users: name, e-mail, username and password go; the account stays,
 *   deactivated, as anonimo-<id>, with its role and dates;
 * - what they wrote as a citizen or volunteer: their complaints (quejas),
 *   street visits, censuses and adoption requests keep date, colony, counts
 *   and state, lose their words, attachments and photos, and the link to them;
 *   the parte and census made from their visits lose the name and text quoted;
 *   their sightings (avistamientos) lose the e-mail, the words and the photo;
 * - the council's records about colonies and cats that only staff can write
 *   (partes, inspecciones, actividades, certificados) keep their text and lose
 *   the link; tasks given to them (actividades_voluntarios) and the colonies
 *   assigned to them (asignaciones) stay linked to the pseudonymous account;
 * - their shifts, language, password links and queued mail are deleted.
 * The audit log is never changed. Every erasure is registered (register.ts)
 * and applied again after each restore or import.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import { DUMMY_HASH } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { anonymizeCalle } from '../calle/anonymize';
import { ANONYMOUS_NAME, ERASED_TEXT, accountPseudonym, accountPseudonymEmail, solicitudPseudonymEmail } from './anonymous';
import { registerErasure } from './register';
import { withScope } from '../../tenancy/scope';

/** The fields of an adoption request that are the person's; its cat, state and dates stay. */
async function eraseSolicitudFields(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('adopcion_solicitudes')
    .set({ nombre: ANONYMOUS_NAME, email: solicitudPseudonymEmail(id), telefono: null, mensaje: ERASED_TEXT, usuario_id: null, anonimizada_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * The fields of a sighting that are the citizen's: the e-mail, the words and the photo go; its kind, point,
 * colony and decision stay. Answers the photo to delete once the transaction has committed.
 */
async function eraseAvistamientoFields(trx: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const fotos = await trx.selectFrom('avistamientos').select('foto').where('id', 'in', ids).where('foto', 'is not', null).execute();
  await trx.updateTable('avistamientos').set({ email: null, descripcion: ERASED_TEXT, foto: null, usuario_id: null, anonimizado_at: nowIso() }).where('id', 'in', ids).execute();
  return fotos.map((f) => f.foto!);
}

/** Erases a sighting's personal data (above) and registers it; answers the photo to delete after the commit. */
export async function eraseAvistamiento(trx: Db, id: number): Promise<string[]> {
  const row = await trx.selectFrom('avistamientos').select(['id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const files = await eraseAvistamientoFields(trx, [row.id]);
  await registerErasure(trx, 'avistamientos', row.id, row.created_at);
  return files;
}

export async function eraseSolicitud(trx: Db, id: number): Promise<void> {
  const row = await trx.selectFrom('adopcion_solicitudes').select(['id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  await eraseSolicitudFields(trx, row.id);
  await registerErasure(trx, 'adopcion_solicitudes', row.id, row.created_at);
}

/**
 * What is theirs in the records (above), not the account itself. An account may
 * work in other municipalities too (MULTI_MUNICIPIO_ROLES), so this runs across
 * the installation: an id is one account's in the whole installation.
 * Answers the uploaded files to delete once the transaction has committed.
 */
async function eraseTheirRecords(trx: Db, id: number): Promise<string[]> {
  return withScope('installation', async () => {
    const files = await anonymizeCalle(trx, id);
    const quejas = await trx.selectFrom('quejas').select('archivo').where('usuario_id', '=', id).where('archivo', 'is not', null).execute();
    files.push(...quejas.map((q) => q.archivo!));
    await trx.updateTable('quejas').set({ descripcion: ERASED_TEXT, archivo: null, usuario_id: null }).where('usuario_id', '=', id).execute();
    await trx
      .updateTable('censos')
      .set((eb) => ({ observaciones: eb.case().when('observaciones', 'is not', null).then(ERASED_TEXT).else(null).end(), usuario_id: null }))
      .where('usuario_id', '=', id)
      .execute();
    const solicitudes = await trx.selectFrom('adopcion_solicitudes').select('id').where('usuario_id', '=', id).execute();
    for (const solicitud of solicitudes) await eraseSolicitudFields(trx, solicitud.id);
    const avistamientos = await trx.selectFrom('avistamientos').select('id').where('usuario_id', '=', id).execute();
    files.push(...(await eraseAvistamientoFields(trx, avistamientos.map((a) => a.id))));

    // An accreditation is about the person alone: it goes with its card's photo, as their courses attended do.
    const acreditaciones = await trx.selectFrom('acreditaciones').select('foto').where('usuario_id', '=', id).where('foto', 'is not', null).execute();
    files.push(...acreditaciones.map((a) => a.foto!));
    await trx.deleteFrom('acreditaciones').where('usuario_id', '=', id).execute();
    await trx.deleteFrom('curso_asistentes').where('usuario_id', '=', id).execute();
    for (const table of UNLINKED_TABLES) {
      await trx.updateTable(table).set({ usuario_id: null }).where('usuario_id', '=', id).execute();
    }
    await trx.deleteFrom('usuarios_municipios').where('usuario_id', '=', id).execute();
    return files;
  });
}

/** The council's records that keep their text and lose the link to an erased account. */
const UNLINKED_TABLES = ['partes', 'inspecciones', 'actividades', 'certificados', 'gatos_client_ids', 'prestamos_equipo', 'proveedores', 'jornada_reservas', 'consultas_microchip'] as const;

/**
 * The tables where an erased account leaves no link (its records there lose it): a link to one found
 * after a restore is a record the copy held from before the erasure.
 */
const LINK_LOST_TABLES = ['visitas', 'turnos', 'quejas', 'censos', 'adopcion_solicitudes', 'avistamientos', ...UNLINKED_TABLES] as const;

/** Erases an account and what is theirs (see above). Answers the uploaded files to delete once the transaction has committed. */
export async function eraseAccount(trx: Db, id: number): Promise<string[]> {
  const user = await trx.selectFrom('users').select(['id', 'email', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  // The account row first: on PostgreSQL this waits for a restore holding the tables, so the register written below is never missed by one.
  await trx
    .updateTable('users')
    .set((eb) => ({
      username: accountPseudonym(id),
      email: accountPseudonymEmail(id),
      nombre: null,
      entidad_id: null,
      // No password matches it, and no hashing is spent on it.
      password_hash: DUMMY_HASH,
      activo: 0 as const,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('password_reset_tokens').where('usuario_id', '=', id).execute();
  await trx.deleteFrom('idiomas_usuario').where('usuario_id', '=', id).execute();
  // Their devices, chosen channels and notices: a device must not hear of anything once the account is erased.
  await trx.deleteFrom('suscripciones_push').where('usuario_id', '=', id).execute();
  await trx.deleteFrom('preferencias_aviso').where('usuario_id', '=', id).execute();
  await trx.deleteFrom('cola_avisos').where('usuario_id', '=', id).execute();
  await trx.deleteFrom('mail_queue').where((eb) => eb(eb.fn('lower', ['destinatario']), '=', user.email.toLowerCase())).execute();
  const files = await eraseTheirRecords(trx, id);
  await registerErasure(trx, 'users', id, user.created_at);
  return files;
}

const IN_BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_BATCH) out.push(items.slice(i, i + IN_BATCH));
  return out;
}

export interface Reapplied {
  /** Registered people (accounts and adoption requests) the restored data held identifiable, erased again. */
  kept: number;
  files: string[];
}

/**
 * After a restore or an import, inside its transaction: every registered
 * erasure is applied again to the restored record with the same id and
 * creation time, when the copy held it before it was erased. On PostgreSQL
 * the restore moved the id sequences back to the copy's highest ids: they are
 * moved past the erased ones, so an erased id is never given to someone else
 * (SQLite's AUTOINCREMENT never reuses one).
 */
export async function reapplyErasures(trx: Db, engine: Engine): Promise<Reapplied> {
  const register = await trx.selectFrom('supresiones').select(['entidad', 'entidad_id', 'creado_at']).execute();
  const creation = (entidad: string) => new Map(register.filter((r) => r.entidad === entidad).map((r) => [r.entidad_id, r.creado_at]));
  const cuentas = creation('users');
  const solicitudes = creation('adopcion_solicitudes');
  const avistamientos = creation('avistamientos');
  let kept = 0;
  const files: string[] = [];

  for (const ids of batches([...cuentas.keys()])) {
    const rows = await trx.selectFrom('users').select(['id', 'username', 'email', 'nombre', 'activo', 'created_at']).where('id', 'in', ids).execute();
    for (const row of rows) {
      if (row.created_at !== cuentas.get(row.id)) continue;
      const erased = row.username === accountPseudonym(row.id) && row.email === accountPseudonymEmail(row.id) && row.nombre === null && row.activo === 0;
      if (erased) continue;
      files.push(...(await eraseAccount(trx, row.id)));
      kept += 1;
    }
  }
  // An account of another municipality that worked in the restored one keeps its erased row, but the copy may
  // hold its records from before the erasure: they lose what was theirs again.
  for (const ids of batches([...cuentas.keys()])) {
    const linked = new Set<number>();
    for (const table of LINK_LOST_TABLES) {
      const rows = await trx.selectFrom(table).select('usuario_id').distinct().where('usuario_id', 'in', ids).execute();
      for (const row of rows) if (row.usuario_id !== null) linked.add(row.usuario_id);
    }
    for (const id of linked) {
      files.push(...(await eraseTheirRecords(trx, id)));
      kept += 1;
    }
  }
  for (const ids of batches([...solicitudes.keys()])) {
    const rows = await trx.selectFrom('adopcion_solicitudes').select(['id', 'nombre', 'telefono', 'anonimizada_at', 'created_at']).where('id', 'in', ids).execute();
    for (const row of rows) {
      if (row.created_at !== solicitudes.get(row.id)) continue;
      if (row.anonimizada_at !== null && row.nombre === ANONYMOUS_NAME && row.telefono === null) continue;
      await eraseSolicitudFields(trx, row.id);
      kept += 1;
    }
  }

  for (const ids of batches([...avistamientos.keys()])) {
    const rows = await trx.selectFrom('avistamientos').select(['id', 'email', 'foto', 'anonimizado_at', 'created_at']).where('id', 'in', ids).execute();
    const again = rows.filter((row) => row.created_at === avistamientos.get(row.id) && (row.anonimizado_at === null || row.email !== null || row.foto !== null));
    files.push(...(await eraseAvistamientoFields(trx, again.map((row) => row.id))));
    kept += again.length;
  }

  if (engine === 'postgres') {
    // Past every municipality's ids, not only the restored one's (the restore of one in an installation of
    // several reads its own rows only): a sequence moved back hands out ids that other municipalities hold.
    await withScope('installation', async () => {
      for (const table of ['users', 'adopcion_solicitudes', 'avistamientos'] as const) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST(
          (SELECT COALESCE(MAX(id), 0) FROM ${sql.table(table)}),
          (SELECT COALESCE(MAX(entidad_id), 0) FROM supresiones WHERE entidad = ${table})) + 1, false)`.execute(trx);
      }
    });
  }
  return { kept, files };
}
