/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Catalan. */
export const marcoCatalan = {
  fallo: "Alguna cosa ha fallat en mostrar aquesta pàgina. Torna-la a carregar o torna-ho a provar més tard.",
  terminos: {
    titulo: "Condicions d'ús de la demo",
    aceptar: 'Accepto les condicions',
    acceso: "L'accés està limitat a les persones autoritzades: administradors, responsables municipals, voluntaris, veterinaris i ciutadans registrats.",
    ficticios:
      "Les dades d'aquesta demo són fictícies i es poden esborrar en qualsevol moment. No hi introdueixis dades personals reals ni la facis servir per a la gestió diària del teu municipi.",
    leer: 'Pots llegir les',
    condiciones: "condicions d'ús completes (PDF)",
    escribir: 'i escriure a',
    consulta: 'per a qualsevol consulta.',
    cerrar: 'Tanca',
  },
};

const LAYOUT = {
  menuPrincipal: 'Menú principal',
  menuPublico: 'Menú públic',
  abrirMenu: 'Obre el menú',
  irAplicacion: "Ves a l'aplicació",
  iniciarSesion: 'Inicia la sessió',
  cerrar: 'Tanca la sessió',
  cambiarContrasena: 'Canvia la contrasenya',
  marca: "%{producto}, ves a l'inici",
  saltar: 'Salta al contingut',
  pie: 'Gatera: gestió municipal de colònies felines urbanes.',
  derechos: '© %{anio} Gatera. Tots els drets reservats.',
  enlacesLegales: 'Enllaços legals',
  condiciones: "Condicions d'ús",
  privacidad: 'Política de privacitat',
  contacto: 'Contacte',
  avisoDemo: "Aquest entorn és una demo d'ús restringit. Queda prohibit l'ús operatiu no autoritzat.",
  avisoDemoEtiqueta: 'Avís de demo',
  soporte: 'Suport:',
};

const IDIOMA = {
  elegir: "Idioma: %{idioma}. Canvia l'idioma",
};

const BUSCADOR = {
  etiqueta: 'Cerca un gat per microxip o nom',
  placeholder: 'Microxip o nom…',
  buscando: "S'està cercant…",
  opcion: '%{nombre} · %{codigo} · %{colonia}',
  sinCodigo: 'sense microxip',
  sinColonia: 'sense colònia',
};

const ENLACES = {
  inicio: 'Inici',
  quienes_somos: 'Qui som',
  descubrenos: 'Descobreix-nos',
  mapa: 'Mapa',
  graficos: 'Gràfics',
  demo: 'Demo',
  contacto: 'Contacte',
};

/** This area's part of the catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  layout: { ...LAYOUT, marco: marcoCatalan, idioma: IDIOMA, buscador: BUSCADOR, enlaces: ENLACES },
};
