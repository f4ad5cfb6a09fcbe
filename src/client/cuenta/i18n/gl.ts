/** The account pages' texts (`gatera.cuenta.*`) in Galician. */
export const cuentaGalician = {
  nueva: 'Novo contrasinal',
  confirmar: 'Confirmar o contrasinal',
  reglas: 'Polo menos 8 caracteres, cunha maiúscula, un número e un carácter especial.',
  cambiar: {
    titulo: 'Cambiar o contrasinal',
    actual: 'Contrasinal actual',
    escribeActual: 'Escribe o teu contrasinal actual',
  },
  resetear: {
    titulo: 'Restablecer o contrasinal',
    intro: 'Escolle un contrasinal novo para a túa conta.',
    enlaceNuevo: 'Solicita unha ligazón nova',
    boton: 'Restablecer o contrasinal',
  },
  solicitar: {
    titulo: 'Recuperar o contrasinal',
    intro: 'Escribe o correo electrónico da túa conta e enviarémosche unha ligazón para escoller un contrasinal novo.',
    enviar: 'Enviar a ligazón',
    volver: 'Volver ao inicio de sesión',
    email: 'Correo electrónico',
  },
};

const LOGIN = {
  titulo: 'Iniciar sesión',
  intro: 'Entra coa conta que che deu o teu concello.',
  usuario: 'Usuario',
  contrasena: 'Contrasinal',
  entrar: 'Entrar',
  olvido: 'Esqueciches o teu contrasinal?',
  faltan: 'Escribe o teu usuario e o teu contrasinal.',
  fallo: 'Non se puido iniciar sesión.',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    cuenta: cuentaGalician,
    login: LOGIN,
  },
};
