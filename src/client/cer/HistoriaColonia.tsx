/** A colony's 24 months: registered cats, the estimate and cats seen as lines, sterilisations as bars, with the table beside. */
import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cerApi, type HistoriaMes } from './api';
import { SeriesChart } from './SeriesChart';

export function HistoriaColonia({ coloniaId, version }: { coloniaId: number; version: number }) {
  const translate = useTranslate();
  const [meses, setMeses] = useState<HistoriaMes[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    cerApi
      .historia(coloniaId, controller.signal)
      .then((h) => setMeses(h.meses))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudo cargar la evolución de la colonia:', error);
      });
    return () => controller.abort();
  }, [coloniaId, version]);
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
