/**
 * The Spanish texts several staff screens share (field names, empty values, the
 * pagination bar). They live in the catalogue under `gatera.comun.*`
 * (src/client/i18n/es.ts) and are read with useTranslate().
 */
export const COMUN_TEXTS = {
  nombre: 'Nombre',
  colonia: 'Colonia',
  codigo: 'Código',
  sinDatos: 'Sin datos',
  sinFecha: 'Sin fecha',
  sinColonia: 'Sin colonia',
  si: 'Sí',
  no: 'No',
  todos: 'Todos',
  guardarCambios: 'Guardar cambios',
  enviando: 'Enviando...',
  seleccionaColonia: 'Selecciona una colonia',
  paginacion: 'Paginación',
  pagina: 'Página %{page} de %{pages}',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    comun: COMUN_TEXTS,
  },
};
