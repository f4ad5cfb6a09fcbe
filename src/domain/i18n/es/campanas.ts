/** Spanish texts of the domain: the answers about sterilisation campaigns, which the campaign screens show too. */
import { ESTATUS_CAMPANA } from '../../types';

export default {
  campanas: {
    fechaInicioInvalid: 'La fecha de inicio no es válida: usa el formato AAAA-MM-DD.',
    fechaFinInvalid: 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.',
    fechaFinBeforeInicio: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    estatusInvalid: `El estado de la campaña debe ser uno de: ${ESTATUS_CAMPANA.join(', ')}.`,
    gatosObjetivoInvalid: 'El objetivo de gatos debe ser un número entero igual o mayor que 0.',
    notFound: 'La campaña no existe.',
    gatoNotFound: 'El gato no existe.',
    gatoInactive: 'El gato está dado de baja y no puede añadirse a la campaña.',
    gatoAlreadyIn: 'El gato ya forma parte de esta campaña.',
    gatoNotIn: 'El gato no forma parte de esta campaña.',
    gatoAdded: 'Gato añadido a la campaña',
    gatoAddFailed: 'Error al añadir el gato a la campaña',
    gatoRemoved: 'Gato quitado de la campaña',
    gatoRemoveFailed: 'Error al quitar el gato de la campaña',
    updated: 'Campaña actualizada exitosamente',
    updateFailed: 'Error al actualizar la campaña',
  },
} as const;
