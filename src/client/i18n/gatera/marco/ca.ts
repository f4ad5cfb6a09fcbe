/** The frame's fallbacks (`gatera.marco.*`: the demo terms, a failed screen) in Catalan. */
export const marcoCatalan = {
  fallo: "Alguna cosa ha fallat en mostrar aquesta pàgina. Torna-la a carregar o torna-ho a provar més tard.",
  terminos: {
    titulo: "Condicions d'ús de la demo",
    aceptar: 'Accepto les condicions',
    acceso: "L'accés està limitat a les persones autoritzades: administradors, responsables municipals, voluntaris, veterinaris i ciutadans registrats.",
    ficticios:
      "Les dades d'aquesta demo són fictícies i es poden esborrar en qualsevol moment. No hi introdueixis dades personals reals ni la facis servir per a la gestió diària del teu municipi.",
    leer: 'Pots llegir les',
    condiciones: "condicions d'ús completes (PDF)",
    escribir: 'i escriure a',
    consulta: 'per a qualsevol consulta.',
  },
};
