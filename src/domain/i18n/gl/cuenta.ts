/** Galician texts of the domain: the account messages: sign-in, password rules, e-mail, username and microchip formats. */
export default {
  auth: {
    resetOk: 'Contrasinal restablecido correctamente. Xa podes iniciar sesión.',
    resetFailed: 'Non se puido restablecer o contrasinal. Pode que a ligazón caducase.',
    changeOk: 'Contrasinal cambiado correctamente.',
    changeFailed: 'Non se puido cambiar o contrasinal. Comproba o teu contrasinal actual.',
    requestOk: 'Se o correo está rexistrado, enviouse unha ligazón para restablecer o contrasinal.',
    requestFailed: 'Non se puido solicitar o restablecemento do contrasinal. Téntao máis tarde.',
    termsFailed: 'Non se puideron aceptar as condicións da demo.',
    termsAccepted: 'Condicións da demo aceptadas correctamente',
    loginFailed: 'Usuario ou contrasinal incorrectos.',
    invalidResetToken: 'A ligazón para restablecer o contrasinal non é válida ou caducou.',
    wrongCurrentPassword: 'O contrasinal actual non é correcto.',
  },
  password: {
    length: 'O contrasinal debe ter polo menos 8 caracteres',
    uppercase: 'Debe conter polo menos unha letra maiúscula',
    digit: 'Debe conter polo menos un número',
    special: 'Debe conter polo menos un carácter especial',
    common: 'Contrasinal demasiado común',
    mismatch: 'Os contrasinais non coinciden',
  },
  fields: {
    email: 'Escribe un correo electrónico válido.',
    codigo: 'O código de identificación debe ter exactamente 15 díxitos',
    username: 'O nome de usuario debe ter de 3 a 50 caracteres: letras, números, puntos, guións ou guións baixos.',
  },
} as const;
