/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Basque. */
export const marcoBasque = {
  fallo: 'Zerbaitek huts egin du orri hau erakustean. Kargatu berriro orria edo saiatu berriro geroago.',
  terminos: {
    titulo: 'Demoaren erabilera-baldintzak',
    aceptar: 'Baldintzak onartzen ditut',
    acceso: 'Baimendutako pertsonek soilik dute sarbidea: administratzaileek, udal-arduradunek, boluntarioek, albaitariek eta herritar erregistratuek.',
    ficticios:
      'Demo honetako datuak asmatuak dira eta edozein unetan ezaba daitezke. Ez sartu benetako datu pertsonalik, eta ez erabili demoa zure udalerriaren eguneroko kudeaketarako.',
    leer: 'Hemen irakur ditzakezu',
    condiciones: 'erabilera-baldintza osoak (PDF)',
    escribir: 'eta idatzi',
    consulta: 'helbidera, edozein zalantzatarako.',
  },
};
