/**
 * The grants' screens in Spanish (`gatera.subvenciones.*`); concepts,
 * reasons, templates and the justification's columns come from the domain
 * (`costes.*`), and the fields are react-admin's `resources.subvenciones.fields.*`.
 */
export default {
  gatera: {
    subvenciones: {
      titulo: 'Subvenciones',
      vacia: 'No hay subvenciones registradas.',
      nueva: 'Nueva subvención',
      editar: 'Editar',
      eliminar: 'Eliminar',
      eliminarConfirmar: '¿Eliminar la subvención %{referencia}? Sus líneas se borran y sus costes quedan sin línea.',
      guardar: 'Guardar',
      cancelar: 'Cancelar',
      creada: 'Subvención creada.',
      guardada: 'Cambios guardados.',
      eliminada: 'Subvención eliminada.',
      importeEuros: 'Importe concedido (euros)',
      importeMal: 'Escribe el importe en euros, por ejemplo 15000 o 15.000,50.',
      periodoValor: 'del %{desde} al %{hasta}',
      totales: '%{costes} actos · imputado %{importe} · elegible %{elegible} · no elegible %{noElegible}',
      lineas: 'Líneas',
      sinLineas: 'La subvención aún no tiene líneas: añade una o las de una plantilla.',
      sinCostes: 'Ningún coste imputado a esta línea.',
      anadirLinea: 'Añadir línea',
      unaLinea: 'Una línea',
      nombreLinea: 'Nombre de la línea',
      concepto: 'Concepto que financia',
      topeEuros: 'Tope por unidad (euros, opcional)',
      topeAyuda: 'Lo más que la línea paga por cada acto; vacío, sin tope.',
      topeMal: 'Escribe el tope en euros, por ejemplo 80 o 80,50.',
      anadir: 'Añadir',
      lineasAnadidas: 'Líneas añadidas: los costes sin línea que les corresponden ya se les imputan.',
      conTope: '%{concepto} (tope %{tope})',
      moverA: 'Línea',
      sinLinea: 'Sin línea',
      costeMovido: 'Coste movido.',
      descargas: {
        pdf: 'Cuenta justificativa (PDF)',
        csv: 'Cuenta justificativa (CSV)',
        zip: 'Facturas (ZIP)',
      },
    },
  },
  resources: {
    subvenciones: {
      name: 'Subvención |||| Subvenciones',
      fields: {
        convocatoria: 'Convocatoria',
        organismo: 'Organismo',
        referencia: 'Referencia',
        fecha: 'Fecha de resolución',
        importe_concedido_centimos: 'Importe concedido',
        periodo: 'Periodo subvencionable',
        periodo_desde: 'Inicio del periodo',
        periodo_hasta: 'Final del periodo',
        totales: 'Totales',
      },
    },
  },
};
