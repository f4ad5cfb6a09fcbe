/**
 * The inputs of a new account: username, e-mail, name, role, and either a
 * password set now or an e-mailed link to set it (the password input shows
 * only for the former).
 */
import { Box } from '@mui/material';
import { RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ROLES } from '../../domain/roles';

const T = 'gatera.usuarios.form';

const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: `roles.${role}` }));
const MODE_CHOICES = [
  { id: 'invite', name: `${T}.invitar` },
  { id: 'password', name: `${T}.ahora` },
];

const FIELD_SX = { flex: '1 1 220px' };

function PasswordInput() {
  const mode = useWatch({ name: 'mode' });
  if (mode !== 'password') return null;
  return (
    <TextInput
      source="password"
      type="password"
      autoComplete="new-password"
      helperText={`${T}.reglas`}
      isRequired
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}

export function UsuarioInputs() {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="username" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="email" type="email" autoComplete="off" isRequired sx={FIELD_SX} />
        <TextInput source="nombre" sx={FIELD_SX} />
        <SelectInput source="role" choices={ROLE_CHOICES} sx={FIELD_SX} />
        {/* The server lists the entities by name in the reader's language. */}
        <ReferenceInput source="entidad_id" reference="entidades" perPage={500}>
          <SelectInput optionText="nombre" emptyText="gatera.consulta.sinEntidad" sx={FIELD_SX} />
        </ReferenceInput>
      </Box>
      <RadioButtonGroupInput source="mode" choices={MODE_CHOICES} row />
      <PasswordInput />
    </>
  );
}
