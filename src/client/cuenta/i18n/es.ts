/**
 * The Spanish texts of the account pages (change, reset and recover the
 * password): the catalogue reads them as `gatera.cuenta.*` (src/client/i18n/es.ts);
 * the pages show them through react-admin's useTranslate(). The results are those of src/domain/messages.ts (`gatera.auth.*`).
 */
export const CUENTA_TEXTS = {
  nueva: 'Nueva contraseña',
  confirmar: 'Confirmar contraseña',
  reglas: 'Al menos 8 caracteres, con una mayúscula, un número y un carácter especial.',
  cambiar: {
    titulo: 'Cambiar la contraseña',
    actual: 'Contraseña actual',
    escribeActual: 'Escribe tu contraseña actual',
  },
  resetear: {
    titulo: 'Restablecer la contraseña',
    intro: 'Elige una contraseña nueva para tu cuenta.',
    enlaceNuevo: 'Solicita un enlace nuevo',
    boton: 'Restablecer contraseña',
  },
  solicitar: {
    titulo: 'Recuperar la contraseña',
    intro: 'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    enviar: 'Enviar enlace',
    volver: 'Volver a iniciar sesión',
    email: 'Correo electrónico',
  },
};

const LOGIN = {
  titulo: 'Iniciar sesión',
  intro: 'Entra con la cuenta que te ha dado tu ayuntamiento.',
  usuario: 'Usuario',
  contrasena: 'Contraseña',
  entrar: 'Entrar',
  olvido: '¿Has olvidado tu contraseña?',
  faltan: 'Escribe tu usuario y tu contraseña.',
  fallo: 'No se ha podido iniciar sesión.',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    cuenta: CUENTA_TEXTS,
    login: LOGIN,
  },
};
