/**
 * One line of a grant: the concepts it funds with their caps, its totals, and
 * its costs with what of each is eligible and why not; a cost can be moved by
 * hand to another of the grant's lines or off its line.
 */
import { Alert, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { conceptoLabel, motivoLabel } from '../../domain/costes';
import type { FilaJustificacion, LineaConTotales } from '../../domain/schemas/subvencion';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { useGateraDataProvider } from '../providers/dataProvider';
import { T, euros } from './format';

const SIN_LINEA = 'ninguna';

export function LineaCostes({ subvencionId, linea, lineas, costes }: { subvencionId: number; linea: LineaConTotales; lineas: LineaConTotales[]; costes: FilaJustificacion[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const col = (key: string) => translate(`costes.subvenciones.columnas.${key}`);
  const { totales } = linea;
  const headingId = `linea-${linea.id}`;

  async function mover(coste: FilaJustificacion, destino: string) {
    try {
      await dataProvider.moverCoste(subvencionId, coste.coste_id, destino === SIN_LINEA ? null : Number(destino));
      notify(`${T}.costeMovido`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  }

  const conceptos = linea.conceptos
    .map((c) => (c.tope_centimos === null ? translate(conceptoLabel(c.concepto)) : translate(`${T}.conTope`, { concepto: translate(conceptoLabel(c.concepto)), tope: euros(c.tope_centimos) })))
    .join(' · ');
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`linea-${linea.id}`}>
      <Typography id={headingId} component="h3" variant="h6">
        {linea.nombre}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {conceptos}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }} data-testid={`totales-linea-${linea.id}`}>
        {translate(`${T}.totales`, { costes: totales.costes, importe: euros(totales.importe_centimos), elegible: euros(totales.elegible_centimos), noElegible: euros(totales.no_elegible_centimos) })}
      </Typography>
      {costes.length === 0 ? (
        <Alert severity="info">{translate(`${T}.sinCostes`)}</Alert>
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={{ display: 'block', overflowX: 'auto' }}>
          <TableHead>
            <TableRow>
              {['fecha', 'microchip', 'acto', 'factura', 'importe', 'elegible', 'noElegible', 'motivo', 'linea'].map((key) => (
                <TableCell key={key}>{col(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {costes.map((c) => (
              <TableRow key={c.coste_id}>
                <TableCell>{formatDate(c.fecha)}</TableCell>
                <TableCell>{c.microchip ?? ''}</TableCell>
                <TableCell>{c.acto}</TableCell>
                <TableCell>{c.factura ?? ''}</TableCell>
                <TableCell>{euros(c.importe_centimos)}</TableCell>
                <TableCell>{euros(c.elegible_centimos)}</TableCell>
                <TableCell>{euros(c.no_elegible_centimos)}</TableCell>
                <TableCell>{c.motivo ? <Chip size="small" color={c.motivo === 'sin_importe' ? 'default' : 'error'} variant="outlined" label={translate(motivoLabel(c.motivo))} /> : ''}</TableCell>
                <TableCell>
                  <SelectField
                    size="small"
                    label={translate(`${T}.moverA`)}
                    value={String(c.linea_id)}
                    onChange={(e) => void mover(c, e.target.value)}
                    sx={{ minWidth: 180 }}
                    options={[...lineas.map((l) => ({ value: String(l.id), label: l.nombre })), { value: SIN_LINEA, label: translate(`${T}.sinLinea`) }]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
