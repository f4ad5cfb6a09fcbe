/**
 * The costs on no grant line (outside every grant's period, of a concept no
 * line funds, or taken off a line by hand), newest first, each placed by hand
 * on one of this grant's lines; it stays there (the automatic rule leaves it).
 * To move a cost from another grant's line, take it off there first.
 */
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { conceptoLabel } from '../../domain/costes';
import type { CosteFila } from '../../domain/schemas/coste';
import type { LineaConTotales } from '../../domain/schemas/subvencion';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { T, euros } from './format';

/** The most shown at once: the newest; the ledger (/costes, «Sin línea») lists them all. */
const MOSTRADOS = 50;
const NINGUNA = '';

export function CostesSinLinea({ lineas }: { lineas: LineaConTotales[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<CosteFila>();
  const { data, total } = useGetList<CosteFila>('costes', { filter: { sin_linea: true }, pagination: { page: 1, perPage: MOSTRADOS }, sort: { field: 'fecha', order: 'DESC' } });
  if (!data || lineas.length === 0) return null;

  const imputar = (coste: CosteFila, linea: string) =>
    update(
      'costes',
      { id: coste.id, data: { linea_id: Number(linea) }, previousData: coste },
      {
        onSuccess: () => {
          notify(`${T}.costeImputado`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );

  return (
    <Paper component="section" aria-labelledby="costes-sin-linea" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id="costes-sin-linea" component="h3" variant="h6">
        {translate(`${T}.sinLineaTitulo`)}
      </Typography>
      {data.length === 0 ? (
        <Typography>{translate(`${T}.sinLineaVacio`)}</Typography>
      ) : (
        <>
          {total !== undefined && total > data.length ? <Typography variant="body2">{translate(`${T}.sinLineaMas`, { mostrados: data.length, total })}</Typography> : null}
          <Table size="small" aria-labelledby="costes-sin-linea" sx={{ display: 'block', overflowX: 'auto' }}>
            <TableHead>
              <TableRow>
                {['fecha', 'acto', 'colonia', 'importe', 'linea'].map((key) => (
                  <TableCell key={key}>{translate(`costes.subvenciones.columnas.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{formatDate(c.fecha)}</TableCell>
                  <TableCell>{translate(conceptoLabel(c.concepto))}</TableCell>
                  <TableCell>{c.colonia_nombre ?? ''}</TableCell>
                  <TableCell>{euros(c.importe_centimos)}</TableCell>
                  <TableCell>
                    <SelectField
                      size="small"
                      label={translate(`${T}.imputarA`, { acto: translate(conceptoLabel(c.concepto)), fecha: formatDate(c.fecha) })}
                      value={NINGUNA}
                      disabled={isPending}
                      onChange={(e) => (e.target.value === NINGUNA ? undefined : void imputar(c, e.target.value))}
                      sx={{ minWidth: 200 }}
                      options={[{ value: NINGUNA, label: translate(`${T}.sinLinea`) }, ...lineas.map((l) => ({ value: String(l.id), label: l.nombre }))]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}
