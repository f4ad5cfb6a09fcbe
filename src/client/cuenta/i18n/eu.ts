/** The account pages' texts (`gatera.cuenta.*`) in Basque. */
export const cuentaBasque = {
  nueva: 'Pasahitz berria',
  confirmar: 'Berretsi pasahitza',
  reglas: 'Gutxienez 8 karaktere, eta letra larri bat, zenbaki bat eta karaktere berezi bat.',
  cambiar: {
    titulo: 'Aldatu pasahitza',
    actual: 'Oraingo pasahitza',
    escribeActual: 'Idatzi zure oraingo pasahitza',
  },
  resetear: {
    titulo: 'Berrezarri pasahitza',
    intro: 'Aukeratu pasahitz berri bat zure konturako.',
    enlaceNuevo: 'Eskatu esteka berri bat',
    boton: 'Berrezarri pasahitza',
  },
  solicitar: {
    titulo: 'Berreskuratu pasahitza',
    intro: 'Idatzi zure kontuko helbide elektronikoa, eta pasahitz berri bat aukeratzeko esteka bat bidaliko dizugu.',
    enviar: 'Bidali esteka',
    volver: 'Itzuli saioa hastera',
    email: 'Helbide elektronikoa',
  },
};

const LOGIN = {
  titulo: 'Hasi saioa',
  intro: 'Sartu zure udalak eman dizun kontuarekin.',
  usuario: 'Erabiltzailea',
  contrasena: 'Pasahitza',
  entrar: 'Sartu',
  olvido: 'Pasahitza ahaztu duzu?',
  faltan: 'Idatzi zure erabiltzailea eta pasahitza.',
  fallo: 'Ezin izan da saioa hasi.',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    cuenta: cuentaBasque,
    login: LOGIN,
  },
};
