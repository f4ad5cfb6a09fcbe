/**
 * /graficos, public: 'Gráficos de Gatos por Colonia'. A horizontal bar per
 * colony, series 'Número de Gatos', whole numbers only on the axis, height 400
 * and the original margins; the chart grows with many colonies and
 * the reader may keep the top N. 'Cargando datos...' while loading; a failure
 * is only logged and the chart is empty.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHART } from '../../domain/constants';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { SHOW_OPTIONS, chartHeight, integerTick, labelWidth, visibleRecords } from './chartLayout';
import { useLanguage } from '../i18n/language';
import { useTranslate } from 'react-admin';

const T = 'gatera.graficos';

export default function GraficosPage() {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [show, setShow] = useState(0);
  const { data: records = null } = useQuery({
    queryKey: ['graficos', 'colonias'],
    queryFn: ({ signal }) =>
      dataProvider.datosGraficoColonias(signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('No se pudieron cargar los datos del gráfico:', error);
        return [];
      }),
  });

  const language = useLanguage();
  const visible = useMemo(() => visibleRecords(records ?? [], show, language), [records, show, language]);

  return (
    <PublicLayout maxWidth="lg">
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`${T}.titulo`)}
      </Typography>
      {records === null ? (
        <Loading text={t(`${T}.cargando`)} />
      ) : (
        <>
          {records.length > SHOW_OPTIONS[1] ? (
            <TextField select size="small" label={t(`${T}.mostradas`)} value={show} onChange={(event) => setShow(Number(event.target.value))} sx={{ mb: 2, minWidth: 240 }}>
              {SHOW_OPTIONS.map((n) => (
                <MenuItem key={n} value={n}>
                  {n === 0 ? t('gatera.calle.visitas.todas') : t(`${T}.masGatos`, { n })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Box data-testid="grafico-colonias" role="img" aria-label={t(`${T}.porColonia`)}>
            <BarChart
              layout="horizontal"
              height={chartHeight(visible.length)}
              margin={CHART.margin}
              dataset={visible.map((r) => ({ colonia: r.colonia, gatos: r.gatos }))}
              yAxis={[{ scaleType: 'band', dataKey: 'colonia', width: labelWidth(visible) }]}
              xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => integerTick(value) }]}
              series={[{ dataKey: 'gatos', label: t(`${T}.serie`) }]}
              skipAnimation
            />
          </Box>
          <Box component="table" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            <caption>{t(`${T}.porColonia`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cer.panel.colonia')}</th>
                <th scope="col">{t(`${T}.serie`)}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((r, index) => (
                <tr key={`${r.colonia}-${index}`}>
                  <th scope="row">{r.colonia}</th>
                  <td>{r.gatos}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </PublicLayout>
  );
}
