/** The volunteer screens' texts (`gatera.voluntarios.*`) in Catalan. */
export const voluntariosCatalan = {
  gestion: {
    titulo: 'Gestió de voluntaris',
    asignar: 'Assigna una activitat',
    lista: 'Llista de voluntaris',
    buscar: 'Cerca un voluntari',
    sinVoluntarios: 'No hi ha voluntaris registrats.',
    actividades: 'Activitats assignades',
    sinActividades: 'No hi ha activitats assignades.',
  },
  actividad: {
    descripcion: "Descripció de l'activitat",
    elegir: 'Selecciona un voluntari',
    requeridos: {
      descripcion: "La descripció de l'activitat és obligatòria",
      voluntario_id: 'Has de seleccionar un voluntari',
    },
  },
  asignadas: {
    titulo: 'Persones assignades a colònies',
    buscar: 'Cerca per colònia',
    buscarAyuda: 'Cerca pel nom de la colònia...',
    filtrar: '-- Filtra per colònia --',
    sinAsignar: 'No assignada',
    vacio: 'No hi ha cap persona que hi coincideixi.',
    lista: 'Persones assignades',
    quitarTitulo: "Treu l'assignació",
    quitarPregunta: 'Vols treure %{username} de la colònia %{colonia}?',
    quitada: 'Assignació eliminada correctament',
    falloQuitar: "No s'ha pogut treure l'assignació",
    paginacion: 'Paginació',
    pagina: 'Pàgina %{n}',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    voluntarios: voluntariosCatalan,
  },
  resources: {
    voluntarios: { fields: { username: 'Usuari', colony_nombre: 'Colònies' } },
    registrovoluntarios: { fields: { username: 'Usuari', role: 'Rol', colony_nombre: 'Colònia' } },
  },
};
