/** The Spanish texts of the budget blocks (a campaign's page, the reports page, the panel), under `gatera.presupuestos.*`. */
export default {
  gatera: {
    presupuestos: {
      campana: {
        titulo: 'Presupuesto de la campaña',
        editar: 'Fijar presupuesto',
        guardado: 'Presupuesto guardado.',
      },
      cifras: {
        presupuesto: 'Presupuesto',
        comprometido: 'Comprometido',
        gastado: 'Gastado',
        restante: 'Restante',
        costePorEsterilizado: 'Coste por gato esterilizado',
        sinPresupuesto: 'Sin presupuesto',
        sinImporte: '%{smart_count} coste o reserva sin tarifa ni factura: no suma. |||| %{smart_count} costes o reservas sin tarifa ni factura: no suman.',
      },
      dialogo: {
        titulo: 'Presupuesto de la campaña',
        importe: 'Importe en euros',
        ayuda: 'Déjalo vacío para quitar el presupuesto.',
        invalido: 'Escribe un importe en euros, con dos decimales como mucho (por ejemplo 1.250,50).',
      },
      anio: {
        titulo: 'Costes del año',
        anio: 'Año',
        porConcepto: 'Gasto por concepto',
        concepto: 'Concepto',
        costes: 'Costes',
        importe: 'Importe',
        campanas: 'Campañas del año',
        campana: 'Campaña',
        sinCostes: 'No hay costes en este año.',
        error: 'No se pudieron cargar los costes del año.',
      },
      proyeccion: {
        titulo: 'Proyección al objetivo de cobertura (%{objetivo})',
        resumen: 'Faltan %{gatos} gatos por esterilizar: %{importe} a %{unitario} por gato.',
        origenGasto: 'Coste por gato: el de este año.',
        origenTarifa: 'Coste por gato: la media de las tarifas de esterilización vigentes.',
        sinCoste: 'Sin coste por gato: no hay gastos este año ni tarifas de esterilización vigentes.',
        colonia: 'Colonia',
        estimacion: 'Población estimada',
        esterilizados: 'Esterilizados',
        porEsterilizar: 'Por esterilizar',
        importe: 'Importe',
        sinColonias: 'Todas las colonias alcanzan el objetivo.',
      },
      panel: {
        titulo: 'Dinero del programa (%{anio})',
        resumen: 'Gastado %{gastado} de %{presupuesto}; comprometido %{comprometido}; restante %{restante}.',
        sinPresupuesto: 'Gastado %{gastado} y comprometido %{comprometido}; ninguna campaña del año tiene presupuesto.',
      },
    },
  },
};
