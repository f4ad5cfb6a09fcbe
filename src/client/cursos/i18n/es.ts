/** The cursos screens in Spanish (`gatera.cursos.*`); the fields are react-admin's `resources.cursos.fields.*`. */
export default {
  "gatera": {
    "cursos": {
      "titulo": "Cursos de formación",
      "vacia": "No hay cursos."
    }
  },
  "resources": {
    "cursos": {
      "name": "Curso |||| Cursos",
      "fields": {
        "titulo": "Título",
        "fecha": "Fecha",
        "horas": "Horas",
        "lugar": "Lugar",
        "descripcion": "Descripción",
        "asistentes": "Asistentes"
      }
    }
  }
};
