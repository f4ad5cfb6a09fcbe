/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Galician. */
export const marcoGalician = {
  fallo: 'Algo fallou ao amosar esta páxina. Recárgaa ou volve tentalo máis tarde.',
  terminos: {
    titulo: 'Termos de uso da demo',
    aceptar: 'Acepto os termos',
    acceso: 'O acceso está limitado ás persoas autorizadas: administradores, responsables municipais, voluntarios, veterinarios e cidadáns rexistrados.',
    ficticios:
      'Os datos desta demo son ficticios e poden borrarse en calquera momento. Non introduzas datos persoais reais nin a uses para a xestión diaria do teu concello.',
    leer: 'Podes ler as',
    condiciones: 'condicións de uso completas (PDF)',
    escribir: 'e escribir a',
    consulta: 'para calquera consulta.',
  },
};
