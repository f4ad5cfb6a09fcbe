/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in English. */
export const marcoEnglish = {
  fallo: 'Something went wrong while showing this page. Reload it or try again later.',
  terminos: {
    titulo: 'Demo terms of use',
    aceptar: 'I accept the terms',
    acceso: 'Access is restricted to authorised people: administrators, council officers, volunteers, vets and registered citizens.',
    ficticios:
      'The data in this demo is fictitious and may be deleted at any time. Do not enter real personal data or use the demo for the day-to-day management of your municipality.',
    leer: 'You can read the',
    condiciones: 'full terms of use (PDF)',
    escribir: 'and write to',
    consulta: 'with any question.',
  },
};
