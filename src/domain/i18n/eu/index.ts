/** The domain's texts in Basque: what the screens and the server both say. */
import acreditaciones from './acreditaciones';
import adopciones from './adopciones';
import avisos from './avisos';
import campanas from './campanas';
import cer from './cer';
import cuenta from './cuenta';
import costes from './costes';
import jornadas from './jornadas';
import menu from './menu';
import notificaciones from './notificaciones';
import validacion from './validacion';

// Each file holds its own top-level namespaces, so spreading keeps every key (and its type).
export default { ...acreditaciones, ...adopciones, ...avisos, ...campanas, ...cer, ...costes, ...cuenta, ...jornadas, ...menu, ...notificaciones, ...validacion } as const;
