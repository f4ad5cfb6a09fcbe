/** 'Volver a Inicio': back to the landing page (/preview). */
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/useT';

export function BackHome() {
  const t = useT();
  return (
    <Box sx={{ mt: 4 }}>
      <Button variant="outlined" component={RouterLink} to="/preview">
        {t('gatera.publico.volverAInicio')}
      </Button>
    </Box>
  );
}
