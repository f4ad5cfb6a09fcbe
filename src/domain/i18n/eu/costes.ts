/** Basque texts of the domain: the money of the programme (prices, invoices, costs, grants, budgets). */
export default {
  costes: {
    conceptos: {
      esterilizacion_macho: 'Arra antzutzea',
      esterilizacion_hembra: 'Emea antzutzea',
      microchip: 'Mikrotxipa',
      vacuna: 'Txertoa',
      desparasitacion: 'Desparasitazioa',
      test_felv_fiv: 'FeLV/FIV testa',
      tratamiento: 'Tratamendua',
      eutanasia: 'Eutanasia albaitariak erabakita',
      alimentacion: 'Elikadura',
      suministros: 'Beste hornidura batzuk',
      formacion: 'Prestakuntza eta sentsibilizazioa',
    },
    motivos: {
      fuera_de_periodo: 'Diruz lagundu daitekeen alditik kanpo',
      sobre_tope: 'Unitateko mugaren gainetik',
      sin_importe: 'Zenbatekorik gabe: ez fakturatua ez tarifan',
    },
    plantillas: {
      ministerio: 'Ministerioaren deialdiko lau lerroak',
      por_acto: 'Ekintzako ordainketa unitateko mugarekin (autonomia-deialdia)',
    },
    importeInvalid: 'Zenbatekoak 0 eta 1.000.000.000 arteko zentimo kopuru osoa izan behar du.',
    ivaInvalid: 'BEZak 0 eta 30 arteko ehuneko osoa izan behar du.',
    fechaInvalid: 'Data ez da baliozkoa: erabili UUUU-HH-EE formatua.',
    periodoInvalid: 'Aldiaren amaiera ezin da hasiera baino lehenagokoa izan.',
    conceptoInvalid: 'Kontzeptua ez da Gaterak ezagutzen dituen ekintza edo hornidura bat.',
    actoInvalid: 'Ekintza ez da tarifatzen den albaitaritza-ekintza bat.',
  },
} as const;
