/** The record screens' texts (`gatera.registros.*`, besides the notifications) in Catalan. */
export const registrosCatalan = {
  estatus: {
    pendiente: 'Pendent',
    enRevision: 'En revisió',
    resuelta: 'Resolta',
    enProgreso: 'En curs',
    resuelto: 'Resolt',
    planeada: 'Planificada',
    completada: 'Completada',
  },
  adjunto: {
    etiqueta: 'Fitxer adjunt (imatge o PDF, opcional)',
    seleccionado: 'Seleccionat: %{nombre}',
    ayuda: "JPEG, PNG, WebP o PDF; les fotos es redueixen abans d'enviar-les.",
    sinAdjunto: 'Sense adjunt',
    descargarPdf: "Baixa el PDF adjunt",
    verFoto: 'Mostra a mida completa la foto adjunta de la %{registro}',
    foto: 'Foto adjunta de la %{registro}',
  },
  partes: {
    titulo: 'Parts',
    nuevo: 'Part nou',
    listado: 'Llistat de parts',
    vacio: 'No hi ha cap part registrat.',
    crear: 'Crea el part',
  },
  actividades: {
    titulo: 'Activitats',
    registrar: "Registra l'activitat",
    listado: "Llistat d'activitats",
    vacio: 'No hi ha cap activitat registrada.',
    tipo: 'Tipus',
    tipoAyuda: 'Per exemple: vacunació, revisió, esterilització',
    gatoPicker: 'Gat (nom o codi)',
    gatoN: 'Gat %{id}',
    sinGatos: "No s'ha trobat cap gat",
    escribeGato: 'Escriu el nom o el codi del gat',
    ayudaGato: "Escriu part del nom o del codi d'identificació",
    buscar: 'Cerca per tipus, descripció o gat',
  },
  inspecciones: {
    titulo: 'Inspeccions',
    misTitulo: 'Les meves inspeccions',
    nueva: 'Inspecció nova',
    todas: 'Totes les inspeccions',
    mias: 'Les meves inspeccions',
    vacio: 'No hi ha cap inspecció registrada.',
    registrar: 'Registra la inspecció',
    ninguna: 'Cap',
    de: 'Inspecció del %{fecha}',
    registro: 'inspecció del %{fecha}',
  },
  quejas: {
    titulo: 'Incidències',
    misTitulo: 'Les meves incidències',
    nueva: 'Queixa nova',
    todas: 'Totes les queixes',
    mias: 'Les meves queixes',
    lista: 'Queixes',
    vacio: 'No hi ha cap queixa registrada.',
    registrar: 'Registra la queixa',
    sinPropuesta: 'Sense proposta',
    de: 'Queixa del %{fecha}',
    registro: 'queixa del %{fecha}',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    registros: registrosCatalan,
  },
  resources: {
    inspecciones: {
      name: 'Inspecció |||| Inspeccions',
      fields: {
        fecha_hora: 'Data',
        colonia_id: 'Colònia',
        colonia_nombre: 'Colònia',
        observaciones: 'Observacions',
        acciones_recomendadas: 'Accions recomanades',
        archivo: 'Adjunt',
        estatus: 'Estat',
      },
    },
    quejas: {
      name: 'Queixa |||| Queixes',
      fields: {
        fecha_hora: 'Data',
        codigo_seguimiento: 'Codi',
        colonia_id: 'Colònia',
        colonia_nombre: 'Colònia',
        descripcion: 'Descripció',
        solucion_responsable: 'Solució proposada',
        archivo: 'Adjunt',
        estatus: 'Estat',
      },
    },
    actividades: {
      name: 'Activitat |||| Activitats',
      fields: {
        tipo: "Tipus d'activitat",
        descripcion: 'Descripció',
        gato_id: 'Gat',
        created_at: 'Data',
      },
    },
    partes: {
      name: 'Part |||| Parts',
      fields: {
        descripcion: 'Descripció',
        estado: 'Estat',
        created_at: 'Creat',
      },
    },
  },
};
