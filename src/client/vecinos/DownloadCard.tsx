/**
 * The cards that save a file from the server (the microchip register, a
 * certificate, a person's own data): a titled section, its explanation, its
 * controls, and the failure's message under them; a saved file is announced
 * by its name.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useBusyTask } from '../components/useBusyTask';
import { SectionCard } from '../registros/SectionCard';

/** Runs a download (`save` answers the saved file's name) and says '<messageKey>' with that name. */
export function useDownload() {
  const translate = useTranslate();
  const notify = useNotify();
  const task = useBusyTask();
  const download = (save: () => Promise<string | null>, messageKey: string) =>
    task.run(async () => {
      const nombre = await save();
      if (nombre !== null) notify(translate(messageKey, { nombre }), { type: 'success' });
    });
  return { ...task, download };
}

export interface DownloadCardProps {
  headingId: string;
  title: string;
  explanation?: string;
  error: string | null;
  children?: ReactNode;
  /** Buttons set at the card's foot. */
  actions?: ReactNode;
}

export function DownloadCard({ headingId, title, explanation, error, children, actions }: DownloadCardProps) {
  return (
    <SectionCard headingId={headingId} title={title}>
      {explanation ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {explanation}
        </Typography>
      ) : null}
      {children}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {actions ? <Box sx={{ mt: 2 }}>{actions}</Box> : null}
    </SectionCard>
  );
}
