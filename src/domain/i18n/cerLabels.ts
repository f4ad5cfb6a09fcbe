/**
 * The CER programme's status and method names in every language, from the
 * domain's catalogues (`cer.estado`, `cer.metodo`): the screens read them by
 * key, the server's annual report and its CSV through this table.
 */
import type { CerEstado, CerMetodo } from '../cer';
import { LANGUAGES, type Language } from './languages';
import es from './es/cer';
import ca from './ca/cer';
import eu from './eu/cer';
import gl from './gl/cer';
import en from './en/cer';

const BY_LANGUAGE = { es, ca, eu, gl, en };

export const CER_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, { estado: BY_LANGUAGE[language].cer.estado, metodo: BY_LANGUAGE[language].cer.metodo }]),
) as Record<Language, { estado: Record<CerEstado, string>; metodo: Record<CerMetodo, string> }>;
