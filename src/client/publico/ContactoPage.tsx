/** /contacto: the contact address of the server's settings (CONTACT_EMAIL) as a mailto link. */
import { Link, Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { useSettings } from '../providers/settings';
import { BackHome } from './BackHome';

export function ContactoPage() {
  const settings = useSettings();
  const email = settings?.contact_email;
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        Contacto
      </Typography>
      <Typography sx={{ mb: 2 }}>
        ¿Quieres usar Gatera en tu municipio, tienes dudas sobre la demo o necesitas ayuda? Escríbenos y te responderemos lo antes posible.
      </Typography>
      {email ? (
        <Typography variant="h6" component="p">
          Correo electrónico: <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      ) : (
        <Loading />
      )}
      <BackHome />
    </PublicLayout>
  );
}
