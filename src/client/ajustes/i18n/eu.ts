/** The ajustes screens' texts in Basque. */

const AJUSTES = {
  titulo: 'Instalazioaren ezarpenak',
  escudo: 'Udalaren armarria',
  escudoElegir: 'Aukeratu armarriaren irudia',
  escudoQuitar: 'Kendu armarria',
  escudoActual: 'Oraingo armarria',
  guardar: 'Gorde ezarpenak',
  guardando: 'Gordetzen…',
  guardados: 'Ezarpenak gorde dira',
  fallo: 'Ezin izan dira ezarpenak gorde: %{motivo}',
  ayuda: 'Hemen gordetzen denak instalazioaren ingurune-aldagaiak ordezten ditu.',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Produktuaren izena',
        municipio_nombre: 'Udalaren izena',
        contacto_email: 'Harremanetarako helbide elektronikoa',
      },
    },
  },
};
