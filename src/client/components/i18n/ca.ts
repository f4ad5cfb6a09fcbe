/** The texts several staff screens share (`gatera.comun.*`) in Catalan. */
export const comunCatalan = {
  nombre: 'Nom',
  colonia: 'Colònia',
  codigo: 'Codi',
  sinDatos: 'Sense dades',
  sinFecha: 'Sense data',
  sinColonia: 'Sense colònia',
  si: 'Sí',
  no: 'No',
  todos: 'Tots',
  guardarCambios: 'Desa els canvis',
  enviando: "S'està enviant...",
  seleccionaColonia: 'Selecciona una colònia',
  paginacion: 'Paginació',
  pagina: 'Pàgina %{page} de %{pages}',
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    comun: comunCatalan,
  },
};
