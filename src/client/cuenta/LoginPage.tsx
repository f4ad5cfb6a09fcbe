/**
 * Our own login screen: username, password and the way to recover a forgotten
 * password. It is a public page (no react-admin): it stores the session and
 * opens the role's home, as the auth provider's login does.
 */
import { Link } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { loginAndStore } from '../providers/authProvider';
import { homeOf } from '../../domain/roleHomes';
import { PublicLayout } from '../layout/PublicLayout';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';

const FIELDS = [
  { name: 'username', label: 'gatera.login.usuario', autoComplete: 'username', autoFocus: true, hint: null },
  { name: 'password', label: 'gatera.login.contrasena', type: 'password', autoComplete: 'current-password', hint: null },
] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const t = useTranslate();
  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title={t('gatera.login.titulo')} intro={t('gatera.login.intro')} maxWidth={440}>
        <AccountForm
          fields={FIELDS}
          submit="gatera.login.entrar"
          large
          check={({ username, password }) => (username.trim() && password ? {} : { form: 'gatera.login.faltan' })}
          send={async ({ username, password }) => {
            const user = await loginAndStore(username.trim(), password);
            navigate(homeOf(user.role));
          }}
          failure={(failure) => (failure as Error)?.message || t('gatera.login.fallo')}
        >
          <Link component={RouterLink} to="/solicitar-recuperacion">
            {t('gatera.login.olvido')}
          </Link>
        </AccountForm>
      </AccountCard>
    </PublicLayout>
  );
}
