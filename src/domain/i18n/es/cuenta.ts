/** Spanish texts of the domain: the account messages: sign-in, password rules, e-mail, username and microchip formats. */
export default {
  auth: {
    resetOk: 'Contraseña restablecida con éxito. Puedes iniciar sesión.',
    resetFailed: 'Error al restablecer la contraseña. El token puede haber expirado.',
    changeOk: 'Contraseña cambiada con éxito.',
    changeFailed: 'Error al cambiar la contraseña. Verifica tu contraseña actual.',
    requestOk: 'Si el correo está registrado, se ha enviado un enlace para restablecer la contraseña.',
    requestFailed: 'Error al solicitar el restablecimiento de contraseña. Intenta más tarde.',
    termsFailed: 'No se pudieron aceptar los términos demo.',
    termsAccepted: 'Términos demo aceptados correctamente',
    loginFailed: 'Usuario o contraseña incorrectos.',
    invalidResetToken: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
  },
  password: {
    length: 'La contraseña debe tener al menos 8 caracteres',
    uppercase: 'Debe contener al menos una letra mayúscula',
    digit: 'Debe contener al menos un número',
    special: 'Debe contener al menos un carácter especial',
    common: 'Contraseña demasiado común',
    mismatch: 'Las contraseñas no coinciden',
  },
  fields: {
    email: 'Por favor ingresa un correo válido.',
    codigo: 'El código de identificación debe tener exactamente 15 dígitos',
    username: 'El nombre de usuario debe tener de 3 a 50 caracteres: letras, números, puntos, guiones o guiones bajos.',
  },
} as const;
