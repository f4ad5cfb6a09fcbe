/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Basque. */
export const marcoBasque = {
  fallo: 'Zerbaitek huts egin du orri hau erakustean. Kargatu berriro orria edo saiatu berriro geroago.',
  terminos: {
    titulo: 'Demoaren erabilera-baldintzak',
    aceptar: 'Baldintzak onartzen ditut',
    acceso: 'Baimendutako pertsonek soilik dute sarbidea: administratzaileek, udal-arduradunek, boluntarioek, albaitariek eta herritar erregistratuek.',
    ficticios:
      'Demo honetako datuak asmatuak dira eta edozein unetan ezaba daitezke. Ez sartu benetako datu pertsonalik, eta ez erabili demoa zure udalerriaren eguneroko kudeaketarako.',
    leer: 'Hemen irakur ditzakezu',
    condiciones: 'erabilera-baldintza osoak (PDF)',
    escribir: 'eta idatzi',
    consulta: 'helbidera, edozein zalantzatarako.',
    cerrar: 'Itxi',
  },
};

const LAYOUT = {
  menuPrincipal: 'Menu nagusia',
  menuPublico: 'Menu publikoa',
  abrirMenu: 'Ireki menua',
  irAplicacion: 'Joan aplikaziora',
  iniciarSesion: 'Hasi saioa',
  cerrar: 'Itxi saioa',
  cambiarContrasena: 'Aldatu pasahitza',
  marca: '%{producto}, joan hasierara',
  saltar: 'Joan edukira',
  pie: 'Gatera: hiriko katu-kolonien udal-kudeaketa.',
  derechos: '© %{anio} Gatera. Eskubide guztiak erreserbatuta.',
  enlacesLegales: 'Lege-estekak',
  condiciones: 'Erabilera-baldintzak',
  privacidad: 'Pribatutasun-politika',
  contacto: 'Harremanetarako',
  avisoDemo: 'Ingurune hau erabilera mugatuko demo bat da. Debekatuta dago baimenik gabe benetako lanerako erabiltzea.',
  avisoDemoEtiqueta: 'Demoaren oharra',
  soporte: 'Laguntza:',
};

const IDIOMA = {
  elegir: 'Hizkuntza: %{idioma}. Aldatu hizkuntza',
};

const BUSCADOR = {
  etiqueta: 'Bilatu katu bat mikrotxiparen edo izenaren arabera',
  placeholder: 'Mikrotxipa edo izena…',
  buscando: 'Bilatzen…',
  opcion: '%{nombre} · %{codigo} · %{colonia}',
  sinCodigo: 'mikrotxiprik gabe',
  sinColonia: 'koloniarik gabe',
};

const ENLACES = {
  inicio: 'Hasiera',
  quienes_somos: 'Nor gara',
  descubrenos: 'Ezagutu gaitzazu',
  mapa: 'Mapa',
  graficos: 'Grafikoak',
  demo: 'Demoa',
  contacto: 'Harremanetarako',
};

/** This area's part of the catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  layout: { ...LAYOUT, marco: marcoBasque, idioma: IDIOMA, buscador: BUSCADOR, enlaces: ENLACES },
};
