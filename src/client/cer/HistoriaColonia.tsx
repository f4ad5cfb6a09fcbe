/** A colony's 24 months: registered cats, the estimate and cats seen as lines, sterilisations as bars, with the table beside. */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useHistoriaColonia } from './api';
import { SeriesChart } from './SeriesChart';

export function HistoriaColonia({ coloniaId }: { coloniaId: number }) {
  const translate = useTranslate();
  const meses = useHistoriaColonia(coloniaId);
  if (!meses) return <Typography variant="body2">{translate('cer.historia.cargando')}</Typography>;
  const t = (key: string) => translate(`cer.historia.${key}`);
  return (
    <SeriesChart
      id={`historia-${coloniaId}`}
      title={t('titulo')}
      tableTitle={t('tabla')}
      monthLabel={t('mes')}
      meses={meses.map((m) => m.mes)}
      columns={[
        { key: 'estimacion', label: t('estimacion'), kind: 'line', color: '#6a1b9a', values: meses.map((m) => m.estimacion) },
        { key: 'registrados', label: t('registrados'), kind: 'line', color: '#1565c0', values: meses.map((m) => m.registrados) },
        { key: 'vistos', label: t('vistos'), kind: 'line', color: '#00838f', values: meses.map((m) => m.censo?.gatos_vistos ?? null) },
        { key: 'esterilizaciones', label: t('esterilizaciones'), kind: 'bar', color: '#2e7d32', values: meses.map((m) => m.esterilizaciones) },
        { key: 'altas', label: t('altas'), kind: 'table', values: meses.map((m) => m.altas) },
        { key: 'bajas', label: t('bajas'), kind: 'table', values: meses.map((m) => m.bajas) },
      ]}
    />
  );
}
