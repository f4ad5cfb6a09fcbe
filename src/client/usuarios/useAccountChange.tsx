/**
 * Changing an account (its role, deactivating or reactivating it), each
 * behind a Spanish confirmation: one hook for the list's rows and for the
 * account's page. `request` asks; `dialog` is the confirmation to render.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import type { Role } from '../../domain/roles';
import type { User } from '../../domain/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { GENERIC_ERROR } from '../providers/httpClient';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { RowAction } from '../listas/RowMenu';

const T = 'gatera.usuarios';

export type AccountChange = { kind: 'rol'; user: User; role: Role } | { kind: 'desactivar' | 'activar'; user: User };

export function confirmText(t: TranslateFunction, pending: AccountChange): { title: string; content: string; label: string } {
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

/** An active account may be deactivated, never one's own (the admin would lock themselves out). */
export const mayDeactivate = (user: User, me: { id: number } | null): boolean => user.activo && me?.id !== user.id;

export const mayReactivate = (user: User): boolean => !user.activo;

/** Deactivate an active account (never one's own), reactivate a deactivated one. */
export function accountActions(t: TranslateFunction, user: User, me: { id: number } | null, onAction: (pending: AccountChange) => void): RowAction[] {
  if (mayDeactivate(user, me)) return [{ label: t(`${T}.desactivar`), danger: true, onClick: () => onAction({ kind: 'desactivar', user }) }];
  return mayReactivate(user) ? [{ label: t(`${T}.reactivar`), onClick: () => onAction({ kind: 'activar', user }) }] : [];
}

export function useAccountChange(): { request: (change: AccountChange) => void; dialog: ReactNode } {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<AccountChange | null>(null);
  const dataProvider = useGateraDataProvider();
  const change = useMutation({
    mutationFn: (action: AccountChange) =>
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
  const dialog = (
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
  );
  return { request: setPending, dialog };
}
