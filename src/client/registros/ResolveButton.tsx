/**
 * The resolve action of a complaint or an inspection: a
 * button behind a Spanish confirm dialog; the caller hides it once resuelta.
 */
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { RESPUESTA_PUBLICA_MAX } from '../../domain/seguimiento';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { apiJson } from '../providers/httpClient';

export const RESOLVE_TEXTS = {
  queja: {
    button: 'Resolver',
    title: 'Resolver la queja',
    question: '¿Seguro que quieres marcar esta queja como resuelta?',
    done: 'Queja marcada como resuelta',
    failed: 'Error al resolver la queja',
  },
  inspeccion: {
    button: 'Resolver',
    title: 'Resolver la inspección',
    question: '¿Seguro que quieres marcar esta inspección como resuelta?',
    done: 'Inspección marcada como resuelta',
    failed: 'Error al resolver la inspección',
  },
} as const;

export interface ResolveButtonProps {
  kind: keyof typeof RESOLVE_TEXTS;
  /** The PUT path of the resolve call. */
  url: string;
  /** Names the record for screen readers, e.g. the complaint's date. */
  recordLabel: string;
  /** Staff may write the complaint's public answer, shown on /seguimiento. */
  publicAnswer?: boolean;
}

export function ResolveButton({ kind, url, recordLabel, publicAnswer = false }: ResolveButtonProps) {
  const texts = RESOLVE_TEXTS[kind];
  const translate = useTranslate();
  const [respuesta, setRespuesta] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  async function confirm() {
    setBusy(true);
    try {
      const answer = respuesta.trim();
      await apiJson(url, publicAnswer && answer ? { method: 'PUT', json: { respuesta_publica: answer } } : { method: 'PUT' });
      notify(texts.done, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : texts.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} aria-label={`${texts.button}: ${recordLabel}`}>
        {texts.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={texts.title}
        content={
          publicAnswer ? (
            <Stack spacing={2}>
              <Typography>{texts.question}</Typography>
              <TextField
                label={translate('gatera.vecinos.seguimiento.respuestaPublica')}
                helperText={translate('gatera.vecinos.seguimiento.respuestaAyuda')}
                value={respuesta}
                onChange={(e) => setRespuesta(e.target.value)}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: RESPUESTA_PUBLICA_MAX } }}
              />
            </Stack>
          ) : (
            texts.question
          )
        }
        confirmLabel="Sí, resolver"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        loading={busy}
      />
    </>
  );
}
