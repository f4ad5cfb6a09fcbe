/**
 * /usuarios/:id (admin): one account, its fields, the colonies it is
 * assigned to, and the list's actions on it: deactivate or reactivate (never
 * one's own) and anonymise, each behind the list's own confirmation.
 */
import { Button, Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { User } from '../../domain/types';
import { isRole } from '../../domain/roles';
import { RecordShow } from '../components/RecordShow';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { AnonimizarUsuarioButton } from '../vecinos/AnonimizarUsuarioButton';
import { accountActions, useAccountChange } from './useAccountChange';
import { shownName, UserActiveChip } from './userCells';
import { EntidadDeUsuario } from './EntidadDeUsuario';

const T = 'gatera.usuarios';

/** The colonies the account is assigned to, by name. */
function AssignedColonias({ userId }: { userId: number }) {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const asignaciones = useQuery({ queryKey: ['asignacionesColonias'], queryFn: ({ signal }) => dataProvider.asignacionesColonias(signal) });
  if (asignaciones.isPending) return <Loading />;
  const nombres = (asignaciones.data ?? []).filter((a) => a.usuario_id === userId && a.colonia_id !== null).map((a) => a.colonia_nombre ?? `nº ${a.colonia_id}`);
  if (nombres.length === 0) return <>{t(`${T}.sinColonias`)}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {nombres.map((nombre) => (
        <Chip key={nombre} size="small" label={nombre} />
      ))}
    </Stack>
  );
}

export function UsuarioShowPage() {
  const t = useTranslate();
  const me = useStoredUser();
  const { request, dialog } = useAccountChange();
  return (
    <RecordShow<User>
      resource="usuarios"
      listPath="/usuarios"
      title="menu.usuarios"
      heading={(user) => shownName(t, user, me)}
      actions={(user) => (
        <>
          {accountActions(t, user, me, request).map((action) => (
            <Button key={action.label} variant="outlined" color={action.danger ? 'error' : 'primary'} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
          <AnonimizarUsuarioButton user={user} />
        </>
      )}
      fields={(user) => [
        ['username', user.username],
        ['nombre', user.nombre || '—'],
        ['email', user.email],
        ['role', isRole(user.role) ? t(`roles.${user.role}`) : user.role],
        ['activo', <UserActiveChip key="activo" user={user} />],
        ['colonias', <AssignedColonias key="colonias" userId={user.id} />],
        ['entidad_id', <EntidadDeUsuario key="entidad" userId={user.id} entidadId={user.entidad_id} />],
      ]}
      below={() => dialog}
    />
  );
}
