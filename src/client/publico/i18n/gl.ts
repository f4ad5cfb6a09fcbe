/** The public pages' texts (`gatera.publico.*`) in Galician. */
export const publicoGalician = {
  volverAInicio: 'Volver ao inicio',
  volverAlInicio: 'Volver ao inicio',
  contacto: {
    intro: 'Queres usar Gatera no teu concello, tes dúbidas sobre a demo ou necesitas axuda? Escríbenos e responderémosche canto antes.',
    correo: 'Enderezo electrónico:',
  },
  demo: {
    titulo: 'Demo de proba',
    introAntes: 'Proba Gatera con datos ficticios dun pequeno concello. Cada conta ten un rol distinto e ve o seu propio menú. Todas usan o contrasinal',
    introDespues: 'e, ao entrar, deben aceptar os termos da demo.',
    cuentas: 'Contas da demo',
    rol: 'Rol',
    inicio: 'Páxina de inicio',
    acceder: 'Acceder á demo',
  },
  infografia:
    'Infografía «Como funciona Gatera»: 1 Rexistra colonias e gatos; 2 Localiza cada colonia no mapa; 3 Esteriliza con campañas CER; ' +
    '4 Media nas queixas veciñais e nas inspeccións; 5 Coordina o voluntariado; 6 Informa con PDF, gráficos e copias de seguridade.',
  legal: {
    actualizado: 'Última actualización: %{fecha}',
    direccionContacto: 'o enderezo de contacto',
    pdf: 'Descargar en PDF',
  },
  quienesSomos: {
    equipo:
      'Somos un equipo de persoal técnico municipal, veterinarios e voluntariado de protección animal que quería deixar atrás as follas de cálculo e os avisos por teléfono.',
    ley: 'Gatera nace para axudar os concellos a cumprir a Lei 7/2023 de protección dos dereitos e o benestar dos animais: censar as colonias felinas, controlar a súa poboación co método CER (captura, esterilización e retorno), atender a veciñanza e coordinar a quen coida dos gatos cada día.',
    convivencia:
      'Cremos que unha boa xestión das colonias mellora a convivencia nos barrios e a vida dos animais, e que os datos ben organizados axudan a tomar mellores decisións.',
  },
  noEncontrada: {
    texto: 'O enderezo que abriches non existe ou xa non está dispoñible.',
  },
};

const INICIO = {
  titulo: 'Xestión de colonias felinas para o teu concello',
  descripcion: 'Gatera é a ferramenta municipal para xestionar as colonias felinas urbanas e cumprir a lei de protección animal: colonias e gatos, campañas de esterilización, queixas veciñais e inspeccións, voluntariado, un mapa, informes en PDF e copias de seguridade.',
  descubre: 'Descobre como mellorar a xestión municipal',
  tarjetas: {
    colonias: {
      titulo: 'Rexistro de colonias',
      texto: 'Censo de colonias e de cada gato coa súa ficha sanitaria, a súa foto, a súa localización no mapa e o seu código de identificación.',
    },
    campanas: {
      titulo: 'Campañas de esterilización',
      texto: 'Planificación e seguimento das campañas CER, coa porcentaxe de gatos esterilizados de cada colonia.',
    },
    mediacion: {
      titulo: 'Mediación veciñal',
      texto: 'Queixas da veciñanza, inspeccións e a súa resolución, cos documentos de cada caso e o seu historial.',
    },
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    publico: publicoGalician,
    inicio: INICIO,
  },
};
