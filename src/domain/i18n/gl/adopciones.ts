/** Galician texts of the domain: the answers about adoption requests, which the request form shows too. */
export default {
  adopciones: {
    gatoNoAdoptable: 'Este gato non está en adopción.',
    solicitudNotFound: 'A solicitude de adopción non existe.',
    nombre: 'Indica o teu nome.',
    email: 'Indica un correo electrónico válido.',
    mensaje: 'Cóntanos por que queres adoptar (a mensaxe é obrigatoria).',
    privacidad: 'Debes aceptar a política de privacidade para enviar a solicitude.',
    rechazada: 'Non se puido enviar a solicitude.',
    estadoInvalido: 'O estado debe ser nueva, en curso, adoptado, descartada.',
    enviada: 'Solicitude enviada. O concello porase en contacto contigo.',
  },
} as const;
