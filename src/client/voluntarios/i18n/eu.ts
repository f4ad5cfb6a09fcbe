/** The volunteer screens' texts (`gatera.voluntarios.*`) in Basque. */
export const voluntariosBasque = {
  gestion: {
    titulo: 'Boluntarioen kudeaketa',
    asignar: 'Esleitu jarduera',
    lista: 'Boluntarioen zerrenda',
    buscar: 'Bilatu boluntarioa',
    sinVoluntarios: 'Ez dago boluntario erregistraturik.',
    actividades: 'Esleitutako jarduerak',
    sinActividades: 'Ez dago esleitutako jarduerarik.',
  },
  actividad: {
    descripcion: 'Jardueraren deskribapena',
    elegir: 'Hautatu boluntario bat',
    requeridos: {
      descripcion: 'Jardueraren deskribapena derrigorrezkoa da',
      voluntario_id: 'Boluntario bat hautatu behar duzu',
    },
  },
  asignadas: {
    titulo: 'Kolonietara esleitutako pertsonak',
    buscar: 'Bilatu koloniaren arabera',
    buscarAyuda: 'Bilatu koloniaren izenaren arabera...',
    filtrar: '-- Iragazi koloniaren arabera --',
    sinAsignar: 'Esleitu gabe',
    vacio: 'Ez dago bat datorren pertsonarik.',
    lista: 'Esleitutako pertsonak',
    quitarTitulo: 'Kendu esleipena',
    quitarPregunta: '%{username} kolonia honetatik kendu nahi duzu: %{colonia}?',
    quitada: 'Esleipena kendu da',
    falloQuitar: 'Ezin izan da esleipena kendu',
    paginacion: 'Orrikatzea',
    pagina: '%{n}. orria',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    voluntarios: voluntariosBasque,
  },
  resources: {
    voluntarios: { fields: { username: 'Erabiltzailea', colony_nombre: 'Koloniak' } },
    registrovoluntarios: { fields: { username: 'Erabiltzailea', role: 'Rola', colony_nombre: 'Kolonia' } },
  },
};
