/** The settings a PUT /api/ajustes may carry, checked: trimmed texts, empty meaning "use the environment's value". */
import { AJUSTES_MAX, type Ajustes } from '../../../domain/ajustes';
import { AJUSTES_MESSAGES } from './messages';
import { isValidEmail } from '../../../domain/validation';
import { forbiddenControl } from '../../lib/controlCharacters';
import { MESSAGES, unprocessable } from '../../lib/errors';

type Texts = Pick<Ajustes, 'producto_nombre' | 'municipio_nombre' | 'contacto_email'>;

function text(value: unknown, max: number, tooLong: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw unprocessable(tooLong);
  const trimmed = value.trim();
  if (trimmed.length > max) throw unprocessable(tooLong);
  if (forbiddenControl(trimmed) !== null) throw unprocessable(MESSAGES.forbiddenCharacter);
  return trimmed || null;
}

export function readAjustes(body: Record<string, unknown>): Partial<Texts> {
  const out: Partial<Texts> = {};
  const producto = text(body.producto_nombre, AJUSTES_MAX.producto_nombre, AJUSTES_MESSAGES.productoLargo);
  const municipio = text(body.municipio_nombre, AJUSTES_MAX.municipio_nombre, AJUSTES_MESSAGES.municipioLargo);
  const correo = text(body.contacto_email, AJUSTES_MAX.contacto_email, AJUSTES_MESSAGES.correoInvalido);
  if (correo && !isValidEmail(correo)) throw unprocessable(AJUSTES_MESSAGES.correoInvalido);
  if (producto !== undefined) out.producto_nombre = producto;
  if (municipio !== undefined) out.municipio_nombre = municipio;
  if (correo !== undefined) out.contacto_email = correo;
  return out;
}
