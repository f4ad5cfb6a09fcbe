/** /contacto: the contact address of the server's settings (CONTACT_EMAIL) as a mailto link. */
import { Link, Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { useSettings } from '../providers/settings';
import { BackHome } from './BackHome';
import { useTranslate } from 'react-admin';

export function ContactoPage() {
  const t = useTranslate();
  const settings = useSettings();
  const email = settings?.contact_email;
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {t('layout.contacto')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('gatera.publico.contacto.intro')}</Typography>
      {email ? (
        <Typography variant="h6" component="p">
          {t('gatera.publico.contacto.correo')} <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      ) : (
        <Loading />
      )}
      <BackHome />
    </PublicLayout>
  );
}
