/** The ajustes screens' texts in Galician. */

const AJUSTES = {
  titulo: 'Axustes da instalación',
  producto: 'Nome do produto',
  municipio: 'Nome do concello',
  contacto: 'Correo de contacto',
  escudo: 'Escudo do concello',
  escudoElegir: 'Escoller imaxe do escudo',
  escudoQuitar: 'Quitar o escudo',
  escudoActual: 'Escudo actual',
  guardar: 'Gardar axustes',
  guardando: 'Gardando…',
  guardados: 'Axustes gardados',
  fallo: 'Non se puideron gardar os axustes: %{motivo}',
  ayuda: 'O que se garda aquí substitúe as variables de contorno da instalación.',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
};
