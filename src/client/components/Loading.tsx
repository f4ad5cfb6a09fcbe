/** The loading text of every list and page, in the chosen language unless a text is given. */
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Loading({ text }: { text?: string }) {
  const t = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography component="span">{text ?? t('general.loading')}</Typography>
    </Box>
  );
}
