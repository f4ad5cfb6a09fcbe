/** Basque texts of the domain: the account messages: sign-in, password rules, e-mail, username and microchip formats. */
export default {
  auth: {
    resetOk: 'Pasahitza berrezarri da. Orain saioa has dezakezu.',
    resetFailed: 'Ezin izan da pasahitza berrezarri. Baliteke esteka iraungita egotea.',
    changeOk: 'Pasahitza aldatu da.',
    changeFailed: 'Ezin izan da pasahitza aldatu. Egiaztatu zure oraingo pasahitza.',
    requestOk: 'Helbide elektronikoa erregistratuta badago, pasahitza berrezartzeko esteka bat bidali da.',
    requestFailed: 'Ezin izan da pasahitza berrezartzea eskatu. Saiatu berriro geroago.',
    termsFailed: 'Ezin izan dira demoaren baldintzak onartu.',
    termsAccepted: 'Demoaren baldintzak onartu dira',
    loginFailed: 'Erabiltzailea edo pasahitza okerra da.',
    invalidResetToken: 'Pasahitza berrezartzeko esteka ez da baliozkoa edo iraungi egin da.',
    wrongCurrentPassword: 'Oraingo pasahitza ez da zuzena.',
  },
  password: {
    length: 'Pasahitzak gutxienez 8 karaktere izan behar ditu',
    uppercase: 'Gutxienez letra larri bat izan behar du',
    digit: 'Gutxienez zenbaki bat izan behar du',
    special: 'Gutxienez karaktere berezi bat izan behar du',
    common: 'Pasahitz arruntegia',
    mismatch: 'Pasahitzak ez datoz bat',
  },
  fields: {
    email: 'Idatzi baliozko helbide elektroniko bat.',
    codigo: 'Identifikazio-kodeak 15 digitu izan behar ditu zehazki',
    username: 'Erabiltzaile-izenak 3 eta 50 karaktere artean izan behar ditu: letrak, zenbakiak, puntuak, marratxoak edo azpimarrak.',
  },
} as const;
