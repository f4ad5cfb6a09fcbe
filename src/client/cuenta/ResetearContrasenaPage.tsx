/** /resetear-contrasena?token=...: choose a new password; on success, to /login after 3 s. */
import { useEffect, useState } from 'react';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { RESET_REDIRECT_DELAY_MS } from '../../domain/constants';
import { cuentaMethods } from '../providers/dataProvider/cuenta';
import { PublicLayout } from '../layout/PublicLayout';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';
import { NEW_PASSWORD_FIELDS, newPasswordErrors } from './passwordForm';

export function ResetearContrasenaPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title={t('gatera.cuenta.resetear.titulo')} intro={t('gatera.cuenta.resetear.intro')}>
        {token ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('auth.invalidResetToken')}{' '}
            <Link component={RouterLink} to="/solicitar-recuperacion">
              {t('gatera.cuenta.resetear.enlaceNuevo')}
            </Link>
            .
          </Alert>
        )}
        <AccountForm
          fields={NEW_PASSWORD_FIELDS}
          submit="gatera.cuenta.resetear.boton"
          check={newPasswordErrors}
          send={async ({ new_password }) => {
            await cuentaMethods.resetearContrasena(token, new_password);
            return t('auth.resetOk');
          }}
          failure={() => t('auth.resetFailed')}
          onDone={() => setDone(true)}
          disabled={!token || done}
        />
      </AccountCard>
    </PublicLayout>
  );
}
