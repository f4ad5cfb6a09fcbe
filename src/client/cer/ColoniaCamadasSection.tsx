/**
 * A colony's litters: each with the day it was seen, its kittens, the mother
 * when known and what became of the kittens (the rest: not known yet), with
 * the form to record, correct or delete one for the roles that count.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { CAMADA_DESTINOS, sinDestino } from '../../domain/camadas';
import type { CamadaConMadre } from '../../domain/schemas/camada';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useCamadasColonia, useRefreshColoniaCer } from './api';
import { CamadaDialog } from './CamadaDialog';
import { useCerAccess } from './useCerAccess';

/** What became of a litter's kittens, in words: only the fates that have any. */
function useDestinoText() {
  const translate = useTranslate();
  return (camada: CamadaConMadre) =>
    [...CAMADA_DESTINOS.map((destino) => [destino, camada[destino]] as const), ['sin_destino', sinDestino(camada)] as const]
      .filter(([, n]) => n > 0)
      .map(([destino, n]) => translate(`camadas.destino.${destino}`, { smart_count: n }))
      .join(' · ');
}

export function ColoniaCamadasSection({ colonia }: { colonia: { id: number; nombre: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const access = useCerAccess();
  const dataProvider = useGateraDataProvider();
  const camadas = useCamadasColonia(colonia.id, access.camadas);
  const refresh = useRefreshColoniaCer(colonia.id);
  const destinoText = useDestinoText();
  const [editing, setEditing] = useState<CamadaConMadre | 'nueva' | null>(null);
  const [deleting, setDeleting] = useState<CamadaConMadre | null>(null);
  const remove = useMutation({
    mutationFn: (camada: CamadaConMadre) => dataProvider.eliminarCamada(colonia.id, camada.id),
    onSuccess: () => {
      notify(translate('camadas.eliminada'), { type: 'info' });
      void refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  if (!access.camadas) return null;
  const headingId = `colonia-${colonia.id}-camadas`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="camadas-colonia">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('camadas.titulo')}
        </Typography>
        {access.registrarCamadas ? (
          <Button variant="outlined" onClick={() => setEditing('nueva')} sx={{ minHeight: 44 }}>
            {translate('camadas.nueva')}
          </Button>
        ) : null}
      </Stack>
      {camadas && camadas.length === 0 ? <Typography variant="body2">{translate('camadas.ninguna')}</Typography> : null}
      {camadas && camadas.length > 0 ? (
        <List dense aria-label={translate('camadas.titulo')} sx={{ maxHeight: 240, overflowY: 'auto' }} tabIndex={0} data-testid="camadas-lista">
          {camadas.map((camada) => (
            <ListItem
              key={camada.id}
              divider
              secondaryAction={
                access.registrarCamadas ? (
                  <>
                    <IconButton aria-label={`${translate('camadas.editar')} ${formatDate(camada.fecha)}`} onClick={() => setEditing(camada)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`${translate('camadas.eliminar')} ${formatDate(camada.fecha)}`} onClick={() => setDeleting(camada)}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                ) : null
              }
            >
              <ListItemText
                primary={`${formatDate(camada.fecha)} · ${translate('camadas.crias', { smart_count: camada.crias })}`}
                secondary={[camada.madre_nombre ? translate('camadas.madre', { nombre: camada.madre_nombre }) : null, destinoText(camada), camada.notas]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {editing ? (
        <CamadaDialog
          colonia={colonia}
          camada={editing === 'nueva' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(translate('camadas.guardada'), { type: 'info' });
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={translate('camadas.eliminar')}
          content={translate('camadas.confirmarEliminar', { fecha: formatDate(deleting.fecha) })}
          confirmLabel={translate('camadas.eliminar')}
          cancelLabel={translate('camadas.cancelar')}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
