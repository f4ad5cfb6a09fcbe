/** The informes screens' texts in Galician. */

const INFORMES_TEXTOS = {
  titulo: 'Informes',
  descargando: 'Descargando...',
  colonias: {
    title: 'Informe de colonias',
    button: 'Descargar informe de colonias',
    description: 'Cada colonia coa súa localización, estado, responsable, número de gatos, porcentaxe de esterilizados e a táboa dos seus gatos.',
    failed: 'Non se puido descargar o informe de colonias.',
  },
  campanas: {
    title: 'Informe de campañas',
    button: 'Descargar informe de campañas',
    description: 'Cada campaña de esterilización coas súas datas, estado, voluntarios, obxectivo, progreso e gatos.',
    failed: 'Non se puido descargar o informe de campañas.',
  },
  grafico: {
    title: 'Gráfico de colonias',
    button: 'Descargar gráfico de colonias',
    description: 'Gráfico de barras cos gatos de cada colonia e a parte esterilizada.',
    failed: 'Non se puido descargar o gráfico de colonias.',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    informes: INFORMES_TEXTOS,
  },
};
