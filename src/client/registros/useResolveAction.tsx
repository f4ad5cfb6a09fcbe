/**
 * Resolving a complaint or an inspection, from its list's row menu, behind a
 * confirmation; the list offers it only while the record is not resuelta.
 */
import { useState, type ReactNode } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { RESPUESTA_PUBLICA_MAX } from '../../domain/seguimiento';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { RowAction } from '../listas/RowMenu';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from './formHelpers';
import type { RegistroKind } from './RegistroInputs';

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

/** A record the list offers to resolve: its id and its name for the row menu ('queja del 29/03/2025'). */
export interface Resolvable {
  id: number;
  label: string;
}

/**
 * The resolve action of a list of complaints or inspections: the row menu's
 * entry and the one confirmation dialog it opens. Staff may write a
 * complaint's public answer there, shown on /seguimiento.
 */
export function useResolveAction(kind: RegistroKind, publicAnswer = false): { rowAction: (record: Resolvable) => RowAction; dialog: ReactNode } {
  const texts = RESOLVE_TEXTS[kind];
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Resolvable | null>(null);
  const [respuesta, setRespuesta] = useState('');
  const resolve = useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: string | null }): Promise<void> => {
      if (kind === 'queja') await dataProvider.resolverQueja(id, answer);
      else await dataProvider.resolverInspeccion(id);
    },
    onSuccess: () => {
      notify(texts.done, { type: 'success' });
      setPending(null);
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? texts.failed, { type: 'error' }),
  });

  const rowAction = (record: Resolvable): RowAction => ({
    label: texts.button,
    onClick: () => {
      setRespuesta('');
      setPending(record);
    },
  });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
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
      onConfirm={() => {
        if (pending) resolve.mutate({ id: pending.id, answer: publicAnswer ? respuesta.trim() || null : null });
      }}
      onClose={() => setPending(null)}
      loading={resolve.isPending}
    />
  );
  return { rowAction, dialog };
}
