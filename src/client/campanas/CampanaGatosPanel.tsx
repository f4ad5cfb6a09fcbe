/**
 * The cats of a campaign (GET /campanas/campanas/{id}/gatos): its progress,
 * the cats page by page, and, for admin and responsable, adding a cat picked
 * by name or code and removing one after confirming.
 */
import { useState, type Ref } from 'react';
import { Box, Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPANA_MESSAGES } from '../../domain/campanas';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { apiJson } from '../providers/httpClient';
import { detailOf } from '../registros/formHelpers';
import { SectionCard } from '../registros/SectionCard';
import { GatoPicker, type GatoOption } from '../actividades/GatoPicker';
import { ProgresoCampana } from './ProgresoCampana';
import { campanaPath, useCampanaGatos, type GatoDeCampana } from './useCampanaGatos';

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
  const [version, setVersion] = useState(0);
  const [picked, setPicked] = useState<GatoOption | null>(null);
  const [removing, setRemoving] = useState<GatoDeCampana | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const { campana, gatos, total, loading } = useCampanaGatos(campanaId, page, CAMPANA_GATOS_PER_PAGE, version);

  function changed() {
    setVersion((v) => v + 1);
    refresh();
  }

  async function add() {
    if (!picked) return;
    setBusy(true);
    try {
      await apiJson(`${campanaPath(campanaId)}/gatos`, { method: 'POST', json: { gato_id: picked.id } });
      notify(CAMPANA_MESSAGES.gatoAdded, { type: 'success' });
      setPicked(null);
      changed();
    } catch (error) {
      notify(detailOf(error) ?? CAMPANA_MESSAGES.gatoAddFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await apiJson(`${campanaPath(campanaId)}/gatos/${removing.id}`, { method: 'DELETE' });
      notify(CAMPANA_MESSAGES.gatoRemoved, { type: 'success' });
      setRemoving(null);
      if (gatos.length === 1 && page > 1) setPage(page - 1);
      changed();
    } catch (error) {
      notify(detailOf(error) ?? CAMPANA_MESSAGES.gatoRemoveFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const title = campana ? `Gatos de la campaña «${campana.nombre}»` : 'Gatos de la campaña';
  return (
    <SectionCard title={title} headingId={CAMPANA_PANEL_HEADING_ID} ref={ref} headingRef={headingRef}>
      {campana ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {campana.numero_gatos} {campana.numero_gatos === 1 ? 'gato' : 'gatos'} en la campaña, del {formatDate(campana.fecha_inicio)}
            {campana.fecha_fin ? ` al ${formatDate(campana.fecha_fin)}` : ' sin fecha de fin'}.
          </Typography>
          <ProgresoCampana progreso={campana} nombre={campana.nombre} />
        </Box>
      ) : null}

      {canManage ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <GatoPicker value={picked} onChange={setPicked} label="Añadir gato (nombre o código)" excludeIds={gatos.map((g) => g.id)} disabled={busy} />
          </Box>
          <Button variant="contained" onClick={add} disabled={!picked || busy} sx={{ mt: { sm: 1 } }}>
            Añadir a la campaña
          </Button>
        </Stack>
      ) : null}

      {loading && !campana ? (
        <Loading />
      ) : gatos.length === 0 ? (
        <Typography>Esta campaña aún no tiene gatos.</Typography>
      ) : (
        <List aria-label={title} dense>
          {gatos.map((gato) => (
            <ListItem key={gato.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/gatos/${gato.id}`}>
                    {gato.nombre}
                  </Link>
                }
                secondary={[
                  gato.codigo_identificacion ?? 'Sin código',
                  gato.colonia_nombre ?? 'Sin colonia',
                  gato.fecha_esterilizacion ? `Esterilizado el ${formatDate(gato.fecha_esterilizacion)}` : 'Sin esterilizar',
                ].join(' · ')}
                sx={{ minWidth: 200 }}
              />
              {gato.esterilizado_en_campana ? <Chip size="small" color="success" variant="outlined" label="Esterilizado en la campaña" /> : null}
              {!gato.activo ? <Chip size="small" variant="outlined" label="De baja" /> : null}
              {canManage ? (
                <Button size="small" color="secondary" onClick={() => setRemoving(gato)} aria-label={`Quitar a ${gato.nombre} de la campaña`}>
                  Quitar
                </Button>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      <PaginationBar page={page} perPage={CAMPANA_GATOS_PER_PAGE} total={total} onPageChange={setPage} />

      <ConfirmDialog
        open={removing !== null}
        title="Quitar el gato de la campaña"
        content={removing ? `¿Seguro que quieres quitar a ${removing.nombre} de esta campaña?` : ''}
        confirmLabel="Sí, quitar"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        loading={busy}
      />
    </SectionCard>
  );
}
