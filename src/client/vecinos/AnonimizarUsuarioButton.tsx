/** On /usuarios: the administrator's 'Anonimizar' of an account (RGPD), behind a confirmation. */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useConfirmedAction } from './useConfirmedAction';

const T = 'gatera.vecinos.rgpd';

export function AnonimizarUsuarioButton({ user }: { user: { id: number; username: string; activo: boolean } }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const anonimizar = useConfirmedAction({
    title: translate(`${T}.anonimizarTitulo`),
    question: () => translate(`${T}.anonimizarPregunta`, { username: user.username }),
    confirmLabel: translate(`${T}.anonimizar`),
    success: translate(`${T}.anonimizada`),
    run: () => dataProvider.anonimizarUsuario(user.id),
  });
  if (!user.activo && user.username === `anonimo-${user.id}`) return null;
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => anonimizar.ask(user)} aria-label={`${translate(`${T}.anonimizar`)}: ${user.username}`}>
        {translate(`${T}.anonimizar`)}
      </Button>
      {anonimizar.dialog}
    </>
  );
}
