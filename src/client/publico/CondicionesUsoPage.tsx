/** /condiciones-uso: six sections, updated 29 March 2025, and the same text as a PDF. */
import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { LegalPage } from './LegalPage';
import { useLegalPdfUrl } from './legalLinks';
import { useTranslate } from 'react-admin';

export function CondicionesUsoPage() {
  const t = useTranslate();
  const pdfUrl = useLegalPdfUrl();
  return (
    <LegalPage
      which="condiciones"
      actions={
        <Box sx={{ mb: 2 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} href={pdfUrl} download>
            {t('gatera.publico.legal.pdf')}
          </Button>
        </Box>
      }
    />
  );
}
