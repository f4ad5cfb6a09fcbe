/**
 * /provincia (provincia): the programme in every municipality of the
 * installation — each one's colonies, cats, estimate, coverage and cats still
 * to sterilise, with their sum, against the target — and a map of all their
 * colonies.
 */
import { lazy, Suspense } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { MemoriaCard } from '../cer/MemoriaCard';
import { formatShare } from '../cer/format';
import { useInformeProvincia, useMapaProvincia } from './api';
import { ProvinciaTabla } from './ProvinciaTabla';

const ProvinciaMapa = lazy(() => import('./ProvinciaMapa'));

const T = 'gatera.provincia';

function MapaSection() {
  const t = useTranslate();
  const { data: colonias, isError } = useMapaProvincia();
  return (
    <SectionCard title={`${T}.mapa`} headingId="provincia-mapa">
      {isError ? <Alert severity="error">{t(`${T}.errorMapa`)}</Alert> : null}
      {colonias ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t(`${T}.coloniasEnMapa`, { smart_count: colonias.length })}
          </Typography>
          <Box
            role="region"
            aria-label={t(`${T}.mapaRegion`)}
            data-testid="provincia-mapa"
            sx={{ height: { xs: 380, md: 520 }, width: '100%', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Suspense fallback={<Loading />}>
              <ProvinciaMapa colonias={colonias} />
            </Suspense>
          </Box>
        </>
      ) : isError ? null : (
        <Loading />
      )}
    </SectionCard>
  );
}

export function ProvinciaPage() {
  const t = useTranslate();
  const { data: informe, isError } = useInformeProvincia();
  return (
    <>
      <Title title={`${T}.titulo`} />
      <SectionCard title={`${T}.tabla`} headingId="provincia-tabla">
        {isError ? <Alert severity="error">{t(`${T}.error`)}</Alert> : null}
        {informe ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('cer.objetivo', { pct: formatShare(informe.objetivo / 100) })} · {t(`${T}.fecha`, { fecha: formatDate(informe.fecha) })}
            </Typography>
            <ProvinciaTabla informe={informe} />
          </>
        ) : isError ? null : (
          <Loading />
        )}
      </SectionCard>
      <MapaSection />
      <MemoriaCard texts={`${T}.memoria`} headingId="provincia-memoria" download="descargarMemoriaProvincia" />
    </>
  );
}
