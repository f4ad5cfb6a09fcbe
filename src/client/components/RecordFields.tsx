/**
 * A record page's fields as a definition list: each named by react-admin's
 * `resources.<resource>.fields.<source>`, its value beside it (one column on a phone).
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslateLabel } from 'react-admin';

export function RecordFields({ resource, rows }: { resource: string; rows: readonly (readonly [source: string, value: ReactNode])[] }) {
  const translateLabel = useTranslateLabel();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([source, value]) => (
        <Box key={source} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {translateLabel({ source, resource })}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
