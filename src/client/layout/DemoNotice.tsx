/**
 * The original restricted-demo notice, with the contact address of the
 * server's settings. Only on a demo installation (the server's
 * aviso_demo: DEMO_DATA not false, or AVISO_DEMO=true), never on a council's.
 */
import { Alert, Link } from '@mui/material';
import { useSettings } from '../providers/settings';
import { useTranslate } from 'react-admin';

export function DemoNotice() {
  const settings = useSettings();
  const t = useTranslate();
  if (!settings?.aviso_demo) return null;
  const email = settings.contact_email;
  return (
    <Alert severity="info" variant="outlined" role="note" aria-label={t('layout.avisoDemoEtiqueta')} sx={{ borderRadius: 0, justifyContent: 'center' }} data-testid="demo-notice">
      {t('layout.avisoDemo')}{' '}
      {email ? (
        <>
          {t('layout.soporte')} <Link href={`mailto:${email}`}>{email}</Link>
        </>
      ) : null}
    </Alert>
  );
}
