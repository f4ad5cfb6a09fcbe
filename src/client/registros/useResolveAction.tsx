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

/** Each kind's texts (gatera.registros.<kind>.resolverUna.*). */
const RESOLVE_KEYS: Record<RegistroKind, string> = { queja: 'gatera.registros.quejas.resolverUna', inspeccion: 'gatera.registros.inspecciones.resolverUna' };

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
  const translate = useTranslate();
  const text = (name: string) => translate(`${RESOLVE_KEYS[kind]}.${name}`);
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
      notify(text('hecho'), { type: 'success' });
      setPending(null);
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? text('error'), { type: 'error' }),
  });

  const rowAction = (record: Resolvable): RowAction => ({
    label: translate('gatera.registros.resolver'),
    onClick: () => {
      setRespuesta('');
      setPending(record);
    },
  });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={text('titulo')}
      content={
        publicAnswer ? (
          <Stack spacing={2}>
            <Typography>{text('pregunta')}</Typography>
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
          text('pregunta')
        )
      }
      confirmLabel={translate('gatera.registros.siResolver')}
      onConfirm={() => {
        if (pending) resolve.mutate({ id: pending.id, answer: publicAnswer ? respuesta.trim() || null : null });
      }}
      onClose={() => setPending(null)}
      loading={resolve.isPending}
    />
  );
  return { rowAction, dialog };
}
