/**
 * The CER part of a colony's panel: coverage badge and estimate (its census's
 * date and age, marked and with its interval widened when stale), the census
 * list with its form (for the roles that count), each census marked with the
 * adults it saw beyond the register (newcomers), and the 24-month history.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { Censo } from '../../domain/schemas/censo';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useCensosColonia, useColoniaPoblacion, useRecienLlegados, useRefreshColoniaCer } from './api';
import { CensoDialog } from './CensoDialog';
import { CoberturaBadge } from './CoberturaBadge';
import { HistoriaColonia } from './HistoriaColonia';
import { formatInteger, formatShare } from './format';
import { useCerAccess } from './useCerAccess';

export function ColoniaCerSection({ colonia }: { colonia: { id: number; nombre: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const access = useCerAccess();
  const dataProvider = useGateraDataProvider();
  const poblacion = useColoniaPoblacion(colonia.id, access.leer);
  const censos = useCensosColonia(colonia.id, access.leer);
  const recienLlegados = useRecienLlegados(colonia.id, access.camadas);
  const refresh = useRefreshColoniaCer(colonia.id);
  const [editing, setEditing] = useState<Censo | 'nuevo' | null>(null);
  const [deleting, setDeleting] = useState<Censo | null>(null);
  const remove = useMutation({
    mutationFn: (censo: Censo) => dataProvider.eliminarCensoColonia(colonia.id, censo.id),
    onSuccess: () => {
      notify(translate('cer.censo.eliminado'), { type: 'info' });
      void refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  if (!access.leer) return null;
  const headingId = `colonia-${colonia.id}-cer`;
  const estimacion = poblacion?.estimacion;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="cer-colonia">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('cer.cobertura')}
        </Typography>
        {access.censar ? (
          <Button variant="contained" onClick={() => setEditing('nuevo')} sx={{ minHeight: 44 }}>
            {translate('cer.censo.nuevo')}
          </Button>
        ) : null}
      </Stack>
      {poblacion && estimacion ? (
        <Box sx={{ mb: 2 }}>
          <CoberturaBadge poblacion={poblacion} />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="estimacion-detalle">
            {translate('cer.estimacionDetalle', { n: formatInteger(estimacion.n), metodo: translate(`cer.metodo.${estimacion.metodo}`) })}
            {estimacion.ic95 ? ` · ${translate('cer.intervalo', { lo: estimacion.ic95[0], hi: estimacion.ic95[1] })}` : ''}
            {poblacion.obsoleta && poblacion.intervalo_vigente
              ? ` · ${translate('cer.intervaloVigente', { lo: poblacion.intervalo_vigente[0], hi: poblacion.intervalo_vigente[1] })}`
              : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              translate('cer.objetivo', { pct: formatShare(poblacion.objetivo) }),
              `${translate('cer.registrados')}: ${formatInteger(poblacion.registrados)}`,
              `${translate('cer.esterilizados')}: ${formatInteger(poblacion.esterilizados)}`,
              `${translate('cer.porEsterilizar')}: ${formatInteger(poblacion.por_esterilizar)}`,
              poblacion.fecha_censo !== null && poblacion.dias_desde_censo !== null
                ? `${translate('cer.censo.ultimo', { fecha: formatDate(poblacion.fecha_censo) })} (${translate('cer.censo.hace', { smart_count: poblacion.dias_desde_censo })})`
                : translate('cer.censo.sinCenso'),
            ].join(' · ')}
          </Typography>
        </Box>
      ) : null}
      <Typography component="h4" variant="body1" sx={{ fontWeight: 600 }}>
        {translate('cer.censo.lista')}
      </Typography>
      {censos && censos.length === 0 ? <Typography variant="body2">{translate('cer.censo.ninguno')}</Typography> : null}
      {censos && censos.length > 0 ? (
        <List dense aria-label={translate('cer.censo.lista')} sx={{ maxHeight: 240, overflowY: 'auto' }} tabIndex={0} data-testid="censos-lista">
          {censos.map((censo) => (
            <ListItem
              key={censo.id}
              divider
              secondaryAction={
                access.censar ? (
                  <>
                    <IconButton aria-label={`${translate('cer.censo.editar')} ${formatDate(censo.fecha)}`} onClick={() => setEditing(censo)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`${translate('cer.censo.eliminar')} ${formatDate(censo.fecha)}`} onClick={() => setDeleting(censo)}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                ) : null
              }
            >
              <ListItemText
                primary={formatDate(censo.fecha)}
                secondary={[
                  `${translate('resources.censos.fields.gatos_vistos')}: ${censo.gatos_vistos}`,
                  `${translate('resources.censos.fields.crias')}: ${censo.crias}`,
                  `${translate('resources.censos.fields.marcados_vistos')}: ${censo.marcados_vistos}`,
                  recienLlegados.get(censo.id) ? translate('camadas.recienLlegados', { smart_count: recienLlegados.get(censo.id) }) : null,
                  censo.observaciones,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <HistoriaColonia coloniaId={colonia.id} />
      </Box>
      {editing ? (
        <CensoDialog
          coloniaId={colonia.id}
          coloniaNombre={colonia.nombre}
          censo={editing === 'nuevo' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(translate('cer.censo.guardado'), { type: 'info' });
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={translate('cer.censo.eliminar')}
          content={translate('cer.censo.confirmarEliminar', { fecha: formatDate(deleting.fecha) })}
          confirmLabel={translate('cer.censo.eliminar')}
          cancelLabel={translate('cer.censo.cancelar')}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
