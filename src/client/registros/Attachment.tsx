/**
 * Attachments of complaints and inspections: the file input (images and
 * PDFs) and how a stored attachment is shown (a thumbnail or a link).
 */
import { useId } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ATTACHMENT_FIELD } from './prepareAttachment';

/** What the file inputs accept: the types the server recognises. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** The attachment of the form around it, on `archivo` (a File, or null for none); emptied with the form. */
export function AttachmentInput() {
  const id = useId();
  const helpId = `${id}-ayuda`;
  const translate = useTranslate();
  const { field, formState } = useInput<File | null>({ source: ATTACHMENT_FIELD, defaultValue: null });
  const file = field.value instanceof File ? field.value : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        {translate('gatera.registros.adjunto.etiqueta')}
      </Typography>
      <input
        id={id}
        name={ATTACHMENT_FIELD}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={helpId}
        disabled={formState.isSubmitting}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        style={{ maxWidth: '100%' }}
      />
      <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {file ? translate('gatera.registros.adjunto.seleccionado', { nombre: file.name }) : translate('gatera.registros.adjunto.ayuda')}
      </Typography>
    </Box>
  );
}

/** Whether the link is a PDF: by the file name, before the signed link's query string, which private attachments carry. */
export function isPdfUrl(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0]);
}

/**
 * A stored attachment (`label` names its record, already translated): a small photo that opens full size, or a PDF download link.
 * `url` is the private, signed link the server gives (valid 15–30 minutes; the list refetches it).
 */
export function AttachmentView({ url, label }: { url: string | null; label: string }) {
  const translate = useTranslate();
  if (!url) return <>{translate('gatera.registros.adjunto.sinAdjunto')}</>;
  if (isPdfUrl(url)) {
    return (
      <Link href={url} download>
        {translate('gatera.registros.adjunto.descargarPdf')}
      </Link>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener" aria-label={translate('gatera.registros.adjunto.verFoto', { registro: label })}>
      <Box component="img" src={url} alt={translate('gatera.registros.adjunto.foto', { registro: label })} loading="lazy" sx={{ maxWidth: 120, maxHeight: 90, borderRadius: 1, display: 'block' }} />
    </Link>
  );
}
