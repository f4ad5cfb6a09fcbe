/** The acreditaciones screens in Spanish (`gatera.acreditaciones.*`); the fields are react-admin's `resources.acreditaciones.fields.*`. */
export default {
  "gatera": {
    "acreditaciones": {
      "titulo": "Acreditaciones de cuidadores",
      "vacia": "No hay acreditaciones.",
      "carne": "Descargar el carné (PDF)",
      "carneError": "No se pudo descargar el carné.",
      "form": {
        "nueva": "Nueva acreditación",
        "editar": "Renovar o corregir",
        "sinCurso": "Sin curso",
        "creada": "%{persona} acreditada/o",
        "guardada": "Acreditación de %{persona} guardada"
      },
      "foto": {
        "subir": "Subir la foto del carné",
        "cambiar": "Cambiar la foto del carné",
        "subida": "Foto del carné guardada"
      },
      "revocar": {
        "boton": "Revocar",
        "titulo": "Revocar la acreditación",
        "texto": "La acreditación de %{persona} dejará de valer ahora mismo y para siempre: su carné dirá «no válido». Escribe el motivo.",
        "motivo": "Motivo",
        "hecho": "Acreditación revocada"
      }
    }
  },
  "resources": {
    "acreditaciones": {
      "name": "Acreditación |||| Acreditaciones",
      "fields": {
        "usuario_nombre": "Persona",
        "colonias": "Colonias",
        "hasta": "Válida hasta",
        "desde": "Desde",
        "estado": "Estado",
        "codigo": "Código",
        "curso_titulo": "Curso",
        "entidad_nombre": "Entidad",
        "motivo_revocacion": "Motivo de la revocación"
      }
    }
  }
};
