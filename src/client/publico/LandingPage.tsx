/** The landing page at / and /preview. */
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import PetsIcon from '@mui/icons-material/Pets';
import HealingIcon from '@mui/icons-material/Healing';
import ForumIcon from '@mui/icons-material/Forum';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { useTranslate } from 'react-admin';

const CARDS = [
  { key: 'colonias', Icon: PetsIcon },
  { key: 'campanas', Icon: HealingIcon },
  { key: 'mediacion', Icon: ForumIcon },
] as const;

export function LandingPage() {
  const t = useTranslate();
  return (
    <PublicLayout>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', sm: '3rem' } }}>
          {t('gatera.inicio.titulo')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ maxWidth: 820, mx: 'auto', fontWeight: 400 }}>
          {t('gatera.inicio.descripcion')}
        </Typography>
      </Box>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
                <Typography variant="h5" component="h2" gutterBottom>
                  {t(`gatera.inicio.tarjetas.${key}.titulo`)}
                </Typography>
                <Typography>{t(`gatera.inicio.tarjetas.${key}.texto`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button variant="contained" size="large" component={RouterLink} to="/descubrenos">
          {t('gatera.inicio.descubre')}
        </Button>
      </Box>
    </PublicLayout>
  );
}
