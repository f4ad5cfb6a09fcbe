/** Catalan texts of the domain: the answers about adoption requests, which the request form shows too. */
export default {
  adopciones: {
    gatoNoAdoptable: 'Aquest gat no està en adopció.',
    solicitudNotFound: "La sol·licitud d'adopció no existeix.",
    nombre: 'Indica el teu nom.',
    email: 'Indica un correu electrònic vàlid.',
    mensaje: "Explica'ns per què vols adoptar (el missatge és obligatori).",
    privacidad: 'Has d’acceptar la política de privacitat per enviar la sol·licitud.',
    rechazada: "No s'ha pogut enviar la sol·licitud.",
    estadoInvalido: "L'estat ha de ser nueva, en curso, adoptado, descartada.",
    enviada: "Sol·licitud enviada. L'ajuntament es posarà en contacte amb tu.",
  },
} as const;
