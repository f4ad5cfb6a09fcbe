/**
 * Every heavy read the server answers, as a job a report worker runs on its own
 * connection (workers/worker.ts), away from the thread that serves requests:
 * the CER dashboard figures, the annual report's CSV, the microchip register
 * CSV, and the PDF documents. Each job is a function of a database and plain
 * parameters (what a worker thread can be sent); the same functions run in the
 * server's own process where no worker can read the data (workers/pool.ts).
 */
import type { Db } from '../../db/schema';
import { cerRepository } from '../../modules/cer/repository';
import { cerService } from '../../modules/cer/service';
import { campanasRepository } from '../../modules/campanas/repository';
import { registroCsv, registroRows, type Titular } from '../../modules/registro/registroCsv';
import type { Language } from '../../../domain/i18n/languages';
import type { ReportDocument, ReportFrame } from '../document';
import { memoriaCsv, renderMemoriaReport } from '../memoriaReport';
import { reportsRepository } from '../repository';
import { renderColoniasReport } from '../coloniasReport';
import { CAMPANAS_PAGE_SIZE, renderCampanasReport } from '../campanasReport';
import { renderGraficoReport } from '../graficoReport';
import { reportFormats } from '../texts';

/** Jobs whose answer is one value: the dashboard's figures (JSON) and the CSV files. */
export const VALUE_JOBS = {
  panel: (db: Db, p: { today: string; objetivo: number; maxBajoObjetivo: number }) => cerService(cerRepository(db), p.objetivo).panel(p.today, p.maxBajoObjetivo),
  memoriaCsv: async (db: Db, p: { anio: number; today: string; objetivo: number; language: Language }) =>
    memoriaCsv(await cerService(cerRepository(db), p.objetivo).memoria(p.anio, p.today), reportFormats(p.language)),
  registroCsv: async (db: Db, p: { desde: string | null; titular: Titular }) => registroCsv(await registroRows(db, p.desde), p.titular),
};

/** What every PDF is given: its page frame (title, date, reader's language) and the council's line under its title. */
export interface DocumentParams {
  frame: ReportFrame;
  subtitle: string;
}

/** Draws the document on `report` (its first query already read: what can fail early fails before the first byte). */
export type Draw = (report: ReportDocument) => Promise<void>;

/** Jobs whose answer is a PDF streamed as it is drawn: each reads what it starts with and gives back how to draw the rest. */
export const DOCUMENT_JOBS = {
  colonias: async (db: Db, p: DocumentParams): Promise<Draw> => {
    const reports = reportsRepository(db);
    const colonias = await reports.colonias();
    return (report) => renderColoniasReport(report, reports, colonias, p.subtitle);
  },
  campanas: async (db: Db, p: DocumentParams): Promise<Draw> => {
    const campanas = campanasRepository(db);
    const { items } = await campanas.list({}, 0, CAMPANAS_PAGE_SIZE);
    return (report) => renderCampanasReport(report, campanas, items, p.subtitle);
  },
  grafico: async (db: Db, p: DocumentParams): Promise<Draw> => {
    const colonias = await reportsRepository(db).colonias();
    return (report) => renderGraficoReport(report, colonias, p.subtitle);
  },
  memoria: async (db: Db, p: DocumentParams & { anio: number; today: string; objetivo: number }): Promise<Draw> => {
    const memoria = await cerService(cerRepository(db), p.objetivo).memoria(p.anio, p.today);
    return (report) => renderMemoriaReport(report, memoria, p.subtitle);
  },
};

export type ValueJob = keyof typeof VALUE_JOBS;
export type DocumentJob = keyof typeof DOCUMENT_JOBS;
export type ValueParams<J extends ValueJob> = Parameters<(typeof VALUE_JOBS)[J]>[1];
export type ValueOf<J extends ValueJob> = Awaited<ReturnType<(typeof VALUE_JOBS)[J]>>;
export type DocumentParamsOf<J extends DocumentJob> = Parameters<(typeof DOCUMENT_JOBS)[J]>[1];
