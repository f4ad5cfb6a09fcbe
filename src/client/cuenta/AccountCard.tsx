/** The card the account forms sit in, with the result of the last submission. */
import type { ReactNode } from 'react';
import { Alert, Paper, Typography } from '@mui/material';

export interface Outcome {
  ok: boolean;
  text: string;
}

export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}

export function AccountCard({ title, intro, maxWidth = 520, children }: { title: string; intro?: string; maxWidth?: number; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro ? <Typography sx={{ mb: 2 }}>{intro}</Typography> : null}
      {children}
    </Paper>
  );
}
