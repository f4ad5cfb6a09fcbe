/**
 * /usuarios (admin): the accounts, paged on the server, with a search; create
 * one; change its role; deactivate or reactivate it from the row's menu, or
 * the selected ones from the bulk toolbar (each behind a Spanish
 * confirmation). The admin's own account cannot be demoted or deactivated.
 */
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLES, can, isRole, type Role } from '../../domain/roles';
import type { User } from '../../domain/types';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { RowMenu } from '../listas/RowMenu';
import { accountActions, useAccountChange, type AccountChange } from './useAccountChange';
import { shownName, UserActiveChip } from './userCells';
import { useStoredUser } from '../providers/session';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ListTextFilter } from '../listas/ListTextFilter';
import { UsuarioCreateForm } from './UsuarioCreateForm';
import { UsuariosBulkActions } from './UsuariosBulkActions';
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

const recordHref = (user: User) => `/usuarios/${user.id}`;

function useUserColumns(onAction: (pending: AccountChange) => void): StaffColumn<User>[] {
  const t = useTranslate();
  const me = useStoredUser();
  return [
    {
      source: 'username',
      label: t('gatera.login.usuario'),
      sortable: true,
      render: (user) => (
        <Link component={RouterLink} to={recordHref(user)} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {shownName(t, user, me)}
        </Link>
      ),
      rowHeader: true,
      hideOnPhone: true,
      fit: 'short',
    },
    { source: 'email', label: t(`${T}.nombreCorreo`), render: (user) => [user.nombre, user.email].filter(Boolean).join(' · '), fit: 'long' },
    {
      source: 'activo',
      sortable: true,
      render: (user) => <UserActiveChip user={user} />,
      fit: 'short',
    },
    {
      source: 'role',
      sortable: true,
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

function UsuariosList({ onAction }: { onAction: (pending: AccountChange) => void }) {
  const t = useTranslate();
  const me = useStoredUser();
  const columns = useUserColumns(onAction);
  return (
    <StaffDataTable<User>
      caption={t('menu.usuarios')}
      columns={columns}
      title={(user) => (
        <Link component={RouterLink} to={recordHref(user)}>
          {shownName(t, user, me)}
        </Link>
      )}
      rowHref={recordHref}
      empty={t(`${T}.vacio`)}
      bulkActionButtons={can(me?.role, 'usuarios.gestionar') ? <UsuariosBulkActions /> : undefined}
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
  const { request, dialog } = useAccountChange();
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
          <UsuariosList onAction={request} />
        </StaffList>
      </StaffListPage>
      {dialog}
    </>
  );
}
