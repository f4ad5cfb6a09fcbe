/** The loading text of every list and page (SPEC section 2). */
import { Box, CircularProgress, Typography } from '@mui/material';
import { GENERAL_MESSAGES } from '../../domain/messages';

export function Loading({ text = GENERAL_MESSAGES.loading }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography component="span">{text}</Typography>
    </Box>
  );
}
