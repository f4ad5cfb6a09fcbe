/** The volunteer screens' texts (`gatera.voluntarios.*`) in Galician. */
export const voluntariosGalician = {
  gestion: {
    titulo: 'Xestión de voluntarios',
    asignar: 'Asignar actividade',
    lista: 'Lista de voluntarios',
    buscar: 'Buscar voluntario',
    sinVoluntarios: 'Non hai voluntarios rexistrados.',
    actividades: 'Actividades asignadas',
    sinActividades: 'Non hai actividades asignadas.',
  },
  actividad: {
    descripcion: 'Descrición da actividade',
    elegir: 'Escolle un voluntario',
    requeridos: {
      descripcion: 'A descrición da actividade é obrigatoria',
      voluntario_id: 'Debes seleccionar un voluntario',
    },
  },
  asignadas: {
    titulo: 'Persoas asignadas a colonias',
    buscar: 'Buscar por colonia',
    buscarAyuda: 'Buscar polo nome da colonia...',
    filtrar: '-- Filtrar por colonia --',
    sinAsignar: 'Sen asignar',
    vacio: 'Non hai persoas que coincidan.',
    lista: 'Persoas asignadas',
    quitarTitulo: 'Quitar a asignación',
    quitarPregunta: 'Quitar a %{username} da colonia %{colonia}?',
    quitada: 'Asignación eliminada correctamente',
    falloQuitar: 'Erro ao quitar a asignación',
    paginacion: 'Paxinación',
    pagina: 'Páxina %{n}',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    voluntarios: voluntariosGalician,
  },
  resources: {
    voluntarios: { fields: { username: 'Usuario', colony_nombre: 'Colonias' } },
    registrovoluntarios: { fields: { username: 'Usuario', role: 'Rol', colony_nombre: 'Colonia' } },
  },
};
