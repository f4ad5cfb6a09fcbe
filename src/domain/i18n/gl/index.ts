/** The domain's texts in Galician: what the screens and the server both say. */
import avisos from './avisos';
import cer from './cer';
import cuenta from './cuenta';
import menu from './menu';
import validacion from './validacion';

// Each file holds its own top-level namespaces, so spreading keeps every key (and its type).
export default { ...avisos, ...cer, ...cuenta, ...menu, ...validacion } as const;
