/**
 * The attachment of a complaint or an inspection: a multipart form with text
 * fields and at most one file named `archivo`, a JPEG, PNG, WebP or PDF
 * recognised from its bytes, at most UPLOAD_MAX_BYTES. The file is written to
 * disk only when the caller is ready to store the record.
 */
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_FIELD, UPLOAD_MAX_BYTES } from '../../domain/constants';
import { SERVER_KEYS } from '../i18n/keys';
import { readMultipart } from './multipart';
import { ATTACHMENT_TYPES, removeUpload, saveUpload, sniffType, type UploadType } from './uploads';
import { unprocessable, unsupportedMediaType } from './errors';
import { checkImagePixels } from './imageSize';

export { ATTACHMENT_FIELD };

export const ATTACHMENT_MESSAGES = SERVER_KEYS.adjuntos;

export interface PendingAttachment {
  bytes: Buffer;
  type: UploadType;
}

export interface AttachmentForm {
  fields: Record<string, string>;
  attachment: PendingAttachment | null;
}

/** Reads the form and checks the file; nothing is written yet. */
export async function readAttachmentForm(request: FastifyRequest): Promise<AttachmentForm> {
  const { fields, file } = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: ATTACHMENT_MESSAGES.tooLarge });
  if (!file) return { fields, attachment: null };
  if (file.fieldname !== ATTACHMENT_FIELD) throw unprocessable(ATTACHMENT_MESSAGES.wrongField);
  const type = sniffType(file.bytes);
  if (!type || !ATTACHMENT_TYPES.includes(type)) throw unsupportedMediaType(ATTACHMENT_MESSAGES.wrongType);
  checkImagePixels(file.bytes, type);
  return { fields, attachment: { bytes: file.bytes, type } };
}

/**
 * Stores the attachment (if any), then runs `store` with its file name. When
 * `store` fails the file is removed again, so no orphan stays on disk.
 */
export async function withStoredAttachment<T>(
  mediaDir: string,
  attachment: PendingAttachment | null,
  store: (archivo: string | null) => Promise<T>,
): Promise<T> {
  const archivo = attachment ? await saveUpload(mediaDir, attachment.bytes, attachment.type) : null;
  try {
    return await store(archivo);
  } catch (error) {
    await removeUpload(mediaDir, archivo);
    throw error;
  }
}

/** A text field of the form: trimmed, empty as null, limited in length. */
export function optionalText(fields: Record<string, string>, name: string, maxLength: number): string | null {
  const value = (fields[name] ?? '').trim();
  if (!value) return null;
  if (value.length > maxLength) throw unprocessable(`El campo «${name}» no puede superar ${maxLength} caracteres.`);
  return value;
}

/** A required text field: `message` when missing or blank. */
export function requiredText(fields: Record<string, string>, name: string, maxLength: number, message: string): string {
  const value = optionalText(fields, name, maxLength);
  if (value === null) throw unprocessable(message);
  return value;
}

/** An optional positive integer id of the form (empty means none). */
export function optionalId(fields: Record<string, string>, name: string): number | null {
  const raw = (fields[name] ?? '').trim();
  if (!raw || raw === 'null' || raw === 'undefined') return null;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw unprocessable(`El campo «${name}» debe ser un número entero.`);
  }
  return Number(raw);
}
