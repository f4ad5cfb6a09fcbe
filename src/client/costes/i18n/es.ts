/** The cost ledger's screens in Spanish (`gatera.costes.*`); the fields are react-admin's `resources.costes.fields.*`, the concepts' names the domain's `costes.conceptos.*`. */
export default {
  gatera: {
    costes: {
      titulo: 'Libro de costes',
      nuevo: 'Nuevo coste',
      vacio: 'No hay costes con estos filtros.',
      todos: 'Todos',
      filtros: {
        concepto: 'Concepto',
        desde: 'Desde',
        hasta: 'Hasta',
        sinFactura: 'Solo sin factura',
        sinLinea: 'Solo sin línea de subvención',
      },
      origen: {
        factura: 'factura %{numero}',
        tarifa: 'según tarifa',
        propio: 'importe propio',
        ninguno: 'sin importe: ni facturado ni en la tarifa',
      },
      borrar: {
        boton: 'Eliminar el coste %{concepto} del %{fecha}',
        titulo: 'Eliminar el coste',
        pregunta: '¿Eliminar el coste «%{concepto}» del %{fecha}? Deja de contar en el presupuesto y en su línea de subvención.',
        borrado: 'Coste eliminado',
      },
      form: {
        concepto: 'Concepto',
        fecha: 'Fecha',
        gato: 'Gato',
        proveedor: 'Proveedor',
        colonia: 'Colonia',
        importe: 'Importe (€)',
        descripcion: 'Descripción',
        importeDelActo: 'Un acto vale el precio de su proveedor hasta que una factura lo pague.',
        guardar: 'Guardar',
        cancelar: 'Cancelar',
        creado: 'Coste registrado',
      },
    },
  },
  resources: {
    costes: {
      name: 'Coste |||| Costes',
      fields: {
        fecha: 'Fecha',
        concepto: 'Concepto',
        gato_nombre: 'Gato',
        colonia_nombre: 'Colonia',
        proveedor_nombre: 'Proveedor',
        importe_centimos: 'Importe',
        linea_nombre: 'Línea de subvención',
      },
    },
  },
} as const;
