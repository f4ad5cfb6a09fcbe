/**
 * The Spanish texts of the frame of every page (headers, menus, footer, demo
 * notice), the landing page, the login and the map (issue 18): the catalogue
 * reads them as `gatera.layout.*`, `gatera.inicio.*`, `gatera.login.*` and
 * `gatera.mapa.*`; the components show them through useT().
 */
export const LAYOUT_TEXTS = {
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
} as const;

export const LANDING_TEXTS = {
  titulo: 'Gestión de colonias felinas para tu municipio',
  descripcion:
    'Gatera es la herramienta municipal para gestionar las colonias felinas urbanas y cumplir la ley de protección animal: ' +
    'colonias y gatos, campañas de esterilización, quejas vecinales e inspecciones, voluntariado, un mapa, informes en PDF y copias de seguridad.',
  descubre: 'Descubre cómo mejorar la gestión municipal',
  tarjetas: {
    colonias: {
      titulo: 'Registro de Colonias',
      texto: 'Censo de colonias y de cada gato con su ficha sanitaria, su foto, su ubicación en el mapa y su código de identificación.',
    },
    campanas: {
      titulo: 'Campañas de Esterilización',
      texto: 'Planificación y seguimiento de las campañas CER, con el porcentaje de gatos esterilizados de cada colonia.',
    },
    mediacion: {
      titulo: 'Mediación Vecinal',
      texto: 'Quejas de los vecinos, inspecciones y su resolución, con los documentos de cada caso y su historial.',
    },
  },
} as const;

export const LOGIN_TEXTS = {
  titulo: 'Iniciar sesión',
  intro: 'Entra con la cuenta que te ha dado tu ayuntamiento.',
  usuario: 'Usuario',
  contrasena: 'Contraseña',
  entrar: 'Entrar',
  olvido: '¿Has olvidado tu contraseña?',
  faltan: 'Escribe tu usuario y tu contraseña.',
  fallo: 'No se ha podido iniciar sesión.',
} as const;

export const MAPA_TEXTS = {
  titulo: 'Mapa de Colonias',
  region: 'Mapa de las colonias',
  sinUbicacion: 'Ubicación no disponible',
  buscar: 'Buscar colonia...',
  sinResultados: 'No hay colonias con ese nombre',
  centrado: 'Mapa centrado en %{nombre}',
} as const;

export const IDIOMA_TEXTS = {
  elegir: 'Idioma: %{idioma}. Cambiar el idioma',
} as const;
