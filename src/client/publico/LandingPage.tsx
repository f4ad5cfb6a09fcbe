/** The landing page at / and /preview (SPEC section 2). */
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import PetsIcon from '@mui/icons-material/Pets';
import HealingIcon from '@mui/icons-material/Healing';
import ForumIcon from '@mui/icons-material/Forum';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';

export const LANDING_CARDS = [
  {
    title: 'Registro de Colonias',
    text: 'Censo de colonias y de cada gato con su ficha sanitaria, su foto, su ubicación en el mapa y su código de identificación.',
    Icon: PetsIcon,
  },
  {
    title: 'Campañas de Esterilización',
    text: 'Planificación y seguimiento de las campañas CER, con el porcentaje de gatos esterilizados de cada colonia.',
    Icon: HealingIcon,
  },
  {
    title: 'Mediación Vecinal',
    text: 'Quejas de los vecinos, inspecciones y su resolución, con los documentos de cada caso y su historial.',
    Icon: ForumIcon,
  },
] as const;

export const LANDING_DESCRIPTION =
  'Gatera es la herramienta municipal para gestionar las colonias felinas urbanas y cumplir la ley de protección animal: ' +
  'colonias y gatos, campañas de esterilización, quejas vecinales e inspecciones, voluntariado, un mapa, informes en PDF y copias de seguridad.';

export const DISCOVER_BUTTON = 'Descubre cómo mejorar la gestión municipal';

export function LandingPage() {
  return (
    <PublicLayout>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', sm: '3rem' } }}>
          Gestión de colonias felinas para tu municipio
        </Typography>
        <Typography variant="h6" component="p" sx={{ maxWidth: 820, mx: 'auto', fontWeight: 400 }}>
          {LANDING_DESCRIPTION}
        </Typography>
      </Box>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {LANDING_CARDS.map(({ title, text, Icon }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
                <Typography variant="h5" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Typography>{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button variant="contained" size="large" component={RouterLink} to="/descubrenos">
          {DISCOVER_BUTTON}
        </Button>
      </Box>
    </PublicLayout>
  );
}
