/** Basque texts of the domain: the answers about sterilisation campaigns, which the campaign screens show too. */
export default {
  campanas: {
    fechaInicioInvalid: 'Hasiera-data ez da baliozkoa: erabili UUUU-HH-EE formatua.',
    fechaFinInvalid: 'Amaiera-data ez da baliozkoa: erabili UUUU-HH-EE formatua.',
    fechaFinBeforeInicio: 'Amaiera-data ezin da hasiera-data baino lehenagokoa izan.',
    estatusInvalid: 'Kanpainaren egoera hauetako bat izan behar da: planeada, en progreso, completada.',
    gatosObjetivoInvalid: 'Katuen helburuak 0 edo handiagoa den zenbaki oso bat izan behar du.',
    notFound: 'Kanpaina ez dago.',
    gatoNotFound: 'Katua ez dago.',
    gatoInactive: 'Katua bajan dago eta ezin da kanpainari gehitu.',
    gatoAlreadyIn: 'Katua kanpaina honetan dago dagoeneko.',
    gatoNotIn: 'Katua ez dago kanpaina honetan.',
    gatoAdded: 'Katua kanpainari gehitu zaio',
    gatoAddFailed: 'Ezin izan da katua kanpainari gehitu',
    gatoRemoved: 'Katua kanpainatik kendu da',
    gatoRemoveFailed: 'Ezin izan da katua kanpainatik kendu',
    updated: 'Kanpaina eguneratu da',
    updateFailed: 'Ezin izan da kanpaina eguneratu',
  },
} as const;
