/**
 * The Spanish texts of issue 20's console (react-admin's lists with selection and
 * bulk actions, the header's cat search, each cat's history, the settings
 * screen). They live in the catalogue under `gatera.consola.*` (i18n/es.ts) and
 * are read with useTranslate(), so issue 18 can translate them.
 */
export const CONSOLA_MESSAGES = {
  error: 'Error: %{motivo}',
  listas: {
    acciones: 'Acciones',
    exportarSeleccion: 'Exportar selección',
    exportados: '%{smart_count} gato exportado a CSV |||| %{smart_count} gatos exportados a CSV',
  },
  bulk: {
    baja: 'Dar de baja',
    bajaTitulo: '¿Dar de baja a los gatos seleccionados?',
    bajaTexto:
      '¿Seguro que quieres dar de baja a %{smart_count} gato? Dejará de aparecer en los listados salvo que incluyas los inactivos. |||| ¿Seguro que quieres dar de baja a %{smart_count} gatos? Dejarán de aparecer en los listados salvo que incluyas los inactivos.',
    bajaHecha: '%{smart_count} gato dado de baja |||| %{smart_count} gatos dados de baja',
    bajaFallida: 'Hubo un problema al dar de baja los gatos.',
    campana: 'Añadir a campaña…',
    campanaTitulo: 'Añadir los gatos seleccionados a una campaña',
    campanaCampo: 'Campaña',
    campanaAnadir: 'Añadir',
    campanaCancelar: 'Cancelar',
    campanaHecha: '%{smart_count} gato añadido a «%{campana}» |||| %{smart_count} gatos añadidos a «%{campana}»',
    campanaFallida: 'No se pudieron añadir %{smart_count} gatos: %{motivo}',
    sinCampanas: 'No hay campañas registradas.',
  },
  buscador: {
    etiqueta: 'Buscar un gato por microchip o nombre',
    placeholder: 'Microchip o nombre…',
    buscando: 'Buscando…',
    opcion: '%{nombre} · %{codigo} · %{colonia}',
    sinCodigo: 'sin microchip',
    sinColonia: 'sin colonia',
  },
  baja: {
    motivo: 'Motivo (opcional)',
    sinMotivo: 'Sin indicar',
    detalle: 'Detalle (opcional)',
    detalleAyuda: 'Por ejemplo, adónde se trasladó o quién lo adoptó.',
    historia: 'Motivo: %{motivo}',
    motivos: { fallecido: 'Fallecido', adoptado: 'Adoptado', desaparecido: 'Desaparecido', trasladado: 'Trasladado', otro: 'Otro' },
  },
  historia: {
    titulo: 'Historia del gato',
    imprimir: 'Imprimir la ficha',
    vacia: 'No hay nada registrado en la historia de este gato.',
    error: 'No se pudo cargar la historia del gato.',
    por: 'por %{usuario}',
    eventos: {
      alta: 'Registrado en Gatera',
      vacunacion: 'Vacunado (%{detalle})',
      vacunacionSinTipo: 'Vacunado',
      desparasitacion: 'Desparasitado',
      esterilizacion: 'Esterilizado',
      colonia: 'Cambio de colonia',
      campana: 'Incluido en la campaña «%{nombre}»',
      campanaEsterilizado: 'Esterilizado en la campaña «%{nombre}»',
      actividad: 'Actividad: %{tipo}',
      baja: 'Dado de baja',
      edicion: 'Ficha editada',
    },
  },
  ajustes: {
    titulo: 'Ajustes de la instalación',
    producto: 'Nombre del producto',
    municipio: 'Nombre del ayuntamiento',
    contacto: 'Correo de contacto',
    escudo: 'Escudo del ayuntamiento',
    escudoElegir: 'Elegir imagen del escudo',
    escudoQuitar: 'Quitar el escudo',
    escudoActual: 'Escudo actual',
    guardar: 'Guardar ajustes',
    guardando: 'Guardando…',
    guardados: 'Ajustes guardados',
    fallo: 'No se pudieron guardar los ajustes: %{motivo}',
    ayuda: 'Lo que se guarda aquí sustituye a las variables de entorno de la instalación.',
  },
};
