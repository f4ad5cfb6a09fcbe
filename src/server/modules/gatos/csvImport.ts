/**
 * Imports the rows of a cat CSV: each row is checked with the same rules as the
 * creation form; rows whose code already exists (in the database or earlier in
 * the file) are skipped; rejected rows are reported with their line; the valid
 * ones are written in one transaction, with one audit entry. Rows are read,
 * checked and written a batch at a time inside that transaction, so memory
 * stays flat whatever the file's length, and a file that breaks halfway
 * leaves nothing behind.
 */
import type { Kysely } from 'kysely';
import type { Database, NewGato } from '../../db/schema';
import { IMPORT_COLONY, importedMessage } from '../../../domain/gatos';
import { GATO_SERVER_MESSAGES } from './messages';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { DEFAULTS } from '../../../domain/constants';
import { recordAudit, type Actor } from '../../lib/audit';
import { HttpError, unprocessable } from '../../lib/errors';
import { serverText } from '../../i18n/index';
import { nowIso } from '../../lib/time';
import type { CsvSource } from './csvFormat';
import { readGatoFields, type GatoValues } from './fields';
import { GATO_INPUT_FIELDS } from '../../../domain/schemas/gato';
import { gatosRepository, type GatosRepository } from './repository';

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

/** Rows checked and written together. */
const BATCH = 200;

type Trx = Kysely<Database>;

/**
 * What the import remembers from one batch to the next: the colonies looked up
 * and the receiving colony. Codes need no memory: rows written by earlier
 * batches are already in the database, inside the same transaction.
 */
class ImportState {
  readonly errores: ImportError[] = [];
  omitidos = 0;
  inserted = 0;
  private readonly ubicaciones = new Map<number, string | null>();
  private target: { id: number; ubicacion: string } | null = null;
  private readonly repo: GatosRepository;

  constructor(
    private readonly trx: Trx,
    private readonly coloniaId: number | null,
  ) {
    this.repo = gatosRepository(trx);
  }

  async write(batch: ValidRow[]): Promise<void> {
    const { repo } = this;
    for (const row of batch) {
      const id = row.values.colonia_id as number;
      if (!row.needsColony && !this.ubicaciones.has(id)) this.ubicaciones.set(id, (await repo.coloniaUbicacion(id, this.trx)) ?? null);
    }
    const taken = await repo.existingCodes(batch.flatMap((r) => (r.values.codigo_identificacion ? [r.values.codigo_identificacion] : [])), this.trx);

    const accepted: ValidRow[] = [];
    for (const row of batch) {
      const codigo = row.values.codigo_identificacion;
      if (!row.needsColony && this.ubicaciones.get(row.values.colonia_id as number) == null) {
        this.errores.push({ fila: row.fila, motivo: `La colonia ${row.values.colonia_id} no existe.` });
        continue;
      }
      if (codigo && taken.has(codigo)) {
        this.omitidos += 1;
        continue;
      }
      if (codigo) taken.add(codigo);
      accepted.push(row);
    }
    if (accepted.some((r) => r.needsColony)) await this.receivingColony();

    const now = nowIso();
    const inserts: NewGato[] = accepted.map((row) => {
      const coloniaId = row.needsColony ? this.target!.id : (row.values.colonia_id as number);
      const ubicacion = row.needsUbicacion ? (row.needsColony ? this.target!.ubicacion : this.ubicaciones.get(coloniaId)!) : row.values.ubicacion!;
      // Every row names every column: a multi-row insert may not leave one to its default.
      const written = Object.fromEntries(GATO_INPUT_FIELDS.map((field) => [field, row.values[field] ?? null])) as Required<GatoValues>;
      return {
        ...written,
        edad_unidad: written.edad_unidad ?? DEFAULTS.edadUnidad,
        ubicacion,
        colonia_id: coloniaId,
        imagen: null,
        activo: 1,
        created_at: now,
        updated_at: now,
      };
    });
    await repo.insertMany(inserts, this.trx);
    this.inserted += inserts.length;
  }

  /** The colony chosen for rows that name none, or else the automatic one, made on first use. */
  private async receivingColony(): Promise<void> {
    if (this.target) return;
    if (this.coloniaId !== null) {
      this.target = { id: this.coloniaId, ubicacion: (await this.repo.coloniaUbicacion(this.coloniaId, this.trx)) ?? '' };
    } else {
      this.target = await this.repo.importColony(this.trx, IMPORT_COLONY.nombre, IMPORT_COLONY.ubicacion);
    }
  }
}

export async function importGatos(db: Kysely<Database>, source: CsvSource, options: { coloniaId: number | null; actor: Actor }): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const state = new ImportState(trx, options.coloniaId);
    let rows = 0;
    let batch: ValidRow[] = [];
    for await (const row of source.rows()) {
      rows += 1;
      try {
        batch.push({ fila: row.fila, ...readRow(row.cells) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // A row's reason is reported in Spanish, as the importer's other reasons (a rule answers a key).
        state.errores.push({ fila: row.fila, motivo: serverText('es', error.detail) });
      }
      if (batch.length >= BATCH) {
        await state.write(batch);
        batch = [];
      }
    }
    await state.write(batch);
    if (rows === 0) throw unprocessable(GATO_SERVER_MESSAGES.csvEmpty);
    const { errores, omitidos, inserted } = state;
    errores.sort((a, b) => a.fila - b.fila);
    await recordAudit(trx, options.actor, 'importar', 'gatos', null, `${inserted} importados, ${omitidos} omitidos, ${errores.length} con errores (formato ${source.format})`);
    return { detalle: importedMessage(inserted), omitidos, errores };
  });
}
