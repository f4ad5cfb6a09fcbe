/**
 * The CER programme's status and method names in every language: one place,
 * read by the client's catalogues (`gatera.cer.estado`, `gatera.cer.metodo`)
 * and the server's annual report and its CSV (issue 18).
 */
import type { CerEstado, CerMetodo } from '../cer';
import { CER_ESTADO_LABELS, CER_METHOD_LABELS } from '../cerTexts';
import type { Language } from './languages';

export const CER_LABELS: Record<Language, { estado: Record<CerEstado, string>; metodo: Record<CerMetodo, string> }> = {
  es: { estado: CER_ESTADO_LABELS, metodo: CER_METHOD_LABELS },
  ca: {
    estado: { sin_datos: 'Sense dades', insuficiente: 'Insuficient', en_progreso: 'En curs', estabilizando: "S'estabilitza", reduciendo: 'Es redueix' },
    metodo: { chapman: 'Chapman', censo: 'Cens', registro: 'Registre' },
  },
  eu: {
    estado: { sin_datos: 'Daturik ez', insuficiente: 'Nahikoa ez', en_progreso: 'Abian', estabilizando: 'Egonkortzen', reduciendo: 'Murrizten' },
    metodo: { chapman: 'Chapman', censo: 'Zentsua', registro: 'Erregistroa' },
  },
  gl: {
    estado: { sin_datos: 'Sen datos', insuficiente: 'Insuficiente', en_progreso: 'En progreso', estabilizando: 'Estabilizándose', reduciendo: 'Reducíndose' },
    metodo: { chapman: 'Chapman', censo: 'Censo', registro: 'Rexistro' },
  },
  en: {
    estado: { sin_datos: 'No data', insuficiente: 'Insufficient', en_progreso: 'In progress', estabilizando: 'Stabilising', reduciendo: 'Decreasing' },
    metodo: { chapman: 'Chapman', censo: 'Census', registro: 'Register' },
  },
};
