/** The volunteer screens' texts (`gatera.voluntarios.*`) in English. */
export const voluntariosEnglish = {
  gestion: {
    titulo: 'Volunteer management',
    asignar: 'Assign an activity',
    lista: 'List of volunteers',
    buscar: 'Search volunteer',
    sinVoluntarios: 'There are no registered volunteers.',
    actividades: 'Assigned activities',
    sinActividades: 'There are no assigned activities.',
  },
  actividad: {
    descripcion: 'Activity description',
    elegir: 'Choose a volunteer',
    requeridos: {
      descripcion: 'The activity description is required',
      voluntario_id: 'You must select a volunteer',
    },
  },
  asignadas: {
    titulo: 'People assigned to colonies',
    buscar: 'Search by colony',
    buscarAyuda: 'Search by colony name...',
    filtrar: '-- Filter by colony --',
    sinAsignar: 'Not assigned',
    vacio: 'No people match.',
    lista: 'Assigned people',
    quitarTitulo: 'Remove assignment',
    quitarPregunta: 'Remove %{username} from the colony %{colonia}?',
    quitada: 'Assignment removed',
    falloQuitar: 'The assignment could not be removed',
    paginacion: 'Pagination',
    pagina: 'Page %{n}',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    voluntarios: voluntariosEnglish,
  },
  resources: {
    voluntarios: { fields: { username: 'User', colony_nombre: 'Colonies' } },
    registrovoluntarios: { fields: { username: 'User', role: 'Role', colony_nombre: 'Colony' } },
  },
};
