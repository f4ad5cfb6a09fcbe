/** The record screens' texts (`gatera.registros.*`, besides the notifications) in Basque. */
export const registrosBasque = {
  estatus: {
    pendiente: 'Zain',
    enRevision: 'Berrikusten',
    resuelta: 'Konponduta',
    enProgreso: 'Abian',
    resuelto: 'Konponduta',
    planeada: 'Planifikatuta',
    completada: 'Amaituta',
  },
  adjunto: {
    etiqueta: 'Fitxategi erantsia (irudia edo PDFa, aukerakoa)',
    seleccionado: 'Hautatua: %{nombre}',
    ayuda: 'JPEG, PNG, WebP edo PDF; argazkiak txikitu egiten dira bidali aurretik.',
    sinAdjunto: 'Eranskinik ez',
    descargarPdf: 'Deskargatu PDF erantsia',
    verFoto: 'Ikusi tamaina osoan argazki erantsia (%{registro})',
    foto: 'Argazki erantsia (%{registro})',
  },
  partes: {
    titulo: 'Parteak',
    nuevo: 'Parte berria',
    listado: 'Parteen zerrenda',
    vacio: 'Ez dago parte erregistraturik.',
    crear: 'Sortu partea',
  },
  actividades: {
    titulo: 'Jarduerak',
    registrar: 'Erregistratu jarduera',
    listado: 'Jardueren zerrenda',
    vacio: 'Ez dago jarduera erregistraturik.',
    tipo: 'Mota',
    tipoAyuda: 'Adibidez: txertaketa, azterketa, antzutzea',
    gatoPicker: 'Katua (izena edo kodea)',
    gatoN: '%{id}. katua',
    sinGatos: 'Ez da katurik aurkitu',
    escribeGato: 'Idatzi katuaren izena edo kodea',
    ayudaGato: 'Idatzi izenaren edo identifikazio-kodearen zati bat',
    buscar: 'Bilatu motaren, deskribapenaren edo katuaren arabera',
  },
  inspecciones: {
    titulo: 'Ikuskapenak',
    misTitulo: 'Nire ikuskapenak',
    nueva: 'Ikuskapen berria',
    todas: 'Ikuskapen guztiak',
    mias: 'Nire ikuskapenak',
    vacio: 'Ez dago ikuskapen erregistraturik.',
    registrar: 'Erregistratu ikuskapena',
    ninguna: 'Bat ere ez',
    de: '%{fecha}(e)ko ikuskapena',
    registro: '%{fecha}(e)ko ikuskapena',
  },
  quejas: {
    titulo: 'Gorabeherak',
    misTitulo: 'Nire gorabeherak',
    nueva: 'Kexa berria',
    todas: 'Kexa guztiak',
    mias: 'Nire kexak',
    lista: 'Kexak',
    vacio: 'Ez dago kexa erregistraturik.',
    registrar: 'Erregistratu kexa',
    sinPropuesta: 'Proposamenik gabe',
    de: '%{fecha}(e)ko kexa',
    registro: '%{fecha}(e)ko kexa',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    registros: registrosBasque,
  },
  resources: {
    inspecciones: {
      name: 'Ikuskapena |||| Ikuskapenak',
      fields: {
        fecha_hora: 'Data',
        colonia_id: 'Kolonia',
        colonia_nombre: 'Kolonia',
        observaciones: 'Oharrak',
        acciones_recomendadas: 'Gomendatutako ekintzak',
        archivo: 'Eranskina',
        estatus: 'Egoera',
      },
    },
    quejas: {
      name: 'Kexa |||| Kexak',
      fields: {
        fecha_hora: 'Data',
        codigo_seguimiento: 'Kodea',
        colonia_id: 'Kolonia',
        colonia_nombre: 'Kolonia',
        descripcion: 'Deskribapena',
        solucion_responsable: 'Proposatutako irtenbidea',
        archivo: 'Eranskina',
        estatus: 'Egoera',
      },
    },
    actividades: {
      name: 'Jarduera |||| Jarduerak',
      fields: {
        tipo: 'Jarduera mota',
        descripcion: 'Deskribapena',
        gato_id: 'Katua',
        created_at: 'Data',
      },
    },
    partes: {
      name: 'Partea |||| Parteak',
      fields: {
        descripcion: 'Deskribapena',
        estado: 'Egoera',
        created_at: 'Sortua',
      },
    },
  },
};
