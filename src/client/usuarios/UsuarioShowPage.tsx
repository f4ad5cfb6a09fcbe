/**
 * /usuarios/:id (admin): one account, its fields, the colonies it is
 * assigned to, and the list's actions on it: deactivate or reactivate (never
 * one's own) and anonymise, each behind the list's own confirmation.
 */
import { useParams } from 'react-router-dom';
import { Button, Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import type { User } from '../../domain/types';
import { isRole } from '../../domain/roles';
import { RecordFields } from '../components/RecordFields';
import { RecordPage } from '../components/RecordPage';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { AnonimizarUsuarioButton } from '../vecinos/AnonimizarUsuarioButton';
import { accountActions, useAccountChange } from './useAccountChange';
import { shownName, UserActiveChip } from './userCells';

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
  const { id } = useParams<{ id: string }>();
  const t = useTranslate();
  const me = useStoredUser();
  const { request, dialog } = useAccountChange();
  const { data: user, isPending, error } = useGetOne<User>('usuarios', { id: Number(id) }, { enabled: Boolean(id), retry: false });
  return (
    <>
      <RecordPage
        title="menu.usuarios"
        listPath="/usuarios"
        isPending={isPending}
        error={error}
        heading={user ? shownName(t, user, me) : null}
        actions={
          user ? (
            <>
              {accountActions(t, user, me, request).map((action) => (
                <Button key={action.label} variant="outlined" color={action.danger ? 'error' : 'primary'} onClick={action.onClick}>
                  {action.label}
                </Button>
              ))}
              <AnonimizarUsuarioButton user={user} />
            </>
          ) : null
        }
      >
        {user ? (
          <RecordFields
            resource="usuarios"
            rows={[
              ['username', user.username],
              ['nombre', user.nombre || '—'],
              ['email', user.email],
              ['role', isRole(user.role) ? t(`roles.${user.role}`) : user.role],
              ['activo', <UserActiveChip key="activo" user={user} />],
              ['colonias', <AssignedColonias key="colonias" userId={user.id} />],
            ]}
          />
        ) : null}
      </RecordPage>
      {dialog}
    </>
  );
}
