/** The ajustes screens' texts in Catalan. */

const AJUSTES = {
  titulo: 'Configuració de la instal·lació',
  escudo: "Escut de l'ajuntament",
  escudoElegir: "Tria la imatge de l'escut",
  escudoQuitar: "Treu l'escut",
  escudoActual: 'Escut actual',
  guardar: 'Desa la configuració',
  guardando: "S'està desant…",
  guardados: 'Configuració desada',
  fallo: "No s'ha pogut desar la configuració: %{motivo}",
  ayuda: "El que es desa aquí substitueix les variables d'entorn de la instal·lació.",
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Nom del producte',
        municipio_nombre: "Nom de l'ajuntament",
        contacto_email: 'Correu de contacte',
      },
    },
  },
};
