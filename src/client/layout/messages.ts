/**
 * The Spanish texts of the frame's fallbacks (issue 18): the demo terms shown
 * until they are accepted (SPEC section 4) and the message of a screen that
 * failed. The catalogue reads them as `gatera.marco.*` (src/client/i18n/es.ts).
 */
export const MARCO_TEXTS = {
  fallo: 'Algo ha fallado al mostrar esta página. Recárgala o vuelve a intentarlo más tarde.',
  terminos: {
    titulo: 'Términos de uso de la demo',
    aceptar: 'Acepto los términos',
    acceso: 'El acceso está limitado a las personas autorizadas: administradores, responsables municipales, voluntarios, veterinarios y ciudadanos registrados.',
    ficticios:
      'Los datos de esta demo son ficticios y pueden borrarse en cualquier momento. No introduzcas datos personales reales ni la uses para la gestión diaria de tu municipio.',
    leer: 'Puedes leer las',
    condiciones: 'condiciones de uso completas (PDF)',
    escribir: 'y escribir a',
    consulta: 'para cualquier consulta.',
  },
};
