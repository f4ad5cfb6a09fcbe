/** The texts several staff screens share (`gatera.comun.*`) in Galician. */
export const comunGalician = {
  nombre: 'Nome',
  colonia: 'Colonia',
  codigo: 'Código',
  sinDatos: 'Sen datos',
  sinFecha: 'Sen data',
  sinColonia: 'Sen colonia',
  si: 'Si',
  no: 'Non',
  todos: 'Todos',
  guardarCambios: 'Gardar os cambios',
  enviando: 'Enviando...',
  seleccionaColonia: 'Selecciona unha colonia',
  paginacion: 'Paxinación',
  pagina: 'Páxina %{page} de %{pages}',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    comun: comunGalician,
  },
};
