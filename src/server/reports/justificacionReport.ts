/**
 * The justification of a grant (cuenta justificativa) as a PDF and as a CSV:
 * the council (its name, NIF, address, DIR3 code and coat of arms), the
 * grant, the costs line by line with what of each is eligible, and the totals
 * per line and overall. The CSV is the same table for a Spanish spreadsheet
 * (csvDocument: UTF-8 with BOM, `;`, amounts with a decimal comma); the
 * figures of both come from one Justificacion, so they cannot differ.
 */
import { csvDocument, type CsvValue } from '../../domain/csv';
import { formatDate } from '../../domain/validation';
import { COSTE_KEYS, MOTIVOS_NO_ELEGIBLE, centimosDecimal, formatEuros, motivoLabel } from '../../domain/costes';
import { INTL_LOCALES, type Language } from '../../domain/i18n/languages';
import type { FilaJustificacion, Totales } from '../../domain/schemas/subvencion';
import { serverText } from '../i18n/index';
import type { Justificacion } from '../modules/subvenciones/justificacion';
import { CONTENT_WIDTH, PAGE, backpressure, type ReportDocument } from './document';
import { Table, type Column } from './table';
import { fill } from './texts';

/** Who the grant was given to, as the settings hold it. */
export interface EntidadBeneficiaria {
  nombre: string;
  nif: string;
  direccion: string;
  dir3: string | null;
}

const COLUMNAS = COSTE_KEYS.subvenciones.columnas;

/** The table's headers in `language`. */
function columnas(language: Language) {
  const t = (key: string) => serverText(language, key);
  return Object.fromEntries(Object.entries(COLUMNAS).map(([name, key]) => [name, t(key)])) as Record<keyof typeof COLUMNAS, string>;
}

/** The pack as CSV: a header row, one row per cost, then a row per line with its totals, then the grand total. */
export function justificacionCsv(data: Justificacion, language: Language): Buffer {
  const c = columnas(language);
  const t = (key: string) => serverText(language, key);
  const amount = (centimos: number | null) => (centimos === null ? '' : centimosDecimal(centimos));
  const rows: CsvValue[][] = [[c.fecha, c.microchip, c.colonia, c.acto, c.veterinario, c.colegiado, c.factura, c.importe, c.linea, c.elegible, c.noElegible, c.motivo]];
  for (const f of data.filas) {
    rows.push([
      formatDate(f.fecha),
      f.microchip,
      f.colonia,
      f.acto,
      f.veterinario,
      f.numero_colegiado,
      f.factura,
      amount(f.importe_centimos),
      f.linea,
      amount(f.elegible_centimos),
      amount(f.no_elegible_centimos),
      f.motivo ? t(motivoLabel(f.motivo)) : '',
    ]);
  }
  const totalRow = (label: string, linea: string, totales: Totales): CsvValue[] => [
    label,
    '',
    '',
    '',
    '',
    '',
    '',
    amount(totales.importe_centimos),
    linea,
    amount(totales.elegible_centimos),
    amount(totales.no_elegible_centimos),
    '',
  ];
  for (const linea of data.lineas) rows.push(totalRow(t(COSTE_KEYS.subvenciones.totalLinea), linea.nombre, linea.totales));
  rows.push(totalRow(t(COSTE_KEYS.subvenciones.total), '', data.totales));
  return Buffer.from(csvDocument(rows, ';'), 'utf8');
}

/** The mark of a reason in the table, explained under it: (1), (2), (3). */
const marca = (motivo: FilaJustificacion['motivo']) => (motivo ? `(${MOTIVOS_NO_ELEGIBLE.indexOf(motivo) + 1})` : '');

/** The coat of arms' side, in points, at the top right of the first page. */
const ESCUDO = 56;

export async function renderJustificacion(report: ReportDocument, data: Justificacion, entidad: EntidadBeneficiaria, escudo: Buffer | null): Promise<void> {
  const { formats } = report;
  const { language, date, count } = formats;
  const texts = formats.texts.justificacion;
  const c = columnas(language);
  const t = (key: string) => serverText(language, key);
  const locale = INTL_LOCALES[language];
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Cents to a printed number: exact, since a whole number of cents over 100 rounds back to itself at two decimals.
  const numero = (centimos: number | null) => (centimos === null ? '—' : decimal.format(centimos / 100));
  const euros = (centimos: number) => formatEuros(centimos, locale);
  const { subvencion } = data;

  const top = report.y;
  if (escudo) {
    try {
      report.doc.image(escudo, PAGE.width - PAGE.margin - ESCUDO, top, { fit: [ESCUDO, ESCUDO], align: 'right' });
    } catch {
      // An image pdfkit cannot read (a WebP coat of arms) leaves the page without it.
    }
  }
  report.paragraph(texts.titulo, { font: 'Helvetica-Bold', size: 15, gap: 6 });
  const line = (label: string, value: string) => report.paragraph(`${label}: ${value}`, { size: 9, gap: 2 });
  report.paragraph(texts.beneficiario, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  report.paragraph(fill(formats.texts.ayuntamiento, { municipio: entidad.nombre }), { size: 10, gap: 2 });
  line(texts.nif, entidad.nif || texts.noConsta);
  line(texts.direccion, entidad.direccion || texts.noConsta);
  line(texts.dir3, entidad.dir3 || texts.noConsta);
  report.y = Math.max(report.y, escudo ? top + ESCUDO : 0) + 8;

  report.paragraph(texts.subvencion, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  line(texts.convocatoria, subvencion.convocatoria);
  line(texts.organismo, subvencion.organismo);
  line(texts.referencia, subvencion.referencia);
  line(texts.fecha, date(subvencion.fecha));
  line(texts.importeConcedido, euros(subvencion.importe_concedido_centimos));
  line(texts.periodo, fill(texts.periodoValor, { desde: date(subvencion.periodo_desde), hasta: date(subvencion.periodo_hasta) }));
  report.y += 8;

  report.paragraph(texts.relacion, { font: 'Helvetica-Bold', size: 11, gap: 2 });
  report.paragraph(texts.enEuros, { size: 8, gap: 4 });
  type Row = FilaJustificacion | { total: Totales };
  const cell = (value: (f: FilaJustificacion) => string, total: (t: Totales) => string = () => '') => (row: Row) => ('total' in row ? total(row.total) : value(row));
  const columns: Column<Row>[] = [
    { header: c.fecha, width: 47, value: cell((f) => date(f.fecha), () => t(COSTE_KEYS.subvenciones.total)) },
    { header: c.microchip, width: 73, value: cell((f) => f.microchip ?? '') },
    { header: c.colonia, width: 60, value: cell((f) => f.colonia ?? '') },
    { header: c.acto, width: 94, value: cell((f) => f.acto, (tot) => `${c.costes}: ${count(tot.costes)}`) },
    // The registration numbers are listed under the table: with them, the row would not fit the page's width.
    { header: c.veterinario, width: 59, value: cell((f) => f.veterinario ?? '') },
    { header: c.factura, width: 56, value: cell((f) => f.factura ?? '') },
    { header: c.importe, width: 38, value: cell((f) => numero(f.importe_centimos), (tot) => numero(tot.importe_centimos)) },
    { header: c.elegible, width: 38, value: cell((f) => numero(f.elegible_centimos), (tot) => numero(tot.elegible_centimos)) },
    { header: c.noElegible, width: CONTENT_WIDTH - 465, value: cell((f) => `${numero(f.no_elegible_centimos)} ${marca(f.motivo)}`.trim(), (tot) => numero(tot.no_elegible_centimos)) },
  ];
  if (data.filas.length === 0) report.paragraph(texts.sinCostes, { size: 9, gap: 6 });
  let at = 0;
  for (const linea of data.lineas) {
    if (linea.totales.costes === 0) continue;
    report.ensure(40);
    report.paragraph(linea.nombre, { font: 'Helvetica-Bold', size: 10, gap: 3 });
    const table = new Table(report, columns);
    table.begin();
    for (; at < data.filas.length && data.filas[at].linea_id === linea.id; at++) {
      table.row(data.filas[at]);
      await report.breathe();
      await backpressure(report.doc);
    }
    table.row({ total: linea.totales });
    table.end(6);
  }
  const veterinarios = new Map<string, string>();
  for (const f of data.filas) if (f.veterinario || f.numero_colegiado) veterinarios.set(`${f.veterinario ?? ''}\u0000${f.numero_colegiado ?? ''}`, `${f.veterinario ?? texts.noConsta}: ${f.numero_colegiado ?? texts.noConsta}`);
  if (veterinarios.size > 0) {
    report.paragraph(texts.veterinarios, { font: 'Helvetica-Bold', size: 9, gap: 2 });
    for (const line of veterinarios.values()) report.paragraph(line, { size: 8, gap: 1 });
    report.y += 6;
  }
  if (data.filas.some((f) => f.motivo)) {
    report.paragraph(texts.motivos, { font: 'Helvetica-Bold', size: 9, gap: 2 });
    for (const motivo of MOTIVOS_NO_ELEGIBLE) report.paragraph(`${marca(motivo)} ${t(motivoLabel(motivo))}`, { size: 8, gap: 1 });
    report.y += 8;
  }

  report.paragraph(texts.resumen, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  type Resumen = { nombre: string; totales: Totales };
  const resumen = new Table<Resumen>(report, [
    { header: c.linea, width: CONTENT_WIDTH - 300, value: (r) => r.nombre },
    { header: c.costes, width: 45, value: (r) => count(r.totales.costes) },
    { header: c.importe, width: 85, value: (r) => euros(r.totales.importe_centimos) },
    { header: c.elegible, width: 85, value: (r) => euros(r.totales.elegible_centimos) },
    { header: c.noElegible, width: 85, value: (r) => euros(r.totales.no_elegible_centimos) },
  ]);
  resumen.begin();
  for (const linea of data.lineas) resumen.row(linea);
  resumen.row({ nombre: t(COSTE_KEYS.subvenciones.total), totales: data.totales });
  resumen.end();
}
