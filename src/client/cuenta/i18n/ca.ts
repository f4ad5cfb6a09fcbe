/** The account pages' texts (`gatera.cuenta.*`) in Catalan. */
export const cuentaCatalan = {
  nueva: 'Contrasenya nova',
  confirmar: 'Confirma la contrasenya',
  reglas: 'Com a mínim 8 caràcters, amb una majúscula, un número i un caràcter especial.',
  cambiar: {
    titulo: 'Canvia la contrasenya',
    actual: 'Contrasenya actual',
    escribeActual: 'Escriu la teva contrasenya actual',
  },
  resetear: {
    titulo: 'Restableix la contrasenya',
    intro: 'Tria una contrasenya nova per al teu compte.',
    enlaceNuevo: 'Sol·licita un enllaç nou',
    boton: 'Restableix la contrasenya',
  },
  solicitar: {
    titulo: 'Recupera la contrasenya',
    intro: "Escriu el correu electrònic del teu compte i t'enviarem un enllaç per triar una contrasenya nova.",
    enviar: "Envia l'enllaç",
    volver: 'Torna a iniciar la sessió',
    email: 'Correu electrònic',
  },
};

const LOGIN = {
  titulo: 'Inicia la sessió',
  intro: "Entra amb el compte que t'ha donat el teu ajuntament.",
  usuario: 'Usuari',
  contrasena: 'Contrasenya',
  entrar: 'Entra',
  olvido: 'Has oblidat la contrasenya?',
  faltan: 'Escriu el teu usuari i la teva contrasenya.',
  fallo: "No s'ha pogut iniciar la sessió.",
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    cuenta: cuentaCatalan,
    login: LOGIN,
  },
};
