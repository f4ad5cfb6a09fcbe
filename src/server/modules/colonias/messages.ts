/** The Spanish answers of the colony and assignment calls. */
export const COLONIA_MESSAGES = {
  notFound: 'La colonia no existe.',
  duplicateName: 'Ya existe una colonia con ese nombre.',
  userNotFound: 'El usuario no existe.',
  userInactive: 'La cuenta de ese usuario está desactivada.',
  userNotAssignable: 'Solo se pueden asignar a una colonia voluntarios y ciudadanos registrados: el resto del personal ya ve todas las colonias.',
  assignmentNotFound: 'La asignación no existe.',
  unassigned: 'Asignación eliminada correctamente',
  geocodeNotFound: 'No se ha encontrado esa dirección en el municipio. Escríbela con la calle y el número, o con un lugar conocido, o marca el punto en el mapa.',
  geocodeOutside: 'La dirección encontrada está fuera del término municipal. Revísala o marca el punto en el mapa.',
} as const;
