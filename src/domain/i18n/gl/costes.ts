/** Galician texts of the domain: the money of the programme (prices, invoices, costs, grants, budgets). */
export default {
  costes: {
    conceptos: {
      esterilizacion_macho: 'Esterilización de macho',
      esterilizacion_hembra: 'Esterilización de femia',
      microchip: 'Microchip',
      vacuna: 'Vacina',
      desparasitacion: 'Desparasitación',
      test_felv_fiv: 'Test FeLV/FIV',
      tratamiento: 'Tratamento',
      eutanasia: 'Eutanasia por decisión veterinaria',
      alimentacion: 'Alimentación',
      suministros: 'Outras subministracións',
      formacion: 'Formación e sensibilización',
    },
    motivos: {
      fuera_de_periodo: 'Fóra do período subvencionable',
      sobre_tope: 'Por riba do límite por unidade',
      sin_importe: 'Sen importe: nin facturado nin na tarifa',
    },
    plantillas: {
      ministerio: 'As catro liñas da convocatoria do Ministerio',
      por_acto: 'Pagamento por acto con límite por unidade (convocatoria autonómica)',
    },
    importeInvalid: 'O importe debe ser un número enteiro de céntimos entre 0 e 1.000.000.000.',
    ivaInvalid: 'O IVE debe ser unha porcentaxe enteira entre 0 e 30.',
    fechaInvalid: 'A data non é válida: usa o formato AAAA-MM-DD.',
    periodoInvalid: 'O final do período non pode ser anterior ao seu inicio.',
    conceptoInvalid: 'O concepto non é ningún dos actos ou subministracións que Gatera coñece.',
    actoInvalid: 'O acto non é ningún dos actos veterinarios que se tarifican.',
  },
} as const;
