/** A legal document of src/domain/legal.ts as a page, in the reader's language (the PDF of the terms is built from the same data). */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { withContactEmail, type LegalTexts } from '../../domain/legal';
import { PublicLayout } from '../layout/PublicLayout';
import { useContactEmail } from '../providers/settings';
import { BackHome } from './BackHome';
import { Loading } from '../components/Loading';
import { useLegalTexts } from './useLegalTexts';
import { useTranslate } from 'react-admin';

export function LegalPage({ which, actions }: { which: keyof LegalTexts; actions?: ReactNode }) {
  const t = useTranslate();
  const email = useContactEmail();
  const texts = useLegalTexts();
  const shown = texts && withContactEmail(texts[which], email ?? t('gatera.publico.legal.direccionContacto'));
  return (
    <PublicLayout maxWidth="md">
      {shown ? (
        <Box component="article">
          <Typography variant="h3" component="h1" gutterBottom>
            {shown.title}
          </Typography>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('gatera.publico.legal.actualizado', { fecha: shown.updated })}</Typography>
          {actions}
          <Typography sx={{ mb: 2 }}>{shown.intro}</Typography>
          {shown.sections.map((section) => (
            <Box component="section" key={section.title} sx={{ mb: 2 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                {section.title}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      ) : (
        <Loading />
      )}
      <BackHome />
    </PublicLayout>
  );
}
