/** The cursos screens in Spanish (`gatera.cursos.*`); the fields are react-admin's `resources.cursos.fields.*`. */
export default {
  "gatera": {
    "cursos": {
      "titulo": "Cursos de formación",
      "vacia": "No hay cursos.",
      "form": {
        "nuevo": "Nuevo curso",
        "editar": "Editar el curso",
        "editarDe": "Editar el curso %{titulo}",
        "creado": "Curso «%{titulo}» guardado",
        "guardado": "Curso «%{titulo}» guardado",
        "horasMal": "Escribe las horas como un número entre 0 y %{max}."
      },
      "borrar": {
        "boton": "Eliminar el curso %{titulo}",
        "titulo": "Eliminar el curso",
        "pregunta": "¿Eliminar el curso «%{titulo}» y su lista de asistentes?",
        "hecho": "Curso eliminado"
      }
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
