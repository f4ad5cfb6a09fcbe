/** English texts of the domain: the answers about sterilisation campaigns, which the campaign screens show too. */
export default {
  campanas: {
    fechaInicioInvalid: 'The start date is not valid: use the YYYY-MM-DD format.',
    fechaFinInvalid: 'The end date is not valid: use the YYYY-MM-DD format.',
    fechaFinBeforeInicio: 'The end date cannot be earlier than the start date.',
    estatusInvalid: 'The campaign status must be one of: planeada, en progreso, completada.',
    gatosObjetivoInvalid: 'The target number of cats must be a whole number of 0 or more.',
    notFound: 'The campaign does not exist.',
    gatoNotFound: 'The cat does not exist.',
    gatoInactive: 'The cat has been removed and cannot be added to the campaign.',
    gatoAlreadyIn: 'The cat is already part of this campaign.',
    gatoNotIn: 'The cat is not part of this campaign.',
    gatoAdded: 'Cat added to the campaign',
    gatoAddFailed: 'The cat could not be added to the campaign',
    gatoRemoved: 'Cat removed from the campaign',
    gatoRemoveFailed: 'The cat could not be removed from the campaign',
    updated: 'Campaign updated',
    updateFailed: 'The campaign could not be updated',
  },
} as const;
