/**
 * The dashboard's arrivals against sterilisations: for each of the last years,
 * the litters seen and their kittens, the females found pregnant or lactating
 * at the clinic days, the newcomers the censuses counted and the
 * sterilisations. A colony stabilises only while sterilisations keep ahead
 * of what arrives.
 */
import { Alert, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CamadasAnio } from '../../domain/schemas/camada';
import { usePanelCamadas } from './api';
import { formatInteger } from './format';

const COLUMNS = ['camadas', 'nacimientos', 'gestantes', 'lactantes', 'recien_llegados', 'esterilizaciones'] as const satisfies readonly (keyof CamadasAnio)[];

export function CamadasPanelSection() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`camadas.panel.${key}`, options);
  const { data, isError } = usePanelCamadas();
  return (
    <Box component="section" aria-labelledby="panel-camadas" sx={{ mt: 3 }}>
      <Typography id="panel-camadas" component="h2" variant="h6">
        {t('titulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('ayuda')}
      </Typography>
      {isError ? <Alert severity="error">{t('error')}</Alert> : null}
      {data ? (
        <TableContainer tabIndex={0} role="region" aria-label={t('titulo')}>
          <Table size="small" aria-label={t('titulo')} data-testid="panel-camadas-tabla">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('anio')}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} component="th" scope="col" align="right">
                    {t(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...data.anios].reverse().map((anio) => (
                <TableRow key={anio.anio}>
                  <TableCell component="th" scope="row">
                    {anio.anio}
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {formatInteger(anio[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
