/** A list cell's link to its record's page: the row's own click is not fired twice. */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
