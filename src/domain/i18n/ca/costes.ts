/** Catalan texts of the domain: the money of the programme (prices, invoices, costs, grants, budgets). */
export default {
  costes: {
    conceptos: {
      esterilizacion_macho: 'Esterilització de mascle',
      esterilizacion_hembra: 'Esterilització de femella',
      microchip: 'Microxip',
      vacuna: 'Vacuna',
      desparasitacion: 'Desparasitació',
      test_felv_fiv: 'Test FeLV/FIV',
      tratamiento: 'Tractament',
      eutanasia: 'Eutanàsia per decisió veterinària',
      alimentacion: 'Alimentació',
      suministros: 'Altres subministraments',
      formacion: 'Formació i sensibilització',
    },
    motivos: {
      fuera_de_periodo: 'Fora del període subvencionable',
      sobre_tope: 'Per sobre del límit per unitat',
      sin_importe: 'Sense import: ni facturat ni a la tarifa',
    },
    plantillas: {
      ministerio: 'Les quatre línies de la convocatòria del Ministeri',
      por_acto: 'Pagament per acte amb límit per unitat (convocatòria autonòmica)',
    },
    importeInvalid: 'L’import ha de ser un nombre enter de cèntims entre 0 i 1.000.000.000.',
    ivaInvalid: 'L’IVA ha de ser un percentatge enter entre 0 i 30.',
    fechaInvalid: 'La data no és vàlida: fes servir el format AAAA-MM-DD.',
    periodoInvalid: 'El final del període no pot ser anterior al seu inici.',
    conceptoInvalid: 'El concepte no és cap dels actes o subministraments que Gatera coneix.',
    actoInvalid: 'L’acte no és cap dels actes veterinaris que es tarifen.',
  },
} as const;
