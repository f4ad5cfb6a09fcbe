/** The acreditaciones screens in Spanish (`gatera.acreditaciones.*`); the fields are react-admin's `resources.acreditaciones.fields.*`. */
export default {
  "gatera": {
    "acreditaciones": {
      "titulo": "Acreditaciones de cuidadores",
      "vacia": "No hay acreditaciones.",
      "carne": "Descargar el carné (PDF)",
      "carneError": "No se pudo descargar el carné."
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
        "motivo_revocacion": "Motivo de la revocación"
      }
    }
  }
};
