/** The restricted-demo notice of SPEC section 1, with the contact address of the server's settings. */
import { Alert, Link } from '@mui/material';
import { useContactEmail } from '../providers/settings';

export const DEMO_NOTICE_TEXT = 'Este entorno es una demo de uso restringido. Queda prohibido su uso operativo no autorizado.';

export function DemoNotice() {
  const email = useContactEmail();
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
