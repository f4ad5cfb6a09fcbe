/**
 * The one-page sterilisation and identification certificate of a cat, in the
 * reports' page frame (document.ts): the council as holder, the cat, its
 * microchip and dates, its colony, and a verification code anyone can check
 * at GET /api/verificar/{codigo}.
 */
import { COLORS, type ReportDocument } from './document';
import { fill, REPORT_TEXTS } from './texts';

export const CERTIFICADO_TITLE = REPORT_TEXTS.es.certificado.titulo;

export interface CertificadoData {
  codigo: string;
  verificarUrl: string;
  municipio: { nombre: string; provincia: string; nif: string; direccion: string };
  gato: {
    nombre: string;
    sexo: string;
    raza: string | null;
    edad_num: number | null;
    edad_unidad: string;
    microchip: string;
    fecha_identificacion: string | null;
    fecha_esterilizacion: string | null;
    colonia_nombre: string;
    colonia_ubicacion: string;
  };
  emitidoEl: string;
}

export function renderCertificado(report: ReportDocument, data: CertificadoData): void {
  const { gato, municipio } = data;
  const { texts, date, plural } = report.formats;
  const t = texts.certificado;
  const titular = fill(texts.ayuntamiento, { municipio: municipio.nombre });
  const heading = (text: string) => {
    report.y += 6;
    report.paragraph(text, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 4 });
  };
  const line = (label: string, value: string) => report.paragraph(`${label}: ${value}`, { size: 10, gap: 3 });

  report.paragraph(t.titulo, { font: 'Helvetica-Bold', size: 16, gap: 8 });
  report.paragraph(fill(t.declaracion, { titular, provincia: municipio.provincia }), { size: 10, gap: 6 });

  heading(t.titularSeccion);
  line(t.titular, titular);
  line(t.nif, municipio.nif || t.noConsta);
  line(t.domicilio, municipio.direccion || t.noConsta);

  heading(t.animal);
  line(t.nombre, gato.nombre);
  line(t.especie, t.felina);
  line(t.sexo, gato.sexo === 'M' ? texts.sexos.M : texts.sexos.H);
  line(t.raza, gato.raza || t.noConsta);
  line(t.edad, gato.edad_num === null ? t.noConsta : plural(gato.edad_num, gato.edad_unidad === 'años' ? t.anios : t.meses));

  heading(t.identificacion);
  line(t.microchip, gato.microchip);
  line(t.fechaIdentificacion, date(gato.fecha_identificacion) || t.noConsta);

  heading(t.esterilizacion);
  line(t.esterilizado, gato.fecha_esterilizacion ? texts.si : texts.no);
  line(t.fechaEsterilizacion, date(gato.fecha_esterilizacion) || t.noConsta);

  heading(t.colonia);
  line(t.colonia, gato.colonia_nombre);
  line(t.ubicacion, gato.colonia_ubicacion);

  heading(t.verificacion);
  line(t.codigo, data.codigo);
  line(t.emitido, date(data.emitidoEl));
  report.paragraph(fill(t.comprobar, { url: data.verificarUrl }), { size: 9, color: COLORS.muted });
}
