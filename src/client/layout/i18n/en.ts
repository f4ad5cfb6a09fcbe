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
    cerrar: 'Close',
  },
};

const LAYOUT = {
  menuPrincipal: 'Main menu',
  menuPublico: 'Public menu',
  abrirMenu: 'Open the menu',
  irAplicacion: 'Go to the application',
  iniciarSesion: 'Sign in',
  cerrar: 'Sign out',
  cambiarContrasena: 'Change password',
  marca: '%{producto}, go to the home page',
  saltar: 'Skip to content',
  pie: 'Gatera: municipal management of urban cat colonies.',
  derechos: '© %{anio} Gatera. All rights reserved.',
  enlacesLegales: 'Legal links',
  condiciones: 'Terms of use',
  privacidad: 'Privacy policy',
  contacto: 'Contact',
  avisoDemo: 'This is a restricted demo. Unauthorised operational use is forbidden.',
  avisoDemoEtiqueta: 'Demo notice',
  soporte: 'Support:',
};

const IDIOMA = {
  elegir: 'Language: %{idioma}. Change the language',
};

const BUSCADOR = {
  etiqueta: 'Search for a cat by microchip or name',
  placeholder: 'Microchip or name…',
  buscando: 'Searching…',
  opcion: '%{nombre} · %{codigo} · %{colonia}',
  sinCodigo: 'no microchip',
  sinColonia: 'no colony',
};

const ENLACES = {
  inicio: 'Home',
  quienes_somos: 'About us',
  descubrenos: 'Discover',
  mapa: 'Map',
  graficos: 'Charts',
  demo: 'Demo',
  contacto: 'Contact',
};

/** This area's part of the catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  layout: { ...LAYOUT, marco: marcoEnglish, idioma: IDIOMA, buscador: BUSCADOR, enlaces: ENLACES },
};
