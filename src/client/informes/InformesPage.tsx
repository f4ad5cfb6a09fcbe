/**
 * /informes (admin, responsable): one button per PDF report. The file is
 * saved under the name the server gives it (informe_colonias_2025-03-29.pdf);
 * a failure raises an alert naming that report.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Title, useTranslate } from 'react-admin';
import { INFORMES, type InformeId } from '../../domain/informes';
import { useGateraDataProvider } from '../providers/dataProvider';
import { MemoriaCard } from '../cer/MemoriaCard';
import { RegistroIdentificacionCard } from '../vecinos/RegistroIdentificacionCard';
import { CertificadoCard } from '../vecinos/CertificadoCard';
import { CostesAnioCard } from '../presupuestos/CostesAnioCard';

export const INFORMES_TITLE = 'Informes';
export const DOWNLOADING = 'Descargando...';

export function InformesPage() {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [busy, setBusy] = useState<InformeId | null>(null);
  const [failure, setFailure] = useState<{ id: InformeId; text: string; detail: string } | null>(null);

  async function download(id: InformeId) {
    setBusy(id);
    setFailure(null);
    try {
      await dataProvider.descargarInforme(id);
    } catch (error) {
      setFailure({ id, text: t(`gatera.informes.${id}.failed`), detail: error instanceof Error ? error.message : '' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Title title={t('gatera.informes.titulo')} />
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }} data-testid={`informe-error-${failure.id}`}>
          {failure.text}
          {failure.detail && failure.detail !== failure.text ? <Box component="span" sx={{ display: 'block' }}>{failure.detail}</Box> : null}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {INFORMES.map((informe) => (
          <Card key={informe.id} component="section" aria-labelledby={`informe-${informe.id}`} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Typography id={`informe-${informe.id}`} component="h2" variant="h6" gutterBottom>
                {t(`gatera.informes.${informe.id}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`gatera.informes.${informe.id}.description`)}
              </Typography>
            </CardContent>
            <CardActions>
              <Button variant="contained" startIcon={<PictureAsPdfIcon />} disabled={busy !== null} onClick={() => void download(informe.id)}>
                {busy === informe.id ? t('gatera.informes.descargando') : t(`gatera.informes.${informe.id}.button`)}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      <MemoriaCard texts="cer.memoria" headingId="informe-memoria" download="descargarMemoriaCer" />
      <RegistroIdentificacionCard />
      <CertificadoCard />
      <CostesAnioCard />
    </>
  );
}
