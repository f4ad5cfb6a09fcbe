/**
 * The reader of a document: every PDF and CSV meant for people is
 * written in the request's language (the signed-in person's choice, else
 * Accept-Language, else IDIOMA_POR_DEFECTO), through this one function.
 */
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../plugins/errors';
import type { ReportFrame } from './document';
import { fill, reportFormats } from './texts';

export function reportReader(request: FastifyRequest, municipio: { nombre: string; provincia: string }) {
  const language = languageOf(request);
  const formats = reportFormats(language);
  return {
    language,
    formats,
    texts: formats.texts,
    /** `Ayuntamiento de Sigüenza (Guadalajara)`, in the reader's language. */
    subtitle: `${fill(formats.texts.ayuntamiento, { municipio: municipio.nombre })} (${municipio.provincia})`,
    /** The page frame of a document titled `title`, generated at `generatedAt`. */
    frame: (title: string, generatedAt: Date): ReportFrame => ({ municipio: municipio.nombre, provincia: municipio.provincia, title, generatedAt, language }),
  };
}
