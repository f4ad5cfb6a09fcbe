/** 'Volver a Inicio': back to the landing page (/preview). */
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export function BackHome() {
  const t = useTranslate();
  return (
    <Box sx={{ mt: 4 }}>
      <Button variant="outlined" component={RouterLink} to="/preview">
        {t('gatera.publico.volverAInicio')}
      </Button>
    </Box>
  );
}
