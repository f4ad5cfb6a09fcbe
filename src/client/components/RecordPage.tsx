/**
 * The frame of a record page opened from a staff list: a way back (the
 * browser's history when the page was opened from the list, the list itself
 * when opened from a link), the record's name as its heading, its actions,
 * then its content; 'Cargando...' meanwhile, and the reason when it cannot be read.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Loading } from './Loading';

export interface RecordPageProps {
  /** The application bar's title: a catalogue key or a text (none until there is one). */
  title: string;
  /** The list the page belongs to, where 'Volver' goes when there is no history to go back to. */
  listPath: string;
  isPending: boolean;
  error: unknown;
  /** The record's name (the heading); null while there is no record. */
  heading: ReactNode | null;
  actions?: ReactNode;
  /** The record's content, inside its card. */
  children?: ReactNode;
  /** What follows the record's card (its related lists). */
  below?: ReactNode;
}

export function RecordPage({ title, listPath, isPending, error, heading, actions, children, below }: RecordPageProps) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const back = () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(listPath);
  };
  return (
    <>
      {title ? <Title title={title} /> : null}
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
        {heading !== null ? actions : null}
      </Box>
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {heading !== null ? (
        <Card component="article" aria-labelledby="registro-titulo" sx={{ mb: 2 }}>
          <CardContent>
            <Typography id="registro-titulo" component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Typography>
            {children}
          </CardContent>
        </Card>
      ) : null}
      {heading !== null ? below : null}
    </>
  );
}
