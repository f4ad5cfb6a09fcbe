/**
 * An annual report of the CER programme: a year, and a button for the PDF and one for the CSV, saved
 * through the data provider's download. A municipality's on /informes; the province's on /provincia.
 */
import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { useTranslate } from 'react-admin';
import { hoyEnEspana } from '../../domain/cer';
import { useGateraDataProvider } from '../providers/dataProvider';

const YEARS_OFFERED = 6;

interface MemoriaCardProps {
  /** Where its texts are in the catalogue: titulo, descripcion, anio, pdf, csv and error under it. */
  texts: string;
  /** The id of its heading, which names the section. */
  headingId: string;
  /** The data provider's call that downloads it. */
  download: 'descargarMemoriaCer' | 'descargarMemoriaProvincia';
}

export function MemoriaCard({ texts, headingId, download: method }: MemoriaCardProps) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const current = Number(hoyEnEspana().slice(0, 4));
  const [anio, setAnio] = useState(current);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const t = (key: string) => translate(`${texts}.${key}`);

  async function download(formato: 'pdf' | 'csv') {
    setBusy(true);
    setFailed(null);
    try {
      await dataProvider[method](anio, formato);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : t('error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {t('titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('descripcion')}
        </Typography>
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailed(null)}>
            {t('error')} {failed !== t('error') ? failed : ''}
          </Alert>
        ) : null}
        <TextField select label={t('anio')} value={anio} onChange={(e) => setAnio(Number(e.target.value))} size="small" sx={{ minWidth: 120 }}>
          {Array.from({ length: YEARS_OFFERED }, (_, i) => current - i).map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={() => void download('pdf')}>
          {t('pdf')}
        </Button>
        <Button variant="outlined" startIcon={<TableChartIcon />} disabled={busy} onClick={() => void download('csv')}>
          {t('csv')}
        </Button>
      </CardActions>
    </Card>
  );
}
