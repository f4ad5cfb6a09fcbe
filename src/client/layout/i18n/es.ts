/**
 * The Spanish texts of the frame's fallbacks: the demo terms shown
 * until they are accepted and the message of a screen that
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
    cerrar: 'Cerrar',
  },
};

const LAYOUT = {
  menuPrincipal: 'Menú principal',
  menuPublico: 'Menú público',
  abrirMenu: 'Abrir el menú',
  irAplicacion: 'Ir a la aplicación',
  iniciarSesion: 'Iniciar sesión',
  cerrar: 'Cerrar',
  cambiarContrasena: 'Cambiar contraseña',
  marca: '%{producto}, ir al inicio',
  saltar: 'Saltar al contenido',
  pie: 'Gatera: gestión municipal de colonias felinas urbanas.',
  derechos: '© %{anio} Gatera. Todos los derechos reservados.',
  enlacesLegales: 'Enlaces legales',
  condiciones: 'Condiciones de uso',
  privacidad: 'Política de privacidad',
  contacto: 'Contacto',
  avisoDemo: 'Este entorno es una demo de uso restringido. Queda prohibido su uso operativo no autorizado.',
  avisoDemoEtiqueta: 'Aviso de demo',
  soporte: 'Soporte:',
};

const IDIOMA = {
  elegir: 'Idioma: %{idioma}. Cambiar el idioma',
};

/** The app bar's chooser of an account that works in several municipalities. */
const MUNICIPIO = {
  etiqueta: 'Municipio',
  fallo: 'No se pudo cambiar de municipio. Inténtalo de nuevo.',
  /** Shown once the app loads again after the chosen municipality refused the account (its grant withdrawn). */
  retirado: 'Tu cuenta ya no trabaja en %{retirado}. Vuelves a %{propio}.',
};

const BUSCADOR = {
  etiqueta: 'Buscar un gato por microchip o nombre',
  placeholder: 'Microchip o nombre…',
  buscando: 'Buscando…',
  opcion: '%{nombre} · %{codigo} · %{colonia}',
  sinCodigo: 'sin microchip',
  sinColonia: 'sin colonia',
};

const ENLACES = {
  inicio: 'Inicio',
  quienes_somos: 'Quiénes Somos',
  descubrenos: 'Descúbrenos',
  mapa: 'Mapa',
  graficos: 'Gráficos',
  demo: 'Demo',
  contacto: 'Contacto',
};

/** This area's part of the catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  layout: { ...LAYOUT, marco: MARCO_TEXTS, idioma: IDIOMA, municipio: MUNICIPIO, buscador: BUSCADOR, enlaces: ENLACES },
};
