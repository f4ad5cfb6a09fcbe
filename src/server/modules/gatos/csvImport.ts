/**
 * Imports the rows of a cat CSV: each row is checked with the same rules as the
 * creation form; rows whose code already exists (in the database or earlier in
 * the file) are skipped; rejected rows are reported with their line; the valid
 * ones are written in one transaction, with one audit entry.
 */
import type { Kysely } from 'kysely';
import type { Database, NewGato } from '../../db/schema';
import { IMPORT_COLONY, importedMessage } from '../../../domain/gatos';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { DEFAULTS } from '../../../domain/constants';
import { recordAudit, type Actor } from '../../lib/audit';
import { HttpError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ParsedCsv } from './csvFormat';
import { readGatoFields, type GatoValues } from './fields';
import { gatosRepository } from './repository';

export interface ImportError {
  fila: number;
  motivo: string;
}

export interface ImportResult {
  detalle: string;
  omitidos: number;
  errores: ImportError[];
}

interface ValidRow {
  fila: number;
  values: GatoValues;
  /** The row named no colony: it goes to the chosen or the automatic one. */
  needsColony: boolean;
  needsUbicacion: boolean;
}

/** '3 años' or '8 meses' in the age column: number and unit. */
function splitAge(cells: Record<string, string>): Record<string, string> {
  const match = /^(\d+)\s*(meses|mes|años|año|anos|ano)$/i.exec(cells.edad_num ?? '');
  if (!match) return cells;
  return { ...cells, edad_num: match[1], edad_unidad: cells.edad_unidad || match[2] };
}

function readRow(cells: Record<string, string>): { values: GatoValues; needsColony: boolean; needsUbicacion: boolean } {
  const raw: Record<string, string> = { ...splitAge(cells) };
  const needsColony = !raw.colonia_id;
  const needsUbicacion = !raw.ubicacion;
  if (needsColony) delete raw.colonia_id;
  if (needsUbicacion) delete raw.ubicacion;
  if (!raw.nombre) throw new HttpError(422, REQUIRED_MESSAGES.gato.nombre);
  if (!raw.sexo) throw new HttpError(422, REQUIRED_MESSAGES.gato.sexo);
  return { values: readGatoFields(raw, { mode: 'update', lenient: true }), needsColony, needsUbicacion };
}

export async function importGatos(
  db: Kysely<Database>,
  parsed: ParsedCsv,
  options: { coloniaId: number | null; actor: Actor },
): Promise<ImportResult> {
  const errores: ImportError[] = [];
  const valid: ValidRow[] = [];
  for (const row of parsed.rows) {
    try {
      valid.push({ fila: row.fila, ...readRow(row.cells) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errores.push({ fila: row.fila, motivo: error.detail });
    }
  }

  return db.transaction().execute(async (trx) => {
    const repo = gatosRepository(trx);
    const colonyIds = [...new Set(valid.filter((r) => !r.needsColony).map((r) => r.values.colonia_id as number))];
    const ubicaciones = new Map<number, string>();
    for (const id of colonyIds) {
      const ubicacion = await repo.coloniaUbicacion(id, trx);
      if (ubicacion !== undefined) ubicaciones.set(id, ubicacion);
    }

    const taken = await repo.existingCodes(valid.flatMap((r) => (r.values.codigo_identificacion ? [r.values.codigo_identificacion] : [])), trx);
    let omitidos = 0;
    const accepted: ValidRow[] = [];
    for (const row of valid) {
      const codigo = row.values.codigo_identificacion;
      if (!row.needsColony && !ubicaciones.has(row.values.colonia_id as number)) {
        errores.push({ fila: row.fila, motivo: `La colonia ${row.values.colonia_id} no existe.` });
        continue;
      }
      if (codigo && taken.has(codigo)) {
        omitidos += 1;
        continue;
      }
      if (codigo) taken.add(codigo);
      accepted.push(row);
    }

    let target: { id: number; ubicacion: string } | null = null;
    if (accepted.some((r) => r.needsColony)) {
      if (options.coloniaId !== null) {
        target = { id: options.coloniaId, ubicacion: (await repo.coloniaUbicacion(options.coloniaId, trx)) ?? '' };
      } else {
        target = await repo.importColony(trx, IMPORT_COLONY.nombre, IMPORT_COLONY.ubicacion);
      }
    }

    const now = nowIso();
    const inserts: NewGato[] = accepted.map((row) => {
      const coloniaId = row.needsColony ? target!.id : (row.values.colonia_id as number);
      const ubicacion = row.needsUbicacion ? (row.needsColony ? target!.ubicacion : ubicaciones.get(coloniaId)!) : row.values.ubicacion!;
      const v = row.values;
      // Every row names every column: a multi-row insert may not leave one to its default.
      return {
        nombre: v.nombre!,
        raza: v.raza ?? null,
        sexo: v.sexo!,
        edad_num: v.edad_num ?? null,
        edad_unidad: v.edad_unidad ?? DEFAULTS.edadUnidad,
        estado_salud: v.estado_salud ?? null,
        ubicacion,
        colonia_id: coloniaId,
        evaluacion_sanitaria: v.evaluacion_sanitaria ?? null,
        adoptabilidad: v.adoptabilidad ?? null,
        fecha_vacunacion: v.fecha_vacunacion ?? null,
        tipo_vacuna: v.tipo_vacuna ?? null,
        fecha_desparasitacion: v.fecha_desparasitacion ?? null,
        fecha_esterilizacion: v.fecha_esterilizacion ?? null,
        codigo_identificacion: v.codigo_identificacion ?? null,
        imagen: null,
        activo: 1,
        created_at: now,
        updated_at: now,
      };
    });
    await repo.insertMany(inserts, trx);
    errores.sort((a, b) => a.fila - b.fila);
    await recordAudit(trx, options.actor, 'importar', 'gatos', null, `${inserts.length} importados, ${omitidos} omitidos, ${errores.length} con errores (formato ${parsed.format})`);
    return { detalle: importedMessage(inserts.length), omitidos, errores };
  });
}
