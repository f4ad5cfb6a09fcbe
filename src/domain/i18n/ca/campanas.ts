/** Catalan texts of the domain: the answers about sterilisation campaigns, which the campaign screens show too. */
export default {
  campanas: {
    fechaInicioInvalid: "La data d'inici no és vàlida: fes servir el format AAAA-MM-DD.",
    fechaFinInvalid: 'La data de fi no és vàlida: fes servir el format AAAA-MM-DD.',
    fechaFinBeforeInicio: "La data de fi no pot ser anterior a la data d'inici.",
    estatusInvalid: "L'estat de la campanya ha de ser un de: planeada, en progreso, completada.",
    gatosObjetivoInvalid: "L'objectiu de gats ha de ser un nombre enter igual o més gran que 0.",
    notFound: 'La campanya no existeix.',
    gatoNotFound: 'El gat no existeix.',
    gatoInactive: "El gat està donat de baixa i no es pot afegir a la campanya.",
    gatoAlreadyIn: 'El gat ja forma part d’aquesta campanya.',
    gatoNotIn: 'El gat no forma part d’aquesta campanya.',
    gatoAdded: 'Gat afegit a la campanya',
    gatoAddFailed: "No s'ha pogut afegir el gat a la campanya",
    gatoRemoved: 'Gat tret de la campanya',
    gatoRemoveFailed: "No s'ha pogut treure el gat de la campanya",
    updated: 'Campanya actualitzada correctament',
    updateFailed: "No s'ha pogut actualitzar la campanya",
  },
} as const;
