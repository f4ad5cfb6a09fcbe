/** The backup screen's texts (`gatera.copias.*`) in Basque. */
export const copiasBasque = {
  titulo: 'Babeskopien kudeaketa',
  crear: 'Sortu babeskopia',
  creando: 'Sortzen...',
  importar: 'Inportatu babeskopia',
  importando: 'Inportatzen...',
  creado: 'Babeskopia sortu da: %{nombre}',
  soloSql: '.sql fitxategiak soilik onartzen dira.',
  nueva: 'Kopia berria',
  explicacion:
    'Kopia oso batek datu guztiak eta igotako fitxategiak gordetzen ditu. Kopia bat leheneratzeak edo inportatzeak uneko datu guztiak ordezten ditu; aurretik, une horretako datuen kopia automatiko bat egiten da.',
  disponibles: 'Babeskopia erabilgarriak',
  restaurar: 'Leheneratu',
  restaurarCopia: 'Leheneratu %{nombre}',
  descargar: 'Deskargatu',
  descargarCopia: 'Deskargatu %{nombre}',
  restaurarTitulo: 'Leheneratu babeskopia',
  restaurarAntes: 'Uneko datu guztiak kopia honetako datuekin ordeztuko dira:',
  restaurarDespues: '(%{hora}). Aurretik, uneko datuen kopia automatiko bat egingo da. Jarraitu nahi duzu?',
  anonimizadasMantenidas: 'Pertsona %{smart_count} anonimizatuta mantendu da. |||| %{smart_count} pertsona anonimizatuta mantendu dira.',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    copias: copiasBasque,
  },
  resources: {
    backup: {
      name: 'Babeskopia |||| Babeskopiak',
      fields: {
        name: 'Izena',
        fecha: 'Data',
      },
    },
  },
};
