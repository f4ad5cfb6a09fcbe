/** /descubrenos: our infographic of how the product works (public/descubrenos-infografia.svg). */
import { Box, Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';

export const INFOGRAPHIC_SRC = '/descubrenos-infografia.svg';
export const INFOGRAPHIC_ALT =
  'Infografía «Cómo funciona Gatera»: 1 Registra colonias y gatos; 2 Localiza cada colonia en el mapa; 3 Esteriliza con campañas CER; ' +
  '4 Media en las quejas vecinales e inspecciones; 5 Coordina al voluntariado; 6 Informa con PDF, gráficos y copias de seguridad.';

export function DescubrenosPage() {
  return (
    <PublicLayout>
      <Typography variant="h3" component="h1" gutterBottom>
        Descubre cómo mejorar la gestión municipal
      </Typography>
      <Box component="figure" sx={{ m: 0 }}>
        <Box component="img" src={INFOGRAPHIC_SRC} alt={INFOGRAPHIC_ALT} sx={{ width: '100%', maxWidth: 960, height: 'auto', display: 'block', mx: 'auto' }} />
      </Box>
      <BackHome />
    </PublicLayout>
  );
}
