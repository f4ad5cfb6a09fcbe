/** The ajustes screens' texts in English. */

const AJUSTES = {
  titulo: 'Installation settings',
  escudo: 'Council coat of arms',
  escudoElegir: 'Choose the coat of arms image',
  escudoQuitar: 'Remove the coat of arms',
  escudoActual: 'Current coat of arms',
  guardar: 'Save settings',
  guardando: 'Saving…',
  guardados: 'Settings saved',
  fallo: 'Could not save the settings: %{motivo}',
  ayuda: "What is saved here replaces the installation's environment variables.",
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Product name',
        municipio_nombre: 'Name of the council',
        contacto_email: 'Contact e-mail',
      },
    },
  },
};
