/** The user accounts screen's texts (`gatera.usuarios.*`) in English. */
export const usuariosEnglish = {
  nuevo: 'New user',
  cuentas: 'Accounts',
  buscar: 'Search users',
  vacio: 'No users match.',
  tu: '%{username} (you)',
  nombreCorreo: 'Name and e-mail',
  desactivado: 'Deactivated',
  rol: 'Role',
  rolDe: 'Role of %{username}',
  desactivar: 'Deactivate',
  reactivar: 'Reactivate',
  cambiarRol: 'Change role',
  cambiarRolPregunta: "Change %{username}'s role to %{rol}? Their open sessions will be closed.",
  desactivarTitulo: 'Deactivate user',
  desactivarPregunta: "Deactivate %{username}'s account? They will not be able to sign in.",
  reactivarTitulo: 'Reactivate user',
  reactivarPregunta: "Reactivate %{username}'s account?",
  rolCambiado: 'Role changed',
  desactivadoOk: 'User deactivated',
  reactivadoOk: 'User reactivated',
  fallo: 'The operation could not be completed.',
  sinColonias: 'None',
  /** The bulk toolbar's confirmations and notices. */
  bulk: {
    desactivarTitulo: 'Deactivate the selected users',
    desactivarPregunta: 'Deactivate the selected accounts? They will not be able to sign in. Yours and those already deactivated stay as they are.',
    reactivarTitulo: 'Reactivate the selected users',
    reactivarPregunta: 'Reactivate the selected accounts? Those already active stay as they are.',
    desactivados: 'Users deactivated: %{smart_count}',
    reactivados: 'Users reactivated: %{smart_count}',
  },
  form: {
    eligeRol: 'Choose a role',
    usernameRegla: 'The username must have 3 to 50 characters: letters, digits, full stops, hyphens or underscores.',
    invitar: 'E-mail them a link to choose it',
    ahora: 'Set it now',
    reglas: 'At least 8 characters, with a capital letter, a number and a special character.',
    crear: 'Create user',
    creado: 'User created',
    invitado: 'User created: a link to choose their password has been e-mailed to them',
    falloCrear: 'The user could not be created',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    usuarios: usuariosEnglish,
  },
  resources: {
    usuarios: {
      name: 'User |||| Users',
      fields: {
        username: 'Username',
        email: 'E-mail',
        nombre: 'Full name',
        role: 'Role',
        mode: 'Password',
        password: 'Initial password',
        activo: 'Status',
        colonias: 'Assigned colonies',
      },
    },
  },
};
