/** A record page's fields: each label beside its value (a description list), stacked on a phone. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function RecordFields({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
