/** The texts several staff screens share (`gatera.comun.*`) in English. */
export const comunEnglish = {
  nombre: 'Name',
  colonia: 'Colony',
  codigo: 'Code',
  sinDatos: 'No data',
  sinFecha: 'No date',
  sinColonia: 'No colony',
  si: 'Yes',
  no: 'No',
  todos: 'All',
  guardarCambios: 'Save changes',
  enviando: 'Sending...',
  seleccionaColonia: 'Choose a colony',
  paginacion: 'Pagination',
  pagina: 'Page %{page} of %{pages}',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    comun: comunEnglish,
  },
};
