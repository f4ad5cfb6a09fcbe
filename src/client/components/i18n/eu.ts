/** The texts several staff screens share (`gatera.comun.*`) in Basque. */
export const comunBasque = {
  nombre: 'Izena',
  colonia: 'Kolonia',
  codigo: 'Kodea',
  sinDatos: 'Daturik ez',
  sinFecha: 'Datarik ez',
  sinColonia: 'Koloniarik gabe',
  si: 'Bai',
  no: 'Ez',
  todos: 'Guztiak',
  guardarCambios: 'Gorde aldaketak',
  enviando: 'Bidaltzen...',
  seleccionaColonia: 'Hautatu kolonia bat',
  paginacion: 'Orrikatzea',
  pagina: 'Orria: %{page}/%{pages}',
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    comun: comunBasque,
  },
};
