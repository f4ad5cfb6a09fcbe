/** The justification pack's three downloads: the cuenta justificativa as PDF and as CSV, and the invoices' PDFs in a ZIP. */
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusyTask } from '../components/useBusyTask';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { FormatoJustificacion } from '../providers/dataProvider/subvenciones';
import { T } from './format';

const FORMATOS: FormatoJustificacion[] = ['pdf', 'csv', 'zip'];

export function Descargas({ subvencionId }: { subvencionId: number }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { busy, error, run } = useBusyTask();
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {FORMATOS.map((formato) => (
          <Button
            key={formato}
            variant="outlined"
            disabled={busy}
            onClick={() =>
              run(async () => {
                await dataProvider.descargarJustificacion(subvencionId, formato);
              })
            }
          >
            {translate(`${T}.descargas.${formato}`)}
          </Button>
        ))}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
