/**
 * The resolve action of a complaint or an inspection (SPEC section 4): a
 * button behind a Spanish confirm dialog; the caller hides it once resuelta.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
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
}

export function ResolveButton({ kind, url, recordLabel }: ResolveButtonProps) {
  const texts = RESOLVE_TEXTS[kind];
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  async function confirm() {
    setBusy(true);
    try {
      await apiJson(url, { method: 'PUT' });
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
        content={texts.question}
        confirmLabel="Sí, resolver"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        loading={busy}
      />
    </>
  );
}
