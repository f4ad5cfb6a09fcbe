/** Galician texts of the domain: the answers about sterilisation campaigns, which the campaign screens show too. */
export default {
  campanas: {
    fechaInicioInvalid: 'A data de inicio non é válida: usa o formato AAAA-MM-DD.',
    fechaFinInvalid: 'A data de fin non é válida: usa o formato AAAA-MM-DD.',
    fechaFinBeforeInicio: 'A data de fin non pode ser anterior á data de inicio.',
    estatusInvalid: 'O estado da campaña debe ser un de: planeada, en progreso, completada.',
    gatosObjetivoInvalid: 'O obxectivo de gatos debe ser un número enteiro igual ou maior que 0.',
    notFound: 'A campaña non existe.',
    gatoNotFound: 'O gato non existe.',
    gatoInactive: 'O gato está dado de baixa e non se pode engadir á campaña.',
    gatoAlreadyIn: 'O gato xa forma parte desta campaña.',
    gatoNotIn: 'O gato non forma parte desta campaña.',
    gatoAdded: 'Gato engadido á campaña',
    gatoAddFailed: 'Non se puido engadir o gato á campaña',
    gatoRemoved: 'Gato retirado da campaña',
    gatoRemoveFailed: 'Non se puido retirar o gato da campaña',
    updated: 'Campaña actualizada correctamente',
    updateFailed: 'Non se puido actualizar a campaña',
  },
} as const;
