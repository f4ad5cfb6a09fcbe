/** Reads a multipart form into its text fields and at most one file, within a size limit. */
import type { FastifyRequest } from 'fastify';
import { forbiddenControl } from './controlCharacters';
import { HttpError, MESSAGES, payloadTooLarge, unsupportedMediaType, badRequest } from './errors';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartOptions {
  maxFileBytes: number;
  tooLargeMessage?: string;
}

export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw unsupportedMediaType(MESSAGES.multipartExpected);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes, files: 2, fields: 100, fieldSize: 1024 * 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (file) throw badRequest(MESSAGES.tooManyFiles);
        if (part.file.truncated) throw payloadTooLarge(options.tooLargeMessage);
        // An empty file input arrives as a part with no name and no bytes: no file.
        if (bytes.length === 0 && !part.filename) continue;
        file = { fieldname: part.fieldname, filename: part.filename, bytes };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (forbiddenControl(value)) throw badRequest(MESSAGES.forbiddenCharacter);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(options.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(MESSAGES.tooManyFiles);
    // Anything else the parser trips on (no boundary, a cut body) is a malformed form, not a server fault.
    throw badRequest(MESSAGES.malformedMultipart);
  }
  return { fields, file };
}
