/**
 * The CER part of a colony's panel: coverage badge and estimate (its census's
 * date and age, marked and with its interval widened when stale), the census
 * list with its form (for the roles that count), each census marked with the
 * adults it saw beyond the register (newcomers), and the 24-month history.
 */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import type { Censo } from '../../domain/schemas/censo';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useCensosColonia, useColoniaPoblacion, useRecienLlegados, useRefreshColoniaCer } from './api';
import { CensoDialog } from './CensoDialog';
import { CoberturaBadge } from './CoberturaBadge';
import { DatedRecordList, type DatedRecordKeys } from './DatedRecordList';
import { HistoriaColonia } from './HistoriaColonia';
import { formatInteger, formatShare } from './format';
import { useCerAccess } from './useCerAccess';

const KEYS: DatedRecordKeys = {
  list: 'cer.censo.lista',
  empty: 'cer.censo.ninguno',
  edit: 'cer.censo.editar',
  delete: 'cer.censo.eliminar',
  confirmDelete: 'cer.censo.confirmarEliminar',
  cancel: 'cer.censo.cancelar',
  deleted: 'cer.censo.eliminado',
};

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
      <DatedRecordList
        records={censos}
        keys={KEYS}
        testId="censos-lista"
        primary={(censo) => formatDate(censo.fecha)}
        details={(censo) => [
          `${translate('resources.censos.fields.gatos_vistos')}: ${censo.gatos_vistos}`,
          `${translate('resources.censos.fields.crias')}: ${censo.crias}`,
          `${translate('resources.censos.fields.marcados_vistos')}: ${censo.marcados_vistos}`,
          recienLlegados.get(censo.id) ? translate('camadas.recienLlegados', { smart_count: recienLlegados.get(censo.id) }) : null,
          censo.observaciones,
        ]}
        onEdit={access.censar ? setEditing : undefined}
        remove={(censo) => dataProvider.eliminarCensoColonia(colonia.id, censo.id)}
        onRemoved={() => void refresh()}
      />
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
    </Box>
  );
}
