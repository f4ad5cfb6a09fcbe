/** Catalan texts of the domain: the account messages: sign-in, password rules, e-mail, username and microchip formats. */
export default {
  auth: {
    resetOk: 'Contrasenya restablerta correctament. Ja pots iniciar la sessió.',
    resetFailed: "No s'ha pogut restablir la contrasenya. Pot ser que l'enllaç hagi caducat.",
    changeOk: 'Contrasenya canviada correctament.',
    changeFailed: "No s'ha pogut canviar la contrasenya. Comprova la teva contrasenya actual.",
    requestOk: "Si el correu està registrat, s'ha enviat un enllaç per restablir la contrasenya.",
    requestFailed: "No s'ha pogut sol·licitar el restabliment de la contrasenya. Torna-ho a provar més tard.",
    termsFailed: "No s'han pogut acceptar les condicions de la demo.",
    termsAccepted: 'Condicions de la demo acceptades correctament',
    loginFailed: 'Usuari o contrasenya incorrectes.',
    invalidResetToken: "L'enllaç per restablir la contrasenya no és vàlid o ha caducat.",
    wrongCurrentPassword: 'La contrasenya actual no és correcta.',
  },
  password: {
    length: 'La contrasenya ha de tenir com a mínim 8 caràcters',
    uppercase: 'Ha de contenir com a mínim una lletra majúscula',
    digit: 'Ha de contenir com a mínim un número',
    special: 'Ha de contenir com a mínim un caràcter especial',
    common: 'Contrasenya massa comuna',
    mismatch: 'Les contrasenyes no coincideixen',
  },
  fields: {
    email: 'Escriu un correu electrònic vàlid.',
    codigo: "El codi d'identificació ha de tenir exactament 15 dígits",
    username: "El nom d'usuari ha de tenir de 3 a 50 caràcters: lletres, números, punts, guions o guions baixos.",
  },
} as const;
