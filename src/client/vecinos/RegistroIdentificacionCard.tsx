/** On /informes: the council's microchip register as CSV, optionally only the cats identified since a date. */
import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGateraDataProvider } from '../providers/dataProvider';
import { DownloadCard, useDownload } from './DownloadCard';

const T = 'gatera.vecinos.registro';

export function RegistroIdentificacionCard() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [desde, setDesde] = useState('');
  const { busy, error, download } = useDownload();

  return (
    <DownloadCard
      headingId="informe-registro-identificacion"
      title={translate(`${T}.titulo`)}
      explanation={translate(`${T}.explicacion`)}
      error={error}
      actions={
        <Button variant="contained" disabled={busy} onClick={() => void download(() => dataProvider.descargarRegistroIdentificacion(desde), `${T}.descargado`)}>
          {translate(`${T}.descargar`)}
        </Button>
      }
    >
      <TextField type="date" label={translate(`${T}.desde`)} value={desde} onChange={(e) => setDesde(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </DownloadCard>
  );
}
