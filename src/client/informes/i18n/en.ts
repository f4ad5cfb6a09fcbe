/** The informes screens' texts in English. */

const INFORMES_TEXTOS = {
  titulo: 'PDF reports',
  descargando: 'Downloading...',
  colonias: {
    title: 'Colonies report',
    button: 'Download the colonies report',
    description: 'Each colony with its location, status, person in charge, number of cats, share of neutered cats and the table of its cats.',
    failed: 'The colonies report could not be downloaded.',
  },
  campanas: {
    title: 'Campaigns report',
    button: 'Download the campaigns report',
    description: 'Each neutering campaign with its dates, status, volunteers, target, progress and cats.',
    failed: 'The campaigns report could not be downloaded.',
  },
  grafico: {
    title: 'Colonies chart',
    button: 'Download the colonies chart',
    description: 'Bar chart with the cats of each colony and the neutered share.',
    failed: 'The colonies chart could not be downloaded.',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    informes: INFORMES_TEXTOS,
  },
};
