/** The informes screens' texts in Catalan. */

const INFORMES_TEXTOS = {
  titulo: 'Informes',
  descargando: "S'està baixant...",
  colonias: {
    title: 'Informe de colònies',
    button: "Baixa l'informe de colònies",
    description: 'Cada colònia amb la ubicació, l’estat, el responsable, el nombre de gats, el percentatge d’esterilitzats i la taula dels seus gats.',
    failed: "No s'ha pogut baixar l'informe de colònies.",
  },
  campanas: {
    title: 'Informe de campanyes',
    button: "Baixa l'informe de campanyes",
    description: "Cada campanya d'esterilització amb les dates, l'estat, els voluntaris, l'objectiu, el progrés i els gats.",
    failed: "No s'ha pogut baixar l'informe de campanyes.",
  },
  grafico: {
    title: 'Gràfic de colònies',
    button: 'Baixa el gràfic de colònies',
    description: 'Gràfic de barres amb els gats de cada colònia i la part esterilitzada.',
    failed: "No s'ha pogut baixar el gràfic de colònies.",
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    informes: INFORMES_TEXTOS,
  },
};
