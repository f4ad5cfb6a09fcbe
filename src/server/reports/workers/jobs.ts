/**
 * Every heavy read the server answers, as a job a report worker runs on its own
 * connection (workers/worker.ts), away from the thread that serves requests:
 * the CER dashboard figures (a municipality's and the province's, and its arrivals per year), the open-data files, and the files: the PDF
 * documents, the annual reports' CSV files (a municipality's and the province's) and the microchip register CSV. Each job is a function of a database and plain
 * parameters (what a worker thread can be sent); the same functions run in the
 * server's own process where no worker can read the data (workers/pool.ts).
 */
import { Readable } from 'node:stream';
import type { Db } from '../../db/schema';
import { loadPdfKit } from '../../lib/pdfkit';
import { cerRepository } from '../../modules/cer/repository';
import { cerService } from '../../modules/cer/service';
import { camadasPanel } from '../../modules/camadas/panel';
import { campanasRepository } from '../../modules/campanas/repository';
import { registroCsv, registroRows, type Titular } from '../../modules/registro/registroCsv';
import { buildOpenDataFile, type OpenDataParams } from '../../modules/datosAbiertos/files';
import { provinciaMapa, provinciaPanel } from '../../modules/provincia/figures';
import { provinciaMemoria, type MunicipioDeMemoria } from '../../modules/provincia/memoria';
import type { Language } from '../../../domain/i18n/languages';
import { ReportDocument, type ReportFrame } from '../document';
import { memoriaCsv, renderMemoriaReport } from '../memoriaReport';
import { provinciaMemoriaCsv, renderProvinciaMemoriaReport } from '../provinciaMemoriaReport';
import { reportsRepository } from '../repository';
import { renderColoniasReport } from '../coloniasReport';
import { CAMPANAS_PAGE_SIZE, renderCampanasReport } from '../campanasReport';
import { renderGraficoReport } from '../graficoReport';
import { fill, REPORT_TEXTS, reportFormats } from '../texts';
import { renderEtiquetas } from '../etiquetasReport';
import { EQUIPO_LABELS } from '../../../domain/i18n/equipoLabels';
import { equipoPath, type TipoEquipo } from '../../../domain/equipos';
import { justificacionDe, type Justificacion } from '../../modules/subvenciones/justificacion';
import { facturasDeSubvencion, facturasZip } from '../../modules/subvenciones/facturas';
import { justificacionCsv, renderJustificacion, type EntidadBeneficiaria } from '../justificacionReport';
import { leerEscudo } from '../escudo';
import { renderCarne } from '../carneReport';
import { acreditacionesRepository } from '../../modules/acreditaciones/repository';
import { fotoDeCarne } from '../../modules/acreditaciones/foto';
import { verificarPath } from '../../../domain/acreditaciones';
import { domainText } from '../../../domain/i18n/index';

/** Jobs whose answer is one value: the dashboard's figures (JSON), an open-data file (its whole text, kept by the route until the next write). */
export const VALUE_JOBS = {
  panel: (db: Db, p: { today: string; objetivo: number; vigenciaDias: number; maxListed: number }) =>
    cerService(cerRepository(db), p.objetivo).panel(p.today, p.maxListed, p.vigenciaDias),
  camadasPanel,
  datosAbiertos: (db: Db, p: OpenDataParams) => buildOpenDataFile(db, p),
  provinciaPanel,
  provinciaMapa,
};

/** What every PDF is given: its page frame (title, date, reader's language) and the council's line under its title. */
export interface DocumentParams {
  frame: ReportFrame;
  subtitle: string;
}

/** The year of the province's annual report and its municipalities, in the order printed. */
interface ProvinciaMemoriaParams {
  anio: number;
  today: string;
  municipios: MunicipioDeMemoria[];
}

/** Bytes of a file sent at a time: the answer's stream takes them as the client reads. */
export const FILE_CHUNK_BYTES = 64 * 1024;

/** A file made whole (a CSV), as a stream of bounded chunks. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.byteLength; at += FILE_CHUNK_BYTES) yield bytes.subarray(at, at + FILE_CHUNK_BYTES);
    })(),
  );
}

/** A PDF drawn by `draw` (its first query already read: what can fail early fails before the first byte) into a stream. */
async function pdf(frame: ReportFrame, draw: (report: ReportDocument) => Promise<void>): Promise<Readable> {
  const report = new ReportDocument(frame, await loadPdfKit());
  draw(report).then(
    () => report.end(),
    (error: unknown) => report.doc.destroy(error as Error),
  );
  return report.doc as unknown as Readable;
}

/** A grant's justification, read before the first byte: a grant gone meanwhile fails the request, not the file. */
async function justificacion(db: Db, id: number, language: Language): Promise<Justificacion> {
  const data = await justificacionDe(db, id, language);
  if (!data) throw new Error(`La subvención ${id} ya no existe`);
  return data;
}

/** Jobs whose answer is a file, streamed as it is made: each reads what it starts with, then gives the stream of its bytes. */
export const FILE_JOBS = {
  colonias: async (db: Db, p: DocumentParams) => {
    const reports = reportsRepository(db);
    const colonias = await reports.colonias();
    return pdf(p.frame, (report) => renderColoniasReport(report, reports, colonias, p.subtitle));
  },
  campanas: async (db: Db, p: DocumentParams) => {
    const campanas = campanasRepository(db);
    const { items } = await campanas.list({}, 0, CAMPANAS_PAGE_SIZE);
    return pdf(p.frame, (report) => renderCampanasReport(report, campanas, items, p.subtitle));
  },
  grafico: async (db: Db, p: DocumentParams) => {
    const colonias = await reportsRepository(db).colonias();
    return pdf(p.frame, (report) => renderGraficoReport(report, colonias, p.subtitle));
  },
  memoria: async (db: Db, p: DocumentParams & { anio: number; today: string; objetivo: number }) => {
    const memoria = await cerService(cerRepository(db), p.objetivo).memoria(p.anio, p.today);
    return pdf(p.frame, (report) => renderMemoriaReport(report, memoria, p.subtitle));
  },
  memoriaCsv: async (db: Db, p: { anio: number; today: string; objetivo: number; language: Language }) =>
    chunked(memoriaCsv(await cerService(cerRepository(db), p.objetivo).memoria(p.anio, p.today), reportFormats(p.language))),
  /** The province's annual report: read as the installation, each municipality in its own scope (provincia/memoria.ts). */
  provinciaMemoria: async (db: Db, p: DocumentParams & ProvinciaMemoriaParams) => {
    const memoria = await provinciaMemoria(db, p);
    return pdf(p.frame, (report) => renderProvinciaMemoriaReport(report, memoria, p.subtitle));
  },
  provinciaMemoriaCsv: async (db: Db, p: ProvinciaMemoriaParams & { language: Language }) => chunked(provinciaMemoriaCsv(await provinciaMemoria(db, p), reportFormats(p.language))),
  /** The trap bank's label sheet: every item by its code, each QR code opening `baseUrl` + the item's path. */
  etiquetas: async (db: Db, p: { baseUrl: string; language: Language; subtitulo: string }) => {
    const equipos = await db.selectFrom('equipos').select(['id', 'codigo', 'tipo']).orderBy('codigo').orderBy('id').execute();
    const labels = EQUIPO_LABELS[p.language];
    const etiquetas = equipos.map((e) => ({ codigo: e.codigo, tipo: labels.tipos[e.tipo as TipoEquipo] ?? e.tipo, url: `${p.baseUrl}${equipoPath(e.id)}` }));
    return renderEtiquetas(await loadPdfKit(), etiquetas, { titulo: labels.etiquetas.titulo, subtitulo: p.subtitulo, ninguna: labels.etiquetas.ninguna }) as unknown as Readable;
  },
  registroCsv: async (db: Db, p: { desde: string | null; titular: Titular }) => chunked(Buffer.from(registroCsv(await registroRows(db, p.desde), p.titular), 'utf8')),
  /** A grant's justification pack: its PDF, its CSV and the ZIP of its invoices' PDFs. */
  justificacion: async (db: Db, p: DocumentParams & { subvencionId: number; entidad: EntidadBeneficiaria; escudo: string | null; mediaDir: string }) => {
    const data = await justificacion(db, p.subvencionId, p.frame.language ?? 'es');
    const escudo = await leerEscudo(p.mediaDir, p.escudo);
    return pdf(p.frame, (report) => renderJustificacion(report, data, p.entidad, escudo));
  },
  justificacionCsv: async (db: Db, p: { subvencionId: number; language: Language }) => chunked(justificacionCsv(await justificacion(db, p.subvencionId, p.language), p.language)),
  justificacionZip: async (db: Db, p: { subvencionId: number; mediaDir: string }) => facturasZip(p.mediaDir, await facturasDeSubvencion(db, p.subvencionId)),
  /** A caregiver's wallet card: its QR code opens `baseUrl` + the card's verification page. */
  carne: async (db: Db, p: { acreditacionId: number; today: string; language: Language; baseUrl: string; municipio: string; escudo: string | null; mediaDir: string }) => {
    const repo = acreditacionesRepository(db);
    const acreditacion = await repo.find(p.acreditacionId, p.today);
    if (!acreditacion) throw new Error(`La acreditación ${p.acreditacionId} ya no existe`);
    const text = (key: string) => domainText(p.language, `acreditaciones.carne.${key}`);
    return renderCarne(await loadPdfKit(), {
      municipio: fill(REPORT_TEXTS[p.language].ayuntamiento, { municipio: p.municipio }),
      escudo: await leerEscudo(p.mediaDir, p.escudo),
      foto: await fotoDeCarne(p.mediaDir, await repo.fotoOf(acreditacion.id)),
      nombre: acreditacion.usuario_nombre,
      entidad: acreditacion.entidad_nombre,
      colonias: acreditacion.colonias.map((c) => c.nombre),
      hasta: acreditacion.hasta.split('-').reverse().join('/'),
      codigo: acreditacion.codigo,
      url: `${p.baseUrl}${verificarPath(acreditacion.codigo)}`,
      texts: { titulo: text('titulo'), colonias: text('colonias'), validoHasta: text('validoHasta'), codigo: text('codigo'), verificar: text('verificar'), sinFoto: text('sinFoto') },
    }) as unknown as Readable;
  },
};

export type ValueJob = keyof typeof VALUE_JOBS;
export type FileJob = keyof typeof FILE_JOBS;
export type ValueParams<J extends ValueJob> = Parameters<(typeof VALUE_JOBS)[J]>[1];
export type ValueOf<J extends ValueJob> = Awaited<ReturnType<(typeof VALUE_JOBS)[J]>>;
export type FileParams<J extends FileJob> = Parameters<(typeof FILE_JOBS)[J]>[1];
