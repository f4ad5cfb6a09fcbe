/**
 * A sighting as the public form sends it (multipart): its kind, the point,
 * the short description, an optional e-mail and an optional photo, checked
 * with Spanish messages before anything is stored. The photo is cleaned
 * (lib/photos.ts) here too, so a photo that cannot be read refuses the whole
 * sighting and nothing is written.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { coordinatesError, isValidEmail } from '../../../domain/validation';
import {
  AVISTAMIENTO_DESCRIPCION_MAX,
  AVISTAMIENTO_FOTO_FIELD,
  AVISTAMIENTO_FOTO_LADO_MAX,
  isAvistamientoTipo,
  type AvistamientoTipo,
} from '../../../domain/avistamientos';
import { readMultipart } from '../../lib/multipart';
import { unprocessable } from '../../lib/errors';
import { PHOTO_MESSAGES, cleanPhoto, readPhoto } from '../../lib/photos';
import { AVISTAMIENTO_MESSAGES } from './messages';

export interface AvistamientoForm {
  tipo: AvistamientoTipo;
  descripcion: string;
  latitude: number;
  longitude: number;
  email: string | null;
  /** The cleaned JPEG, not stored yet. */
  foto: Buffer | null;
}

/** A coordinate typed or placed on the map: a plain decimal number, or null when the field is blank. */
function coordinate(fields: Record<string, string>, name: string): number | null {
  const raw = (fields[name] ?? '').trim().replace(',', '.');
  if (!raw) return null;
  return /^[+-]?\d{1,3}(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
}

export async function readAvistamientoForm(request: FastifyRequest): Promise<AvistamientoForm> {
  const { fields, file } = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: PHOTO_MESSAGES.grande });
  const tipo = (fields.tipo ?? '').trim();
  if (!isAvistamientoTipo(tipo)) throw unprocessable(AVISTAMIENTO_MESSAGES.tipo);

  const latitude = coordinate(fields, 'latitude');
  const longitude = coordinate(fields, 'longitude');
  if (latitude === null || longitude === null) throw unprocessable(AVISTAMIENTO_MESSAGES.punto);
  const problem = coordinatesError(latitude, longitude);
  if (problem) throw unprocessable(problem);

  const descripcion = (fields.descripcion ?? '').trim();
  if (!descripcion) throw unprocessable(AVISTAMIENTO_MESSAGES.descripcion);
  if (descripcion.length > AVISTAMIENTO_DESCRIPCION_MAX) throw unprocessable(AVISTAMIENTO_MESSAGES.descripcionLarga);

  const email = (fields.email ?? '').trim().toLowerCase() || null;
  if (email !== null && !isValidEmail(email)) throw unprocessable(AVISTAMIENTO_MESSAGES.email);

  if (file && file.fieldname !== AVISTAMIENTO_FOTO_FIELD) throw unprocessable(PHOTO_MESSAGES.campo);
  const foto = file ? await cleanPhoto(readPhoto(file), AVISTAMIENTO_FOTO_LADO_MAX) : null;
  return { tipo, descripcion, latitude, longitude, email, foto };
}
