/** Spanish texts of the domain: the money of the programme (prices, invoices, costs, grants, budgets). */
export default {
  costes: {
    conceptos: {
      esterilizacion_macho: 'Esterilización de macho',
      esterilizacion_hembra: 'Esterilización de hembra',
      microchip: 'Microchip',
      vacuna: 'Vacuna',
      desparasitacion: 'Desparasitación',
      test_felv_fiv: 'Test FeLV/FIV',
      tratamiento: 'Tratamiento',
      eutanasia: 'Eutanasia por decisión veterinaria',
      alimentacion: 'Alimentación',
      suministros: 'Otros suministros',
      formacion: 'Formación y sensibilización',
    },
    motivos: {
      fuera_de_periodo: 'Fuera del periodo subvencionable',
      sobre_tope: 'Por encima del tope por unidad',
      sin_importe: 'Sin importe: ni facturado ni en la tarifa',
    },
    plantillas: {
      ministerio: 'Las cuatro líneas de la convocatoria del Ministerio',
      por_acto: 'Pago por acto con tope por unidad (convocatoria autonómica)',
    },
    importeInvalid: 'El importe debe ser un número entero de céntimos entre 0 y 1.000.000.000.',
    ivaInvalid: 'El IVA debe ser un porcentaje entero entre 0 y 30.',
    fechaInvalid: 'La fecha no es válida: usa el formato AAAA-MM-DD.',
    periodoInvalid: 'El final del periodo no puede ser anterior a su inicio.',
    conceptoInvalid: 'El concepto no es uno de los actos o suministros que Gatera conoce.',
    actoInvalid: 'El acto no es uno de los actos veterinarios que se tarifican.',
  },
} as const;
