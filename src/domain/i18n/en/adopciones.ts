/** English texts of the domain: the answers about adoption requests, which the request form shows too. */
export default {
  adopciones: {
    gatoNoAdoptable: 'This cat is not up for adoption.',
    solicitudNotFound: 'The adoption request does not exist.',
    nombre: 'Give your name.',
    email: 'Give a valid e-mail address.',
    mensaje: 'Tell us why you want to adopt (the message is required).',
    privacidad: 'You must accept the privacy policy to send the request.',
    rechazada: 'The request could not be sent.',
    estadoInvalido: 'The status must be nueva, en curso, adoptado, descartada.',
    enviada: 'Request sent. The council will get in touch with you.',
  },
} as const;
