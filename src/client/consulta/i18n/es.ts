/**
 * The Spanish texts of "¿Es un gato de colonia?" (`gatera.consulta.*`): the partner professional's lookup,
 * the partner entities and their API keys, and the log of lookups; the fields are react-admin's
 * `resources.<resource>.fields.*`.
 */
export default {
  "gatera": {
    "consulta": {
      "titulo": "¿Es un gato de colonia?",
      "explicacion": "Lee el microchip del gato y escríbelo aquí. Sabrás si es un gato de una colonia de este municipio y a quién llamar; no se muestran más datos del gato.",
      "microchip": "Microchip",
      "ayuda": "15 cifras, tal como las muestra el lector",
      "formato": "El microchip tiene 15 cifras, sin letras.",
      "consultar": "Consultar",
      "noConsta": "No consta como gato de colonia",
      "noConstaTexto": "El microchip %{codigo} no es de ningún gato de colonia de %{municipio}.",
      "esDeColonia": "Es un gato de colonia",
      "esDeColoniaTexto": "El microchip %{codigo} es de un gato de la colonia «%{colonia}» de %{municipio}.",
      "contacto": "Contacto del programa:",
      "ley": "Un gato de colonia no es un gato abandonado: avisa al programa antes de decidir nada sobre él.",
      "registro": "Consultas de microchip",
      "registroAyuda": "Quién consultó qué microchip y cuándo, y qué se le respondió. Lo más reciente primero.",
      "registroVacio": "Todavía no se ha consultado ningún microchip.",
      "siColonia": "Sí: colonia %{colonia}",
      "entidades": "Entidades colaboradoras",
      "nuevaEntidad": "Nueva entidad",
      "sinEntidades": "No hay entidades colaboradoras.",
      "activa": "Activa",
      "inactiva": "Desactivada",
      "editar": "Editar",
      "eliminar": "Eliminar",
      "eliminarConfirmar": "¿Eliminar la entidad «%{nombre}»? Sus claves dejarán de valer y sus personas quedarán sin entidad.",
      "eliminada": "Entidad eliminada.",
      "guardar": "Guardar",
      "cancelar": "Cancelar",
      "guardada": "Entidad guardada.",
      "claves": "Claves de API",
      "clavesAyuda": "Una clave deja que el programa de la entidad haga la consulta de microchip, y nada más. Se muestra entera una sola vez, al emitirla.",
      "claveEmitida": "Copia ahora la clave: no se volverá a mostrar.",
      "emitirClave": "Emitir una clave",
      "sinClaves": "La entidad no tiene claves.",
      "prefijo": "Clave",
      "emitidaEl": "Emitida el",
      "usadaEl": "Usada por última vez",
      "estado": "Estado",
      "nunca": "Nunca",
      "revocadaEl": "Revocada el %{fecha}",
      "revocar": "Revocar",
      "revocarClave": "Revocar la clave gtk_%{prefijo}",
      "revocarConfirmar": "¿Revocar la clave gtk_%{prefijo}…? Dejará de valer para siempre.",
      "entidadDe": "Entidad colaboradora",
      "sinEntidad": "Ninguna",
      "tipos": {
        "asociacion": "Asociación",
        "clinica": "Clínica veterinaria",
        "protectora": "Protectora / refugio",
        "policia": "Policía local",
        "otra": "Otra"
      }
    }
  },
  "resources": {
    "entidades": {
      "name": "Entidad |||| Entidades",
      "fields": {
        "nombre": "Nombre",
        "tipo": "Tipo",
        "numero_registro": "N.º de registro",
        "email": "Correo electrónico",
        "telefono": "Teléfono",
        "activa": "Activa"
      }
    },
    "consultas-microchip": {
      "fields": {
        "consultado_at": "Fecha",
        "microchip": "Microchip",
        "quien": "Quién",
        "colonia": "Respuesta"
      }
    }
  }
};
