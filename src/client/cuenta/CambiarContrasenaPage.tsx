/** /cambiar-contrasena, the account page: any signed-in role changes its password (the fresh token the API answers is kept), chooses its notices and downloads its data. */
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { storeToken } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { AccountCard } from './AccountCard';
import { AccountForm, type AccountField } from './AccountForm';
import { NEW_PASSWORD_FIELDS, newPasswordErrors } from './passwordForm';
import { MisDatosCard } from '../vecinos/MisDatosCard';
import { AvisosCard } from './AvisosCard';

type Field = 'current_password' | 'new_password' | 'confirmation';

const FIELDS: readonly AccountField<Field>[] = [
  { name: 'current_password', label: 'gatera.cuenta.cambiar.actual', type: 'password', autoComplete: 'current-password' },
  ...NEW_PASSWORD_FIELDS,
];

export function CambiarContrasenaPage() {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  return (
    <>
      <AccountCard title={t('gatera.cuenta.cambiar.titulo')}>
        <AccountForm
          fields={FIELDS}
          submit="layout.cambiarContrasena"
          check={(values) => ({ ...newPasswordErrors(values), ...(values.current_password ? {} : { current_password: 'gatera.cuenta.cambiar.escribeActual' }) })}
          send={async ({ current_password, new_password }) => {
            const { access_token } = await dataProvider.cambiarContrasena(current_password, new_password);
            if (access_token) storeToken(access_token);
            return t('auth.changeOk');
          }}
          failure={() => t('auth.changeFailed')}
        />
      </AccountCard>
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
        <AvisosCard />
      </Box>
      <MisDatosCard />
    </>
  );
}
