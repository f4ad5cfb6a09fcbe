/**
 * /usuarios (admin): the accounts, paged on the server, with a search; create
 * one; change its role; deactivate or reactivate it (each behind a Spanish
 * confirmation). The admin's own account cannot be demoted or deactivated.
 */
import { useState } from 'react';
import { Button, Chip, MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { ROLES, ROLE_LABELS, isRole, type Role } from '../../domain/roles';
import type { User } from '../../domain/types';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { GENERIC_ERROR, apiJson } from '../providers/httpClient';
import { useStoredUser } from '../providers/session';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ListTextFilter } from '../listas/ListTextFilter';
import { UsuarioCreateForm } from './UsuarioCreateForm';
import { AnonimizarUsuarioButton } from '../vecinos/AnonimizarUsuarioButton';

export const USERS_PER_PAGE = 10;

type Pending = { kind: 'rol'; user: User; role: Role } | { kind: 'desactivar' | 'activar'; user: User };

export function confirmText(pending: Pending): { title: string; content: string; label: string } {
  if (pending.kind === 'rol') {
    return {
      title: 'Cambiar rol',
      content: `¿Cambiar el rol de ${pending.user.username} a ${ROLE_LABELS[pending.role]}? Sus sesiones abiertas se cerrarán.`,
      label: 'Cambiar rol',
    };
  }
  if (pending.kind === 'desactivar') {
    return { title: 'Desactivar usuario', content: `¿Desactivar la cuenta de ${pending.user.username}? No podrá iniciar sesión.`, label: 'Desactivar' };
  }
  return { title: 'Reactivar usuario', content: `¿Reactivar la cuenta de ${pending.user.username}?`, label: 'Reactivar' };
}

function useUserColumns(onAction: (pending: Pending) => void): StaffColumn<User>[] {
  const me = useStoredUser();
  return [
    { source: 'username', label: 'Usuario', render: (user) => `${user.username}${me?.id === user.id ? ' (tú)' : ''}`, rowHeader: true, hideOnPhone: true, fit: 'short' },
    { source: 'email', label: 'Nombre y correo', render: (user) => [user.nombre, user.email].filter(Boolean).join(' · '), fit: 'long' },
    {
      source: 'activo',
      label: 'Estado',
      render: (user) => <Chip size="small" label={user.activo ? 'Activo' : 'Desactivado'} color={user.activo ? 'success' : 'default'} variant={user.activo ? 'filled' : 'outlined'} />,
      fit: 'short',
    },
    {
      source: 'role',
      label: 'Rol',
      render: (user) => (
        <TextField
          select
          size="small"
          label={`Rol de ${user.username}`}
          value={isRole(user.role) ? user.role : ''}
          disabled={me?.id === user.id}
          onChange={(event) => onAction({ kind: 'rol', user, role: event.target.value as Role })}
          onClick={(event) => event.stopPropagation()}
          sx={{ minWidth: 200 }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
  ];
}

function UsuariosList({ onAction }: { onAction: (pending: Pending) => void }) {
  const me = useStoredUser();
  const columns = useUserColumns(onAction);
  return (
    <StaffDataTable<User>
      caption="Usuarios"
      columns={columns}
      title={(user) => `${user.username}${me?.id === user.id ? ' (tú)' : ''}`}
      empty="No hay usuarios que coincidan."
      actions={(user) => (
        <>
          {user.activo ? (
            <Button color="error" variant="outlined" size="small" disabled={me?.id === user.id} onClick={() => onAction({ kind: 'desactivar', user })}>
              Desactivar
            </Button>
          ) : (
            <Button variant="outlined" size="small" onClick={() => onAction({ kind: 'activar', user })}>
              Reactivar
            </Button>
          )}
          <AnonimizarUsuarioButton user={user} />
        </>
      )}
    />
  );
}

export function UsuariosPage() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const path = pending.kind === 'rol' ? `/api/usuarios/${pending.user.id}/rol` : `/api/usuarios/${pending.user.id}/${pending.kind}`;
      await apiJson(path, { method: 'PUT', json: pending.kind === 'rol' ? { role: pending.role } : {} });
      notify(
        pending.kind === 'rol' ? 'Rol cambiado correctamente' : pending.kind === 'desactivar' ? 'Usuario desactivado correctamente' : 'Usuario reactivado correctamente',
        { type: 'success' },
      );
      refresh();
    } catch (error) {
      const message = error instanceof Error && error.message !== GENERIC_ERROR ? error.message : 'No se pudo completar la operación.';
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const text = pending ? confirmText(pending) : null;
  return (
    <>
      <StaffListPage title="Usuarios" form={{ title: 'Nuevo usuario', id: 'usuarios-crear', content: <UsuarioCreateForm /> }} list={{ title: 'Cuentas', id: 'usuarios-lista' }}>
        <StaffList resource="usuarios" perPage={USERS_PER_PAGE}>
          <ListTextFilter label="Buscar usuario" sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <UsuariosList onAction={setPending} />
        </StaffList>
      </StaffListPage>
      <ConfirmDialog
        open={pending !== null}
        title={text?.title ?? ''}
        content={text?.content ?? ''}
        confirmLabel={text?.label}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
