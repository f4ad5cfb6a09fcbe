/**
 * /panel (admin, responsable, veterinario): the CER programme at a glance —
 * totals, coverage against the target, colonies by estado, 24 months of
 * series and the colonies below target ranked by the cats still to sterilise,
 * each linking to its colony; one click makes a campaign of their
 * unsterilised registered cats (roles that manage campaigns). Below, the
 * colonies whose census is due (stale or never counted), where to count next,
 * and what arrives each year (kittens, newcomers) against the sterilisations.
 * The clinic days' figures (free slots ahead, cats waiting, FeLV/FIV testing)
 * sit beside the programme's, for the roles that read the clinic days, and
 * the year's money (spent against budget) for the roles that see it.
 */
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FigureCard } from '../components/FigureCard';
import { Title, useTranslate } from 'react-admin';
import { CER_ESTADOS } from '../../domain/cer';
import { Loading } from '../components/Loading';
import { ResumenJornadasCard } from '../jornadas/ResumenJornadasCard';
import { DineroPanelCard } from '../presupuestos/DineroPanelCard';
import { useCrearCampanaCer, usePanelCer } from './api';
import { BajoObjetivoList } from './BajoObjetivoList';
import { CensoObsoletoList } from './CensoObsoletoList';
import { CamadasPanelSection } from './CamadasPanelSection';
import { ESTADO_COLORS } from './CoberturaBadge';
import { SeriesChart } from './SeriesChart';
import { formatInteger, formatShare } from './format';
import { useCerAccess } from './useCerAccess';

export function PanelPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`cer.panel.${key}`, options);
  const access = useCerAccess();
  const { data: panel, isError: failed } = usePanelCer();
  const campana = useCrearCampanaCer();

  if (failed) return <Alert severity="error">{t('error')}</Alert>;
  if (!panel) return <Loading />;
  const withCats = panel.bajo_objetivo.filter((c) => c.sin_esterilizar > 0);
  return (
    <>
      <Title title={t('titulo')} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <FigureCard label={t('colonias')} value={formatInteger(panel.colonias)} testId="panel-colonias" />
        <FigureCard label={t('registrados')} value={formatInteger(panel.registrados)} testId="panel-registrados" />
        <FigureCard label={t('poblacion')} value={formatInteger(panel.poblacion_estimada)} testId="panel-poblacion" />
        <FigureCard label={t('esterilizados')} value={formatInteger(panel.esterilizados)} testId="panel-esterilizados" />
        <FigureCard
          label={t('cobertura')}
          value={`${panel.cobertura === null ? '—' : formatShare(panel.cobertura)} (${translate('cer.objetivo', { pct: formatShare(panel.objetivo) })})`}
          testId="panel-cobertura"
        />
        <FigureCard label={t('esterilizacionesAnio', { anio: panel.anio })} value={formatInteger(panel.esterilizaciones_anio)} testId="panel-esterilizaciones-anio" />
        <FigureCard label={t('esterilizacionesAnio', { anio: panel.anio - 1 })} value={formatInteger(panel.esterilizaciones_anio_anterior)} testId="panel-esterilizaciones-anterior" />
        <FigureCard label={t('quejas')} value={formatInteger(panel.quejas_abiertas)} testId="panel-quejas" />
        <FigureCard label={t('inspecciones')} value={formatInteger(panel.inspecciones_pendientes)} testId="panel-inspecciones" />
        <FigureCard label={t('campanas')} value={formatInteger(panel.campanas_en_progreso)} testId="panel-campanas" />
        <FigureCard label={t('equiposPrestados')} value={formatInteger(panel.equipos_prestados)} testId="panel-equipos-prestados" />
        <FigureCard label={t('equiposVencidos')} value={formatInteger(panel.equipos_vencidos)} testId="panel-equipos-vencidos" />
      </Stack>

      {access.jornadas ? <ResumenJornadasCard /> : null}
      <DineroPanelCard />

      <Box component="section" aria-labelledby="panel-estados" sx={{ mb: 3 }}>
        <Typography id="panel-estados" component="h2" variant="h6" gutterBottom>
          {t('estados')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {CER_ESTADOS.map((estado) => (
            <Chip
              key={estado}
              data-testid={`panel-estado-${estado}`}
              label={`${translate(`cer.estado.${estado}`)}: ${panel.estados[estado] ?? 0}`}
              sx={{ bgcolor: ESTADO_COLORS[estado].bg, color: ESTADO_COLORS[estado].fg, fontWeight: 600 }}
            />
          ))}
        </Stack>
      </Box>

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <SeriesChart
            id="panel-serie"
            title={t('serie')}
            tableTitle={t('serieTabla')}
            monthLabel={translate('cer.historia.mes')}
            meses={panel.serie.map((m) => m.mes)}
            columns={[
              { key: 'registrados', label: translate('cer.historia.registrados'), kind: 'line', color: '#1565c0', values: panel.serie.map((m) => m.registrados) },
              { key: 'esterilizaciones', label: translate('cer.historia.esterilizaciones'), kind: 'bar', color: '#2e7d32', values: panel.serie.map((m) => m.esterilizaciones) },
              { key: 'altas', label: translate('cer.historia.altas'), kind: 'table', values: panel.serie.map((m) => m.altas) },
              { key: 'bajas', label: translate('cer.historia.bajas'), kind: 'table', values: panel.serie.map((m) => m.bajas) },
            ]}
          />
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby="panel-bajo-objetivo">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Box>
            <Typography id="panel-bajo-objetivo" component="h2" variant="h6">
              {t('bajoObjetivo')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('bajoObjetivoAyuda')} {t('bajoObjetivoTotal', { shown: panel.bajo_objetivo.length, total: panel.colonias_bajo_objetivo })}
            </Typography>
          </Box>
          {access.crearCampana && withCats.length > 0 ? (
            <Button variant="contained" disabled={campana.isPending} onClick={() => campana.mutate(withCats)} sx={{ minHeight: 44 }}>
              {t('crearCampana')}
            </Button>
          ) : null}
        </Stack>
        <BajoObjetivoList colonias={panel.bajo_objetivo} gestion={access.gestionColonias} />
      </Box>

      <Box component="section" aria-labelledby="panel-censo-obsoleto" sx={{ mt: 3 }}>
        <Typography id="panel-censo-obsoleto" component="h2" variant="h6">
          {t('censoObsoleto')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('censoObsoletoAyuda', { dias: panel.vigencia_dias })} {t('censoObsoletoTotal', { shown: panel.censo_obsoleto.length, total: panel.colonias_censo_obsoleto })}
        </Typography>
        <CensoObsoletoList colonias={panel.censo_obsoleto} gestion={access.gestionColonias} />
      </Box>

      <CamadasPanelSection />
    </>
  );
}
