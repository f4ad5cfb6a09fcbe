/**
 * Creating an account (admin): username, e-mail, name, role, and either a
 * password that meets the policy or an e-mailed link to set it. The rules are
 * those of src/domain/validation.ts, checked before sending.
 */
import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, MenuItem, Radio, RadioGroup, TextField, FormLabel, FormControl } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ROLES, type Role } from '../../domain/roles';
import { EMAIL_MESSAGE, isValidEmail, passwordError, usernameError } from '../../domain/validation';
import { GENERIC_ERROR, apiJson } from '../providers/httpClient';

const T = 'gatera.usuarios.form';

export interface UsuarioDraft {
  username: string;
  email: string;
  nombre: string;
  role: Role | '';
  mode: 'password' | 'invite';
  password: string;
}

export const EMPTY_DRAFT: UsuarioDraft = { username: '', email: '', nombre: '', role: '', mode: 'invite', password: '' };

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
    ...(draft.mode === 'password' ? { password: draft.password } : { send_invite: true }),
  };
}

export function UsuarioCreateForm() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<UsuarioDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<keyof UsuarioDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof UsuarioDraft>(key: K, value: UsuarioDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit() {
    const found = draftErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await apiJson('/api/usuarios/', { method: 'POST', json: draftPayload(draft) });
      notify(t(draft.mode === 'invite' ? `${T}.invitado` : `${T}.creado`), { type: 'success' });
      setDraft(EMPTY_DRAFT);
      refresh();
    } catch (error) {
      const message = error instanceof Error && error.message && error.message !== GENERIC_ERROR ? error.message : t(`${T}.falloCrear`);
      setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: 'username' | 'email' | 'nombre', label: string, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      name={key}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : ' '}
      sx={{ flex: '1 1 220px' }}
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {field('username', t(`${T}.username`), { required: true, autoComplete: 'off' })}
        {field('email', t('gatera.vecinos.adopciones.email'), { type: 'email', required: true, autoComplete: 'off' })}
        {field('nombre', t(`${T}.nombre`))}
        <TextField
          select
          label={t('gatera.usuarios.rol')}
          name="role"
          value={draft.role}
          onChange={(event) => set('role', event.target.value as Role)}
          required
          error={Boolean(errors.role)}
          helperText={errors.role ? t(errors.role) : ' '}
          sx={{ flex: '1 1 220px' }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControl sx={{ my: 1 }}>
        <FormLabel id="usuario-clave">{t('gatera.login.contrasena')}</FormLabel>
        <RadioGroup row aria-labelledby="usuario-clave" value={draft.mode} onChange={(event) => set('mode', event.target.value as UsuarioDraft['mode'])}>
          <FormControlLabel value="invite" control={<Radio />} label={t(`${T}.invitar`)} />
          <FormControlLabel value="password" control={<Radio />} label={t(`${T}.ahora`)} />
        </RadioGroup>
      </FormControl>
      {draft.mode === 'password' ? (
        <Box>
          <TextField
            label={t(`${T}.inicial`)}
            name="password"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => set('password', event.target.value)}
            required
            error={Boolean(errors.password)}
            helperText={errors.password ? t(errors.password) : t(`${T}.reglas`)}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {t(`${T}.crear`)}
      </Button>
    </Box>
  );
}
