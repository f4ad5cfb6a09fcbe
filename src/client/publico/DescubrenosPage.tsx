/**
 * /descubrenos: our infographic of how the product works, one SVG per language
 * (public/descubrenos-infografia.svg in Spanish, descubrenos-infografia.<code>.svg for the others).
 */
import { Box, Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';
import { useLanguage } from '../i18n/language';
import type { Language } from '../../domain/i18n/languages';
import { useTranslate } from 'react-admin';

export function infographicSrc(language: Language): string {
  return language === 'es' ? '/descubrenos-infografia.svg' : `/descubrenos-infografia.${language}.svg`;
}

export function DescubrenosPage() {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <PublicLayout>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('gatera.inicio.descubre')}
      </Typography>
      <Box component="figure" sx={{ m: 0 }}>
        <Box component="img" src={infographicSrc(language)} alt={t('gatera.publico.infografia')} sx={{ width: '100%', maxWidth: 960, height: 'auto', display: 'block', mx: 'auto' }} />
      </Box>
      <BackHome />
    </PublicLayout>
  );
}
