/** The ajustes screens' texts in Spanish. */

const AJUSTES = {
  titulo: 'Ajustes de la instalación',
  escudo: 'Escudo del ayuntamiento',
  escudoElegir: 'Elegir imagen del escudo',
  escudoQuitar: 'Quitar el escudo',
  escudoActual: 'Escudo actual',
  guardar: 'Guardar ajustes',
  guardando: 'Guardando…',
  guardados: 'Ajustes guardados',
  fallo: 'No se pudieron guardar los ajustes: %{motivo}',
  ayuda: 'Lo que se guarda aquí sustituye a las variables de entorno de la instalación.',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Nombre del producto',
        municipio_nombre: 'Nombre del ayuntamiento',
        contacto_email: 'Correo de contacto',
      },
    },
  },
};
