/** English texts of the domain: the money of the programme (prices, invoices, costs, grants, budgets). */
export default {
  costes: {
    conceptos: {
      esterilizacion_macho: 'Male sterilisation',
      esterilizacion_hembra: 'Female sterilisation',
      microchip: 'Microchip',
      vacuna: 'Vaccine',
      desparasitacion: 'Deworming',
      test_felv_fiv: 'FeLV/FIV test',
      tratamiento: 'Treatment',
      eutanasia: 'Euthanasia by a vet’s decision',
      alimentacion: 'Feeding',
      suministros: 'Other supplies',
      formacion: 'Training and awareness',
    },
    motivos: {
      fuera_de_periodo: 'Outside the eligible period',
      sobre_tope: 'Above the cap per unit',
      sin_importe: 'No amount: neither invoiced nor in the price list',
    },
    plantillas: {
      ministerio: 'The four lines of the Ministry’s call',
      por_acto: 'Payment per act with a cap per unit (regional call)',
    },
    importeInvalid: 'The amount must be a whole number of cents between 0 and 1,000,000,000.',
    ivaInvalid: 'The VAT must be a whole percentage between 0 and 30.',
    fechaInvalid: 'The date is not valid: use the YYYY-MM-DD format.',
    periodoInvalid: 'The end of the period cannot be before its start.',
    conceptoInvalid: 'The concept is none of the acts or supplies Gatera knows.',
    actoInvalid: 'The act is none of the veterinary acts that are priced.',
  },
} as const;
