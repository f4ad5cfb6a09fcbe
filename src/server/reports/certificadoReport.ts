/**
 * The one-page sterilisation and identification certificate of a cat, in the
 * reports' page frame (document.ts): the council as holder, the cat, its
 * microchip and dates, its colony, and a verification code anyone can check
 * at GET /api/verificar/{codigo}.
 */
import { COLORS, type ReportDocument } from './document';
import { formatDate } from '../../domain/validation';
import { formatEdad } from '../../domain/gatos';
import { titularMunicipal } from '../../domain/registro';

export const CERTIFICADO_TITLE = 'Certificado de esterilización e identificación';

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

const NOT_RECORDED = 'No consta';

export function renderCertificado(report: ReportDocument, data: CertificadoData): void {
  const { gato, municipio } = data;
  const heading = (text: string) => {
    report.y += 6;
    report.paragraph(text, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 4 });
  };
  const line = (label: string, value: string) => report.paragraph(`${label}: ${value}`, { size: 10, gap: 3 });

  report.paragraph(CERTIFICADO_TITLE, { font: 'Helvetica-Bold', size: 16, gap: 8 });
  report.paragraph(
    `${titularMunicipal(municipio.nombre)} (${municipio.provincia}) certifica que el gato de colonia descrito a continuación está identificado con microchip a nombre de esta administración (Ley 7/2023, de protección de los derechos y el bienestar de los animales) y, en su caso, esterilizado en el programa municipal de gestión de colonias felinas.`,
    { size: 10, gap: 6 },
  );

  heading('Titular de la identificación');
  line('Titular', titularMunicipal(municipio.nombre));
  line('NIF', municipio.nif || NOT_RECORDED);
  line('Domicilio', municipio.direccion || NOT_RECORDED);

  heading('Animal');
  line('Nombre', gato.nombre);
  line('Especie', 'Felina');
  line('Sexo', gato.sexo === 'M' ? 'Macho' : 'Hembra');
  line('Raza', gato.raza || NOT_RECORDED);
  line('Edad aproximada', gato.edad_num === null ? NOT_RECORDED : formatEdad(gato.edad_num, gato.edad_unidad));

  heading('Identificación');
  line('Microchip', gato.microchip);
  line('Fecha de identificación', formatDate(gato.fecha_identificacion) || NOT_RECORDED);

  heading('Esterilización');
  line('Esterilizado', gato.fecha_esterilizacion ? 'Sí' : 'No');
  line('Fecha de esterilización', formatDate(gato.fecha_esterilizacion) || NOT_RECORDED);

  heading('Colonia');
  line('Colonia', gato.colonia_nombre);
  line('Ubicación', gato.colonia_ubicacion);

  heading('Verificación');
  line('Código de verificación', data.codigo);
  line('Emitido el', formatDate(data.emitidoEl));
  report.paragraph(`Compruebe la autenticidad de este certificado en ${data.verificarUrl}`, { size: 9, color: COLORS.muted });
}
