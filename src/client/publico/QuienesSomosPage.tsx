/** /quienes-somos: who we are. */
import { Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';
import { useTranslate } from 'react-admin';

/** The paragraphs of `gatera.publico.quienesSomos`, in order. */
const PARAGRAPHS = ['equipo', 'ley', 'convivencia'] as const;

export function QuienesSomosPage() {
  const t = useTranslate();
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {t('layout.enlaces.quienes_somos')}
      </Typography>
      {PARAGRAPHS.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {t(`gatera.publico.quienesSomos.${paragraph}`)}
        </Typography>
      ))}
      <BackHome />
    </PublicLayout>
  );
}
