/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Galician. */
export const marcoGalician = {
  fallo: 'Algo fallou ao amosar esta páxina. Recárgaa ou volve tentalo máis tarde.',
  terminos: {
    titulo: 'Termos de uso da demo',
    aceptar: 'Acepto os termos',
    acceso: 'O acceso está limitado ás persoas autorizadas: administradores, responsables municipais, voluntarios, veterinarios e cidadáns rexistrados.',
    ficticios:
      'Os datos desta demo son ficticios e poden borrarse en calquera momento. Non introduzas datos persoais reais nin a uses para a xestión diaria do teu concello.',
    leer: 'Podes ler as',
    condiciones: 'condicións de uso completas (PDF)',
    escribir: 'e escribir a',
    consulta: 'para calquera consulta.',
    cerrar: 'Pechar',
  },
};

const LAYOUT = {
  menuPrincipal: 'Menú principal',
  menuPublico: 'Menú público',
  abrirMenu: 'Abrir o menú',
  irAplicacion: 'Ir á aplicación',
  iniciarSesion: 'Iniciar sesión',
  cerrar: 'Pechar sesión',
  cambiarContrasena: 'Cambiar o contrasinal',
  marca: '%{producto}, ir ao inicio',
  saltar: 'Saltar ao contido',
  pie: 'Gatera: xestión municipal de colonias felinas urbanas.',
  derechos: '© %{anio} Gatera. Todos os dereitos reservados.',
  enlacesLegales: 'Ligazóns legais',
  condiciones: 'Condicións de uso',
  privacidad: 'Política de privacidade',
  contacto: 'Contacto',
  avisoDemo: 'Este contorno é unha demo de uso restrinxido. Queda prohibido o seu uso operativo non autorizado.',
  avisoDemoEtiqueta: 'Aviso de demo',
  soporte: 'Soporte:',
};

const IDIOMA = {
  elegir: 'Idioma: %{idioma}. Cambiar o idioma',
};

const BUSCADOR = {
  etiqueta: 'Buscar un gato por microchip ou nome',
  placeholder: 'Microchip ou nome…',
  buscando: 'Buscando…',
  opcion: '%{nombre} · %{codigo} · %{colonia}',
  sinCodigo: 'sen microchip',
  sinColonia: 'sen colonia',
};

const ENLACES = {
  inicio: 'Inicio',
  quienes_somos: 'Quen somos',
  descubrenos: 'Descóbrenos',
  mapa: 'Mapa',
  graficos: 'Gráficos',
  demo: 'Demo',
  contacto: 'Contacto',
};

/** This area's part of the catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  layout: { ...LAYOUT, marco: marcoGalician, idioma: IDIOMA, buscador: BUSCADOR, enlaces: ENLACES },
};
