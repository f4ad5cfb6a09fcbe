/** The account pages' texts (`gatera.cuenta.*`) in English. */
export const cuentaEnglish = {
  nueva: 'New password',
  confirmar: 'Confirm password',
  reglas: 'At least 8 characters, with a capital letter, a number and a special character.',
  cambiar: {
    titulo: 'Change your password',
    actual: 'Current password',
    escribeActual: 'Type your current password',
  },
  resetear: {
    titulo: 'Reset your password',
    intro: 'Choose a new password for your account.',
    enlaceNuevo: 'Request a new link',
    boton: 'Reset password',
  },
  solicitar: {
    titulo: 'Recover your password',
    intro: "Type your account's e-mail address and we will send you a link to choose a new password.",
    enviar: 'Send link',
    volver: 'Back to sign in',
    email: 'E-mail',
  },
};

const LOGIN = {
  titulo: 'Sign in',
  intro: 'Sign in with the account your council gave you.',
  usuario: 'Username',
  contrasena: 'Password',
  entrar: 'Sign in',
  olvido: 'Forgot your password?',
  faltan: 'Type your username and your password.',
  fallo: 'Could not sign in.',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    cuenta: cuentaEnglish,
    login: LOGIN,
  },
};
