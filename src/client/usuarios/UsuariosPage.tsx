/**
 * /usuarios (admin): the accounts, paged on the server, with a search; create
 * one; change its role; deactivate or reactivate it from the row's menu (each
 * behind a Spanish confirmation). The admin's own account cannot be demoted or deactivated.
 */
import { useState } from 'react';
import { Chip, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { ROLES, isRole, type Role } from '../../domain/roles';
import type { User } from '../../domain/types';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { GENERIC_ERROR } from '../providers/httpClient';
import { useGateraDataProvider } from '../providers/dataProvider';
import { RowMenu, type RowAction } from '../listas/RowMenu';
import { useStoredUser } from '../providers/session';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ListTextFilter } from '../listas/ListTextFilter';
import { UsuarioCreateForm } from './UsuarioCreateForm';
import { AnonimizarUsuarioButton } from '../vecinos/AnonimizarUsuarioButton';

const T = 'gatera.usuarios';

export const USERS_PER_PAGE = 10;

/** The accounts' file (the list is the admin's only): who, how to reach them, their role, whether they can sign in. */
const EXPORT_COLUMNS = [
  { source: 'username', label: 'gatera.login.usuario' },
  { source: 'nombre', label: 'gatera.comun.nombre' },
  { source: 'email', label: 'gatera.vecinos.adopciones.email' },
  { source: 'role', label: `${T}.rol` },
  { source: 'activo', label: 'gatera.calle.comederos.activo' },
];

type Pending = { kind: 'rol'; user: User; role: Role } | { kind: 'desactivar' | 'activar'; user: User };

export function confirmText(t: TranslateFunction, pending: Pending): { title: string; content: string; label: string } {
  const username = pending.user.username;
  if (pending.kind === 'rol') {
    return {
      title: t(`${T}.cambiarRol`),
      content: t(`${T}.cambiarRolPregunta`, { username, rol: t(`roles.${pending.role}`) }),
      label: t(`${T}.cambiarRol`),
    };
  }
  if (pending.kind === 'desactivar') {
    return { title: t(`${T}.desactivarTitulo`), content: t(`${T}.desactivarPregunta`, { username }), label: t(`${T}.desactivar`) };
  }
  return { title: t(`${T}.reactivarTitulo`), content: t(`${T}.reactivarPregunta`, { username }), label: t(`${T}.reactivar`) };
}

/** The account's name, with '(tú)' on the reader's own. */
const shownName = (t: TranslateFunction, user: User, me: { id: number } | null) => (me?.id === user.id ? t(`${T}.tu`, { username: user.username }) : user.username);

function useUserColumns(onAction: (pending: Pending) => void): StaffColumn<User>[] {
  const t = useTranslate();
  const me = useStoredUser();
  return [
    { source: 'username', label: t('gatera.login.usuario'), render: (user) => shownName(t, user, me), rowHeader: true, hideOnPhone: true, fit: 'short' },
    { source: 'email', label: t(`${T}.nombreCorreo`), render: (user) => [user.nombre, user.email].filter(Boolean).join(' · '), fit: 'long' },
    {
      source: 'activo',
      render: (user) => <Chip size="small" label={user.activo ? t('gatera.calle.comederos.activo') : t(`${T}.desactivado`)} color={user.activo ? 'success' : 'default'} variant={user.activo ? 'filled' : 'outlined'} />,
      fit: 'short',
    },
    {
      source: 'role',
      render: (user) => (
        <TextField
          select
          size="small"
          label={t(`${T}.rolDe`, { username: user.username })}
          value={isRole(user.role) ? user.role : ''}
          disabled={me?.id === user.id}
          onChange={(event) => onAction({ kind: 'rol', user, role: event.target.value as Role })}
          onClick={(event) => event.stopPropagation()}
          sx={{ minWidth: 200 }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
  ];
}

/** The row menu's entries: deactivate an active account (never one's own), reactivate a deactivated one. */
function accountActions(t: TranslateFunction, user: User, me: { id: number } | null, onAction: (pending: Pending) => void): RowAction[] {
  if (user.activo) return me?.id === user.id ? [] : [{ label: t(`${T}.desactivar`), danger: true, onClick: () => onAction({ kind: 'desactivar', user }) }];
  return [{ label: t(`${T}.reactivar`), onClick: () => onAction({ kind: 'activar', user }) }];
}

function UsuariosList({ onAction }: { onAction: (pending: Pending) => void }) {
  const t = useTranslate();
  const me = useStoredUser();
  const columns = useUserColumns(onAction);
  return (
    <StaffDataTable<User>
      caption={t('menu.usuarios')}
      columns={columns}
      title={(user) => shownName(t, user, me)}
      empty={t(`${T}.vacio`)}
      actions={(user) => (
        <>
          <RowMenu name={user.username} actions={accountActions(t, user, me, onAction)} />
          <AnonimizarUsuarioButton user={user} />
        </>
      )}
    />
  );
}

export function UsuariosPage() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending | null>(null);
  const dataProvider = useGateraDataProvider();
  const change = useMutation({
    mutationFn: (action: Pending) =>
      action.kind === 'rol'
        ? dataProvider.cambiarRolUsuario(action.user.id, action.role)
        : action.kind === 'desactivar'
          ? dataProvider.desactivarUsuario(action.user.id)
          : dataProvider.activarUsuario(action.user.id),
    onSuccess: (_nothing, action) => {
      notify(t(action.kind === 'rol' ? `${T}.rolCambiado` : action.kind === 'desactivar' ? `${T}.desactivadoOk` : `${T}.reactivadoOk`), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error && error.message !== GENERIC_ERROR ? error.message : t(`${T}.fallo`), { type: 'error' }),
    onSettled: () => setPending(null),
  });

  const text = pending ? confirmText(t, pending) : null;
  return (
    <>
      <StaffListPage
        title={t('menu.usuarios')}
        form={{ title: t(`${T}.nuevo`), id: 'usuarios-crear', content: <UsuarioCreateForm /> }}
        list={{ title: t(`${T}.cuentas`), id: 'usuarios-lista' }}
      >
        <StaffList resource="usuarios" perPage={USERS_PER_PAGE}>
          <ListTextFilter label={t(`${T}.buscar`)} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <ExportCsvBar columns={EXPORT_COLUMNS} />
          <UsuariosList onAction={setPending} />
        </StaffList>
      </StaffListPage>
      <ConfirmDialog
        open={pending !== null}
        title={text?.title ?? ''}
        content={text?.content ?? ''}
        confirmLabel={text?.label}
        loading={change.isPending}
        onConfirm={() => {
          if (pending) change.mutate(pending);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
