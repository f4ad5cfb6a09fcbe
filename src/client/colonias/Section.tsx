/** A titled block of these screens (a form, a list, a panel). */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
