/**
 * Monthly CER series: lines for the population, bars for sterilisations
 * (@mui/x-charts composition), and the same figures as a table beside the chart
 * for screen readers and anyone who prefers numbers.
 */
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { formatInteger, formatMonth } from './format';

export interface SeriesColumn {
  key: string;
  label: string;
  kind: 'line' | 'bar' | 'table';
  /** null: nothing that month (a gap in the line, an empty cell). */
  values: (number | null)[];
  color?: string;
}

export interface SeriesChartProps {
  id: string;
  title: string;
  tableTitle: string;
  monthLabel: string;
  meses: string[];
  columns: SeriesColumn[];
}

export function SeriesChart({ id, title, tableTitle, monthLabel, meses, columns }: SeriesChartProps) {
  const labels = meses.map(formatMonth);
  const charted = columns.filter((c) => c.kind !== 'table');
  return (
    <Box component="section" aria-labelledby={`${id}-titulo`} data-testid={id}>
      <Typography id={`${id}-titulo`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box role="img" aria-label={title} sx={{ width: '100%', overflowX: 'auto' }}>
        <ChartsDataProvider
          height={280}
          xAxis={[{ id: 'meses', scaleType: 'band', data: labels }]}
          yAxis={[{ id: 'gatos', tickMinStep: 1 }]}
          series={charted.map((c) =>
            c.kind === 'bar'
              ? { type: 'bar' as const, id: c.key, label: c.label, data: c.values.map((v) => v ?? 0), color: c.color }
              : { type: 'line' as const, id: c.key, label: c.label, data: c.values, color: c.color, connectNulls: true },
          )}
        >
          <ChartsWrapper legendPosition={{ vertical: 'bottom', horizontal: 'center' }}>
            <ChartsLegend />
            <ChartsSurface>
              <BarPlot />
              <LinePlot />
              <MarkPlot />
              <ChartsXAxis axisId="meses" tickLabelStyle={{ fontSize: 10 }} />
              <ChartsYAxis axisId="gatos" />
              <ChartsAxisHighlight x="band" />
            </ChartsSurface>
            <ChartsTooltip />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 1 }}>
          {tableTitle}
        </Box>
        {/* Scrolls on its own, so it takes the focus for keyboard users. */}
        <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={tableTitle}>
          <Table size="small" stickyHeader aria-label={tableTitle}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {monthLabel}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} component="th" scope="col" align="right">
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((label, i) => (
                <TableRow key={meses[i]}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key} align="right">
                      {c.values[i] === null ? '—' : formatInteger(c.values[i]!)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Box>
  );
}
