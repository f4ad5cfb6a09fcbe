/** /descubrenos: our infographic of how the product works (public/descubrenos-infografia.svg). */
import { Box, Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';
import { useT } from '../i18n/useT';

export const INFOGRAPHIC_SRC = '/descubrenos-infografia.svg';

export function DescubrenosPage() {
  const t = useT();
  return (
    <PublicLayout>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('gatera.inicio.descubre')}
      </Typography>
      <Box component="figure" sx={{ m: 0 }}>
        <Box component="img" src={INFOGRAPHIC_SRC} alt={t('gatera.publico.infografia')} sx={{ width: '100%', maxWidth: 960, height: 'auto', display: 'block', mx: 'auto' }} />
      </Box>
      <BackHome />
    </PublicLayout>
  );
}
