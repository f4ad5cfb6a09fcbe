/**
 * The inputs of a municipality: its name and the slug of its public pages'
 * address; when it is edited, its own host name (optional) and whether it is
 * active; when it is created, its first administrator's account too, with
 * the account rules of src/domain/validation.ts checked before sending.
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { EMAIL_MESSAGE, isValidEmail, passwordError, usernameError } from '../../domain/validation';
import type { MunicipioNuevo } from '../../domain/schemas/municipio';

const T = 'gatera.municipios';

const FIELD_SX = { flex: '1 1 220px' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The municipality's own fields (name and slug), both required. */
export function municipioErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!text(values.nombre)) errors.nombre = `${T}.requerido`;
  if (!text(values.slug)) errors.slug = `${T}.requerido`;
  return errors;
}

type AdminValues = Partial<Record<keyof MunicipioNuevo['administrador'], unknown>>;

/** Every field's first problem in the creation form; react-admin reads nested errors for nested sources. */
export function municipioNuevoErrors(values: Record<string, unknown>): Record<string, unknown> {
  const admin = (values.administrador ?? {}) as AdminValues;
  const adminErrors: Record<string, string> = {};
  const username = usernameError(text(admin.username));
  if (username) adminErrors.username = username;
  if (!isValidEmail(text(admin.email))) adminErrors.email = EMAIL_MESSAGE;
  const password = passwordError(typeof admin.password === 'string' ? admin.password : '');
  if (password) adminErrors.password = password;
  if (!text(admin.nombre)) adminErrors.nombre = `${T}.requerido`;
  const errors: Record<string, unknown> = municipioErrors(values);
  if (Object.keys(adminErrors).length > 0) errors.administrador = adminErrors;
  return errors;
}

/** The creation form's values as the API receives them. */
export function municipioNuevoPayload(values: Record<string, unknown>): MunicipioNuevo {
  const admin = (values.administrador ?? {}) as AdminValues;
  return {
    nombre: text(values.nombre),
    slug: text(values.slug),
    administrador: { username: text(admin.username), email: text(admin.email), password: typeof admin.password === 'string' ? admin.password : '', nombre: text(admin.nombre) },
  };
}

/** The edition's values as the API receives them (an empty host name removes it; the server checks its form). */
export function municipioPayload(values: Record<string, unknown>) {
  return { nombre: text(values.nombre), slug: text(values.slug), dominio: text(values.dominio), activo: values.activo === true };
}

export function MunicipioInputs({ edicion = false }: { edicion?: boolean }) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="nombre" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="slug" autoComplete="off" isRequired helperText={`${T}.slugAyuda`} sx={FIELD_SX} />
      </Box>
      {edicion ? (
        <>
          <TextInput source="dominio" autoComplete="off" helperText={`${T}.dominioAyuda`} slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }} fullWidth />
          <BooleanInput source="activo" />
        </>
      ) : null}
    </>
  );
}

/** The first administrator's account, created with the municipality. */
export function AdministradorInputs() {
  const t = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t(`${T}.administrador`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="administrador.username" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="administrador.email" type="email" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="administrador.nombre" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="administrador.password" type="password" autoComplete="new-password" isRequired helperText="gatera.usuarios.form.reglas" sx={FIELD_SX} />
      </Box>
    </Box>
  );
}
