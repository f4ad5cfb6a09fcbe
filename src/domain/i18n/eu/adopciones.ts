/** Basque texts of the domain: the answers about adoption requests, which the request form shows too. */
export default {
  adopciones: {
    gatoNoAdoptable: 'Katu hau ez dago adopzioan.',
    solicitudNotFound: 'Adopzio-eskaera ez dago.',
    nombre: 'Adierazi zure izena.',
    email: 'Adierazi baliozko helbide elektroniko bat.',
    mensaje: 'Kontaiguzu zergatik nahi duzun adoptatu (mezua derrigorrezkoa da).',
    privacidad: 'Pribatutasun-politika onartu behar duzu eskaera bidaltzeko.',
    rechazada: 'Ezin izan da eskaera bidali.',
    estadoInvalido: 'Egoera nueva, en curso, adoptado edo descartada izan behar da.',
    enviada: 'Eskaera bidali da. Udala zurekin harremanetan jarriko da.',
  },
} as const;
