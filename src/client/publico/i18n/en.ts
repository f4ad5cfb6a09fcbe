/** The public pages' texts (`gatera.publico.*`) in English. */
export const publicoEnglish = {
  volverAInicio: 'Back to home',
  volverAlInicio: 'Back to home',
  contacto: {
    intro: 'Would you like to use Gatera in your municipality, do you have questions about the demo or do you need help? Write to us and we will answer as soon as we can.',
    correo: 'E-mail:',
  },
  demo: {
    titulo: 'Try the demo',
    introAntes: 'Try Gatera with fictitious data from a small municipality. Each account has a different role and sees its own menu. They all use the password',
    introDespues: 'and, on signing in, must accept the demo terms.',
    cuentas: 'Demo accounts',
    rol: 'Role',
    inicio: 'Home page',
    acceder: 'Go to the demo',
  },
  infografia:
    'Infographic “How Gatera works”: 1 Record colonies and cats; 2 Place each colony on the map; 3 Sterilise with TNR campaigns; ' +
    '4 Mediate in neighbours’ complaints and inspections; 5 Coordinate the volunteers; 6 Report with PDFs, charts and backups.',
  legal: {
    actualizado: 'Last updated: %{fecha}',
    direccionContacto: 'the contact address',
    pdf: 'Download as PDF',
  },
  quienesSomos: {
    equipo:
      'We are a team of council technical staff, vets and animal-welfare volunteers who wanted to leave spreadsheets and phone messages behind.',
    ley: 'Gatera was created to help town councils comply with Law 7/2023 on the protection of the rights and welfare of animals: counting the feral cat colonies, controlling their population with the TNR method (trap, neuter and return), attending to residents and coordinating the people who look after the cats every day.',
    convivencia:
      'We believe that good colony management improves life in the neighbourhoods and the lives of the animals, and that well-organised data helps to make better decisions.',
  },
  noEncontrada: {
    texto: 'The address you opened does not exist or is no longer available.',
  },
};

const INICIO = {
  titulo: 'Cat colony management for your town',
  descripcion: 'Gatera is the municipal tool to manage urban cat colonies and comply with the animal protection law: colonies and cats, neutering campaigns, neighbours’ complaints and inspections, volunteers, a map, PDF reports and backups.',
  descubre: 'Find out how to improve municipal management',
  tarjetas: {
    colonias: {
      titulo: 'Colony register',
      texto: 'A census of colonies and of every cat with its health record, photo, location on the map and identification code.',
    },
    campanas: {
      titulo: 'Neutering campaigns',
      texto: 'Planning and follow-up of TNR campaigns, with the share of neutered cats in each colony.',
    },
    mediacion: {
      titulo: 'Neighbourhood mediation',
      texto: 'Complaints from neighbours, inspections and their resolution, with the documents and history of each case.',
    },
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    publico: publicoEnglish,
    inicio: INICIO,
  },
};
