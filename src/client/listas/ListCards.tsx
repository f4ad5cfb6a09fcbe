/** A staff list on a phone: one card per record, its columns as a description list, then its actions. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { StaffColumn } from './columns';

export interface ListCardsProps<T extends RaRecord> {
  caption: string;
  records: T[];
  columns: StaffColumn<T>[];
  title: (record: T) => ReactNode;
  actions?: (record: T) => ReactNode;
}

export function ListCards<T extends RaRecord>({ caption, records, columns, title, actions }: ListCardsProps<T>) {
  const shown = columns.filter((column) => !column.hideOnPhone);
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {records.map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
              {title(record)}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
              {shown.map((column) => (
                <Box key={column.source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.render(record)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions ? <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(record)}</Box> : null}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
