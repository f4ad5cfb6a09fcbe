/** 'Añadir a campaña…' for the selected cats: choose a campaign, each cat is added through the campaign's call. */
import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Campana } from '../../../domain/types';
import { useGateraDataProvider, type GateraDataProvider } from '../../providers/dataProvider';

/** Adds each cat; returns the reasons of those refused (already in it, inactive...). */
async function addToCampana(dataProvider: GateraDataProvider, campanaId: number, ids: readonly (number | string)[]): Promise<string[]> {
  const results = await Promise.allSettled(ids.map((id) => dataProvider.anadirGatoACampana(campanaId, Number(id))));
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : String(result.reason)] : []));
}

export function BulkCampanaButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [campanaId, setCampanaId] = useState('');
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const { data: campanas = [] } = useGetList<Campana>('campanas', { pagination: { page: 1, perPage: 100 } }, { enabled: open });

  async function add() {
    const campana = campanas.find((c) => String(c.id) === campanaId);
    if (!campana) return;
    setBusy(true);
    const refused = await addToCampana(dataProvider, campana.id, selectedIds);
    setBusy(false);
    setOpen(false);
    const added = selectedIds.length - refused.length;
    if (added > 0) notify('gatera.consola.bulk.campanaHecha', { type: 'success', messageArgs: { smart_count: added, campana: campana.nombre } });
    if (refused.length > 0) {
      notify('gatera.consola.bulk.campanaFallida', { type: 'warning', messageArgs: { smart_count: refused.length, motivo: [...new Set(refused)].join(' ') } });
    }
    onUnselectItems();
  }

  return (
    <>
      <Button label="gatera.consola.bulk.campana" onClick={() => setOpen(true)}>
        <PlaylistAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="bulk-campana-titulo" fullWidth maxWidth="xs">
        <DialogTitle id="bulk-campana-titulo">{translate('gatera.consola.bulk.campanaTitulo')}</DialogTitle>
        <DialogContent>
          {campanas.length === 0 ? <Typography>{translate('gatera.consola.bulk.sinCampanas')}</Typography> : null}
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('gatera.consola.bulk.campanaCampo')}
            value={campanaId}
            onChange={(event) => setCampanaId(event.target.value)}
          >
            {campanas.map((campana) => (
              <MenuItem key={campana.id} value={String(campana.id)}>
                {campana.nombre}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('gatera.consola.bulk.campanaCancelar')}</MuiButton>
          <MuiButton variant="contained" onClick={() => void add()} disabled={!campanaId || busy}>
            {translate('gatera.consola.bulk.campanaAnadir')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
