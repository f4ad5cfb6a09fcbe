/** /solicitar-recuperacion: ask for a password-reset link by e-mail. */
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isValidEmail } from '../../domain/validation';
import { cuentaMethods } from '../providers/dataProvider/cuenta';
import { PublicLayout } from '../layout/PublicLayout';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';

const FIELDS = [{ name: 'email', label: 'gatera.cuenta.solicitar.email', type: 'email', autoComplete: 'email' }] as const;

export function SolicitarRecuperacionPage() {
  const t = useTranslate();
  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title={t('gatera.cuenta.solicitar.titulo')} intro={t('gatera.cuenta.solicitar.intro')}>
        <AccountForm
          fields={FIELDS}
          submit="gatera.cuenta.solicitar.enviar"
          check={({ email }) => (isValidEmail(email) ? {} : { email: 'fields.email' })}
          send={async ({ email }) => {
            await cuentaMethods.solicitarRecuperacion(email);
            return t('auth.requestOk');
          }}
          failure={() => t('auth.requestFailed')}
        >
          <Link component={RouterLink} to="/login">
            {t('gatera.cuenta.solicitar.volver')}
          </Link>
        </AccountForm>
      </AccountCard>
    </PublicLayout>
  );
}
