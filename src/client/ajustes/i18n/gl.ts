/** The ajustes screens' texts in Galician. */

const AJUSTES = {
  titulo: 'Axustes da instalación',
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
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Nome do produto',
        municipio_nombre: 'Nome do concello',
        contacto_email: 'Correo de contacto',
      },
    },
  },
};
