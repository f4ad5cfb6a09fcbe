/**
 * Adds the attachment of a complaint or an inspection to its form: a photo
 * shrunk by the shared helper, a PDF as it is.
 */
import { shrinkImage } from '../media/shrinkImage';

export const ATTACHMENT_FIELD = 'archivo';

export async function appendAttachment(form: FormData, file: File): Promise<void> {
  const prepared = await shrinkImage(file);
  form.append(ATTACHMENT_FIELD, prepared, prepared.name);
}
