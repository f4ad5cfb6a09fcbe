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
  },
};
