/** 'Volver a Inicio': back to the landing page (/preview). */
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function BackHome() {
  return (
    <Box sx={{ mt: 4 }}>
      <Button variant="outlined" component={RouterLink} to="/preview">
        Volver a Inicio
      </Button>
    </Box>
  );
}
