/** The informes screens' texts in Basque. */

const INFORMES_TEXTOS = {
  titulo: 'Txostenak',
  descargando: 'Deskargatzen...',
  colonias: {
    title: 'Kolonien txostena',
    button: 'Deskargatu kolonien txostena',
    description: 'Kolonia bakoitza bere kokapenarekin, egoerarekin, arduradunarekin, katu kopuruarekin, antzututakoen ehunekoarekin eta bere katuen taularekin.',
    failed: 'Ezin izan da kolonien txostena deskargatu.',
  },
  campanas: {
    title: 'Kanpainen txostena',
    button: 'Deskargatu kanpainen txostena',
    description: 'Antzutze-kanpaina bakoitza bere datekin, egoerarekin, boluntarioekin, helburuarekin, aurrerapenarekin eta katuekin.',
    failed: 'Ezin izan da kanpainen txostena deskargatu.',
  },
  grafico: {
    title: 'Kolonien grafikoa',
    button: 'Deskargatu kolonien grafikoa',
    description: 'Kolonia bakoitzeko katuen eta antzututako zatiaren barra-grafikoa.',
    failed: 'Ezin izan da kolonien grafikoa deskargatu.',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    informes: INFORMES_TEXTOS,
  },
};
