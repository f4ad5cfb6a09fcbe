/**
 * The cats of a campaign (GET /campanas/campanas/{id}/gatos): its progress,
 * the cats page by page, and, for admin and responsable, adding a cat picked
 * by name or code and removing one after confirming.
 */
import { useState, type Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Chip, List, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CAMPANA_MESSAGES } from '../../domain/campanas';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { CampanaGato } from '../../domain/schemas/campana';
import { detailOf } from '../registros/formHelpers';
import { SectionCard } from '../registros/SectionCard';
import { GatoPicker, type GatoOption } from '../actividades/GatoPicker';
import { ProgresoCampana } from './ProgresoCampana';
import { GatoListItem } from '../gatos/GatoListItem';
import { useCampanaGatos } from './useCampanaGatos';

export const CAMPANA_GATOS_PER_PAGE = 10;
export const CAMPANA_PANEL_HEADING_ID = 'campana-gatos-titulo';

export interface CampanaGatosPanelProps {
  campanaId: number;
  canManage: boolean;
  ref?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function CampanaGatosPanel({ campanaId, canManage, ref, headingRef }: CampanaGatosPanelProps) {
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<GatoOption | null>(null);
  const [removing, setRemoving] = useState<CampanaGato | null>(null);
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const { campana, gatos, total, loading } = useCampanaGatos(campanaId, page, CAMPANA_GATOS_PER_PAGE);

  const adding = useMutation({
    mutationFn: (gato: GatoOption) => dataProvider.anadirGatoACampana(campanaId, gato.id),
    onSuccess: () => {
      notify(CAMPANA_MESSAGES.gatoAdded, { type: 'success' });
      setPicked(null);
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? CAMPANA_MESSAGES.gatoAddFailed, { type: 'error' }),
  });

  const removal = useMutation({
    mutationFn: (gato: CampanaGato) => dataProvider.quitarGatoDeCampana(campanaId, gato.id),
    onSuccess: () => {
      notify(CAMPANA_MESSAGES.gatoRemoved, { type: 'success' });
      setRemoving(null);
      if (gatos.length === 1 && page > 1) setPage(page - 1);
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? CAMPANA_MESSAGES.gatoRemoveFailed, { type: 'error' }),
  });
  const busy = adding.isPending || removal.isPending;

  const title = campana ? translate('gatera.campanas.panel.tituloDe', { nombre: campana.nombre }) : translate('gatera.campanas.panel.titulo');
  return (
    <SectionCard title={title} headingId={CAMPANA_PANEL_HEADING_ID} ref={ref} headingRef={headingRef}>
      {campana ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(campana.fecha_fin ? 'gatera.campanas.panel.resumenConFin' : 'gatera.campanas.panel.resumenSinFin', {
              smart_count: campana.numero_gatos,
              inicio: formatDate(campana.fecha_inicio),
              fin: formatDate(campana.fecha_fin),
            })}
          </Typography>
          <ProgresoCampana progreso={campana} nombre={campana.nombre} />
        </Box>
      ) : null}

      {canManage ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <GatoPicker value={picked} onChange={setPicked} label={translate('gatera.campanas.panel.anadirGato')} excludeIds={gatos.map((g) => g.id)} disabled={busy} />
          </Box>
          <Button variant="contained" onClick={() => picked && adding.mutate(picked)} disabled={!picked || busy} sx={{ mt: { sm: 1 } }}>
            {translate('gatera.campanas.panel.anadir')}
          </Button>
        </Stack>
      ) : null}

      {loading && !campana ? (
        <Loading />
      ) : gatos.length === 0 ? (
        <Typography>{translate('gatera.campanas.panel.sinGatos')}</Typography>
      ) : (
        <List aria-label={title} dense>
          {gatos.map((gato) => (
            <GatoListItem
              key={gato.id}
              gato={gato}
              details={[
                gato.codigo_identificacion ?? translate('gatera.campanas.panel.sinCodigo'),
                gato.colonia_nombre ?? translate('gatera.comun.sinColonia'),
                gato.fecha_esterilizacion ? translate('gatera.campanas.panel.esterilizadoEl', { fecha: formatDate(gato.fecha_esterilizacion) }) : translate('gatera.campanas.panel.sinEsterilizar'),
              ]}
            >
              {gato.esterilizado_en_campana ? <Chip size="small" color="success" variant="outlined" label={translate('gatera.campanas.panel.esterilizadoEnCampana')} /> : null}
              {!gato.activo ? <Chip size="small" variant="outlined" label={translate('gatera.campanas.panel.deBaja')} /> : null}
              {canManage ? (
                <Button size="small" color="secondary" onClick={() => setRemoving(gato)} aria-label={translate('gatera.campanas.panel.quitarDe', { nombre: gato.nombre })}>
                  {translate('ra.action.remove')}
                </Button>
              ) : null}
            </GatoListItem>
          ))}
        </List>
      )}
      <PaginationBar page={page} perPage={CAMPANA_GATOS_PER_PAGE} total={total} onPageChange={setPage} />

      <ConfirmDialog
        open={removing !== null}
        title={translate('gatera.campanas.panel.quitarTitulo')}
        content={removing ? translate('gatera.campanas.panel.quitarPregunta', { nombre: removing.nombre }) : ''}
        confirmLabel={translate('gatera.campanas.panel.siQuitar')}
        onConfirm={() => removing && removal.mutate(removing)}
        onClose={() => setRemoving(null)}
        loading={busy}
      />
    </SectionCard>
  );
}
