/** The settings a PUT /api/ajustes may carry, checked: trimmed texts and numbers in range; empty or null means "use the installation's value". */
import { AJUSTES_MAX, RADIO_KM_MAX, type Ajustes } from '../../../domain/ajustes';
import { isObjetivoValido } from '../../../domain/cer';
import { isMermaValida, isVigenciaValida } from '../../../domain/cerVigencia';
import { isPesoReservaValido } from '../../../domain/jornadas';
import { isLanguage, type Language } from '../../../domain/i18n/languages';
import { AJUSTES_MESSAGES } from './messages';
import { isValidEmail } from '../../../domain/validation';
import { isDir3 } from '../../../domain/dir3';
import { forbiddenControl } from '../../lib/controlCharacters';
import { MESSAGES, unprocessable } from '../../lib/errors';

function text(value: unknown, max: number, tooLong: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw unprocessable(tooLong);
  const trimmed = value.trim();
  if (trimmed.length > max) throw unprocessable(tooLong);
  if (forbiddenControl(trimmed) !== null) throw unprocessable(MESSAGES.forbiddenCharacter);
  return trimmed || null;
}

function upper(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? value.toUpperCase() : value;
}

function number(value: unknown, valid: (n: number) => boolean, message: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'number' || !Number.isFinite(value) || !valid(value)) throw unprocessable(message);
  return value;
}

function languages(value: unknown, offered: readonly Language[]): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || value.some((code) => !isLanguage(code) || !offered.includes(code))) throw unprocessable(AJUSTES_MESSAGES.idiomasInvalidos);
  // An empty choice offers the installation's languages, as no choice does.
  return value.length ? [...new Set(value as string[])] : null;
}

/** The values of `body` to save, each checked; `offered`: the languages the installation offers (IDIOMAS). */
export function readAjustes(body: Record<string, unknown>, offered: readonly Language[]): Partial<Ajustes> {
  const correo = text(body.contacto_email, AJUSTES_MAX.contacto_email, AJUSTES_MESSAGES.correoInvalido);
  if (correo && !isValidEmail(correo)) throw unprocessable(AJUSTES_MESSAGES.correoInvalido);
  const dir3 = upper(text(body.dir3, AJUSTES_MAX.dir3, AJUSTES_MESSAGES.dir3Invalido));
  if (dir3 && !isDir3(dir3)) throw unprocessable(AJUSTES_MESSAGES.dir3Invalido);
  const latitud = number(body.latitud, (n) => n >= -90 && n <= 90, AJUSTES_MESSAGES.latitudInvalida);
  const longitud = number(body.longitud, (n) => n >= -180 && n <= 180, AJUSTES_MESSAGES.longitudInvalida);
  // A centre is a point: half of one would put the map somewhere else than either value means.
  if ((latitud === undefined) !== (longitud === undefined) || (latitud === null) !== (longitud === null)) throw unprocessable(AJUSTES_MESSAGES.centroIncompleto);
  const values: Partial<Ajustes> = {
    producto_nombre: text(body.producto_nombre, AJUSTES_MAX.producto_nombre, AJUSTES_MESSAGES.productoLargo),
    municipio_nombre: text(body.municipio_nombre, AJUSTES_MAX.municipio_nombre, AJUSTES_MESSAGES.municipioLargo),
    contacto_email: correo,
    nif: upper(text(body.nif, AJUSTES_MAX.nif, AJUSTES_MESSAGES.nifLargo)),
    direccion: text(body.direccion, AJUSTES_MAX.direccion, AJUSTES_MESSAGES.direccionLarga),
    dir3,
    latitud,
    longitud,
    radio_km: number(body.radio_km, (n) => n > 0 && n <= RADIO_KM_MAX, AJUSTES_MESSAGES.radioInvalido),
    idiomas: languages(body.idiomas, offered),
    cer_objetivo: number(body.cer_objetivo, isObjetivoValido, AJUSTES_MESSAGES.objetivoInvalido),
    censo_vigencia_dias: number(body.censo_vigencia_dias, isVigenciaValida, AJUSTES_MESSAGES.vigenciaInvalida),
    cer_merma_anual: number(body.cer_merma_anual, isMermaValida, AJUSTES_MESSAGES.mermaInvalida),
    peso_reserva_macho: number(body.peso_reserva_macho, isPesoReservaValido, AJUSTES_MESSAGES.pesoMachoInvalido),
    peso_reserva_hembra: number(body.peso_reserva_hembra, isPesoReservaValido, AJUSTES_MESSAGES.pesoHembraInvalido),
    peso_reserva_desconocido: number(body.peso_reserva_desconocido, isPesoReservaValido, AJUSTES_MESSAGES.pesoDesconocidoInvalido),
    peso_reserva_cachorro: number(body.peso_reserva_cachorro, isPesoReservaValido, AJUSTES_MESSAGES.pesoCachorroInvalido),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
