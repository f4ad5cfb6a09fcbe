/** The colony screens' texts (`gatera.colonias.*`) in Basque. */
export const coloniasBasque = {
  titulos: { gestion: 'Kolonien kudeaketa', mis: 'Nire koloniak', listado: 'Kolonien zerrenda', ficha: 'Koloniaren fitxa' },
  atajos: 'Lasterbideak',
  nuevoGato: 'Katu berria',
  verMapa: 'Ikusi mapa',
  verGatos: 'Ikusi katuak',
  verGatosDe: 'Ikusi katuak: %{nombre}',
  crear: 'Sortu kolonia',
  asignar: 'Esleitu erabiltzailea koloniari',
  asignadas: 'Esleitutako koloniak',
  buscar: 'Bilatu izenaren edo kokapenaren arabera',
  vacio: 'Ez dago kolonia erregistraturik.',
  columnas: { responsable: 'Arduraduna' },
  ayudaMapa: 'Egin klik mapan kolonia non dagoen finkatzeko, edo idatzi latitudea eta longitudea. Koordenaturik gabe, kolonia ez da mapan agertzen.',
  ayudaMapaGeocoder: 'Egin klik mapan kolonia non dagoen finkatzeko, edo idatzi latitudea eta longitudea. Puntua markatzen ez baduzu, helbidea udalerrian bilatzen da.',
  sinPuntoGeocoder: 'Kolonia sortu da, baina mapan punturik gabe: helbideak bilatzen dituen zerbitzuak ez du erantzun.',
  mapaUbicacion: 'Koloniaren kokapena aukeratzeko mapa: egin klik kolonia dagoen puntuan',
  usuario: 'Erabiltzailea',
  seleccionaUsuario: 'Hautatu erabiltzaile bat',
  sinCoincidencias: 'Ez dago bat datorren koloniarik',
  asignarUsuario: 'Esleitu erabiltzailea',
  gatosDe: 'Katuak: %{nombre}',
  cerrarPanel: 'Itxi panela',
  sinGatos: 'Ez dago katu erregistraturik kolonia honetan.',
  salud: 'Osasuna: %{estado}',
  esterilizados: 'Antzutuak: %{porcentaje}',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    colonias: coloniasBasque,
  },
  resources: {
    colonias: {
      name: 'Kolonia |||| Koloniak',
      fields: {
        nombre: 'Izena',
        ubicacion: 'Kokapena',
        numero_gatos: 'Katu kopurua',
        responsable_voluntario: 'Boluntario arduraduna',
        estado: 'Egoera',
        latitude: 'Latitudea',
        longitude: 'Longitudea',
      },
    },
  },
};
