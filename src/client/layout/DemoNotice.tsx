/**
 * The restricted-demo notice of SPEC section 1, with the contact address of the
 * server's settings. Issue 20: only on a demo installation (the server's
 * aviso_demo: DEMO_DATA not false, or AVISO_DEMO=true), never on a council's.
 */
import { Alert, Link } from '@mui/material';
import { useSettings } from '../providers/settings';

export const DEMO_NOTICE_TEXT = 'Este entorno es una demo de uso restringido. Queda prohibido su uso operativo no autorizado.';

export function DemoNotice() {
  const settings = useSettings();
  if (!settings?.aviso_demo) return null;
  const email = settings.contact_email;
  return (
    <Alert severity="info" variant="outlined" role="note" aria-label="Aviso de demo" sx={{ borderRadius: 0, justifyContent: 'center' }} data-testid="demo-notice">
      {DEMO_NOTICE_TEXT}{' '}
      {email ? (
        <>
          Soporte: <Link href={`mailto:${email}`}>{email}</Link>
        </>
      ) : null}
    </Alert>
  );
}
