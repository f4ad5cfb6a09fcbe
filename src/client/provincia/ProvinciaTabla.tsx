/**
 * The province's figures per municipality, sorted by name in the reader's
 * order (either way from the column's header), and their sum in the table's
 * last row. The answer is small (one row per municipality) and comes whole, so
 * it is sorted here; the sum is the server's.
 */
import { useMemo, useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sortByText } from '../../domain/collation';
import type { PanelProvincia } from '../../domain/schemas/provincia';
import { useLanguage } from '../i18n/language';
import { formatInteger, formatShare } from '../cer/format';

const T = 'gatera.provincia';

type Cifras = PanelProvincia['total'];

const COUNTS = ['colonias', 'registrados', 'esterilizados', 'poblacion_estimada', 'por_esterilizar'] as const;

const COUNT_LABELS: Record<(typeof COUNTS)[number], string> = {
  colonias: `${T}.colonias`,
  registrados: 'cer.registrados',
  esterilizados: 'cer.esterilizados',
  poblacion_estimada: 'cer.estimacion',
  por_esterilizar: 'cer.porEsterilizar',
};

const cobertura = (value: number | null) => (value === null ? '—' : formatShare(value));

function Figures({ cifras }: { cifras: Cifras | PanelProvincia['municipios'][number] }) {
  return (
    <>
      {COUNTS.map((key) => (
        <TableCell key={key} align="right">
          {formatInteger(cifras[key])}
        </TableCell>
      ))}
      <TableCell align="right">{cobertura(cifras.cobertura)}</TableCell>
    </>
  );
}

export function ProvinciaTabla({ informe }: { informe: PanelProvincia }) {
  const t = useTranslate();
  const language = useLanguage();
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const rows = useMemo(() => {
    const sorted = sortByText(informe.municipios, (m) => m.nombre, language);
    return order === 'asc' ? sorted : sorted.reverse();
  }, [informe.municipios, language, order]);

  return (
    <TableContainer>
      <Table size="small" aria-labelledby="provincia-tabla">
        <TableHead>
          <TableRow>
            <TableCell sortDirection={order} scope="col">
              <TableSortLabel active direction={order} onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}>
                {t(`${T}.municipio`)}
              </TableSortLabel>
            </TableCell>
            {COUNTS.map((key) => (
              <TableCell key={key} align="right" scope="col">
                {t(COUNT_LABELS[key])}
              </TableCell>
            ))}
            <TableCell align="right" scope="col">
              {t('cer.cobertura')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COUNTS.length + 2}>{t(`${T}.vacio`)}</TableCell>
            </TableRow>
          ) : (
            rows.map((municipio) => (
              <TableRow key={municipio.id}>
                <TableCell component="th" scope="row">
                  {municipio.nombre}
                </TableCell>
                <Figures cifras={municipio} />
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > *': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              {t(`${T}.total`, { smart_count: informe.total.municipios })}
            </TableCell>
            <Figures cifras={informe.total} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
