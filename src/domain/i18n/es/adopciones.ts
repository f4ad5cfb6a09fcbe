/** Spanish texts of the domain: the answers about adoption requests, which the request form shows too. */
import { SOLICITUD_ESTADOS } from '../../types';

export default {
  adopciones: {
    gatoNoAdoptable: 'Este gato no está en adopción.',
    solicitudNotFound: 'La solicitud de adopción no existe.',
    nombre: 'Indica tu nombre.',
    email: 'Indica un correo electrónico válido.',
    mensaje: 'Cuéntanos por qué quieres adoptar (el mensaje es obligatorio).',
    privacidad: 'Debes aceptar la política de privacidad para enviar la solicitud.',
    rechazada: 'No se ha podido enviar la solicitud.',
    estadoInvalido: `El estado debe ser ${SOLICITUD_ESTADOS.join(', ')}.`,
    enviada: 'Solicitud enviada. El ayuntamiento se pondrá en contacto contigo.',
  },
} as const;
