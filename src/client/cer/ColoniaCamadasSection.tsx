/**
 * A colony's litters: each with the day it was seen, its kittens, the mother
 * when known and what became of the kittens (the rest: not known yet), with
 * the form to record, correct or delete one for the roles that count.
 */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CAMADA_DESTINOS, sinDestino } from '../../domain/camadas';
import type { CamadaConMadre } from '../../domain/schemas/camada';
import { formatDate } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useCamadasColonia, useRefreshColoniaCer } from './api';
import { CamadaDialog } from './CamadaDialog';
import { DatedRecordList, type DatedRecordKeys } from './DatedRecordList';
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

const KEYS: DatedRecordKeys = {
  list: 'camadas.titulo',
  empty: 'camadas.ninguna',
  edit: 'camadas.editar',
  delete: 'camadas.eliminar',
  confirmDelete: 'camadas.confirmarEliminar',
  cancel: 'camadas.cancelar',
  deleted: 'camadas.eliminada',
};

export function ColoniaCamadasSection({ colonia }: { colonia: { id: number; nombre: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const access = useCerAccess();
  const dataProvider = useGateraDataProvider();
  const camadas = useCamadasColonia(colonia.id, access.camadas);
  const refresh = useRefreshColoniaCer(colonia.id);
  const destinoText = useDestinoText();
  const [editing, setEditing] = useState<CamadaConMadre | 'nueva' | null>(null);

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
      <DatedRecordList
        records={camadas}
        keys={KEYS}
        testId="camadas-lista"
        primary={(camada) => `${formatDate(camada.fecha)} · ${translate('camadas.crias', { smart_count: camada.crias })}`}
        details={(camada) => [camada.madre_nombre ? translate('camadas.madre', { nombre: camada.madre_nombre }) : null, destinoText(camada), camada.notas]}
        onEdit={access.registrarCamadas ? setEditing : undefined}
        remove={(camada) => dataProvider.eliminarCamada(colonia.id, camada.id)}
        onRemoved={() => void refresh()}
      />
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
    </Box>
  );
}
