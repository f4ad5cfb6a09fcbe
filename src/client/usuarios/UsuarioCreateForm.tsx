/**
 * Creating an account (admin): username, e-mail, name, role, and either a
 * password that meets the policy or an e-mailed link to set it. The rules are
 * those of src/domain/validation.ts, checked before sending; a refusal keeps
 * what was typed and shows the server's reason.
 */
import { useState } from 'react';
import { Alert } from '@mui/material';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '../../domain/roles';
import { EMAIL_MESSAGE, isValidEmail, passwordError, usernameError } from '../../domain/validation';
import { GENERIC_ERROR } from '../providers/httpClient';
import { CreationForm } from '../components/CreationForm';
import { UsuarioInputs } from './UsuarioInputs';

const T = 'gatera.usuarios.form';

export interface UsuarioDraft {
  username: string;
  email: string;
  nombre: string;
  role: Role | '';
  mode: 'password' | 'invite';
  password: string;
  /** The partner entity the person belongs to (a partner professional's clinic, a volunteer's association), or none. */
  entidad_id: number | null;
}

export const EMPTY_DRAFT: UsuarioDraft = { username: '', email: '', nombre: '', role: '', mode: 'invite', password: '', entidad_id: null };

/** The first problem of each field, before anything is sent. */
export function draftErrors(draft: UsuarioDraft): Partial<Record<keyof UsuarioDraft, string>> {
  const errors: Partial<Record<keyof UsuarioDraft, string>> = {};
  const username = usernameError(draft.username.trim());
  if (username) errors.username = username;
  if (!isValidEmail(draft.email.trim())) errors.email = EMAIL_MESSAGE;
  if (!draft.role) errors.role = 'gatera.usuarios.form.eligeRol';
  if (draft.mode === 'password') {
    const password = passwordError(draft.password);
    if (password) errors.password = password;
  }
  return errors;
}

export function draftPayload(draft: UsuarioDraft) {
  return {
    username: draft.username.trim(),
    email: draft.email.trim(),
    nombre: draft.nombre.trim() || null,
    role: draft.role,
    ...(draft.entidad_id ? { entidad_id: draft.entidad_id } : {}),
    ...(draft.mode === 'password' ? { password: draft.password } : { send_invite: true }),
  };
}

/** The form's values as a draft: every field a string, as the inputs hold them. */
function asDraft(values: Record<string, unknown>): UsuarioDraft {
  const text = (key: keyof UsuarioDraft) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return { username: text('username'), email: text('email'), nombre: text('nombre'), role: text('role') as UsuarioDraft['role'], mode: values.mode === 'password' ? 'password' : 'invite', password: text('password'), entidad_id: typeof values.entidad_id === 'number' ? values.entidad_id : null };
}

export function UsuarioCreateForm() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: Record<string, unknown>): Promise<boolean> {
    const draft = asDraft(values);
    setFailure(null);
    try {
      await create('usuarios', { data: draftPayload(draft) }, { returnPromise: true });
      notify(t(draft.mode === 'invite' ? `${T}.invitado` : `${T}.creado`), { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message && error.message !== GENERIC_ERROR ? error.message : t(`${T}.falloCrear`);
      setFailure(message);
      return false;
    }
  }

  return (
    <>
      <CreationForm resource="usuarios" onSave={save} submitLabel={`${T}.crear`} defaultValues={{ ...EMPTY_DRAFT }} validate={(values) => draftErrors(asDraft(values))}>
        <UsuarioInputs />
      </CreationForm>
      {failure ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
