/**
 * The Spanish texts of the volunteer screens (the original product's, byte for
 * byte): the catalogue reads them as `gatera.voluntarios.*`
 * (src/client/i18n/es.ts); the screens show them through react-admin's useTranslate().
 */
import domainSpanish from '../../../domain/i18n/es';

export const VOLUNTARIOS_TEXTS = {
  gestion: {
    titulo: 'Gestión de Voluntarios',
    asignar: 'Asignar Actividad',
    lista: 'Lista de Voluntarios',
    buscar: 'Buscar voluntario',
    sinVoluntarios: 'No hay voluntarios registrados.',
    actividades: 'Actividades asignadas',
    sinActividades: 'No hay actividades asignadas.',
  },
  actividad: {
    descripcion: 'Descripción de la Actividad',
    elegir: 'Seleccione un voluntario',
    requeridos: domainSpanish.required.actividadVoluntario,
  },
  asignadas: {
    titulo: 'Personas Asignadas a Colonias',
    buscar: 'Buscar por colonia',
    buscarAyuda: 'Buscar por nombre de colonia...',
    filtrar: '-- Filtrar por colonia --',
    sinAsignar: 'No asignada',
    vacio: 'No hay personas que coincidan.',
    lista: 'Personas asignadas',
    quitarTitulo: 'Quitar asignación',
    quitarPregunta: '¿Quitar a %{username} de la colonia %{colonia}?',
    quitada: 'Asignación eliminada correctamente',
    falloQuitar: 'Error al quitar la asignación',
    paginacion: 'Paginación',
    pagina: 'Página %{n}',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    voluntarios: VOLUNTARIOS_TEXTS,
  },
  resources: {
    voluntarios: { fields: { username: 'Usuario', colony_nombre: 'Colonias' } },
    registrovoluntarios: { fields: { username: 'Usuario', role: 'Rol', colony_nombre: 'Colonia' } },
  },
};
