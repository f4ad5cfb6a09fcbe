/**
 * The e-mails of citizens' sightings, in each language: the receipt with the
 * tracking link (in the language the sighting was filed in), the decision
 * with the council's public answer (the same language), and the notice to a
 * colony's responsables that a sighting was linked to their colony (in each
 * one's language, ./recipient.ts).
 */
import type { Language } from '../../domain/i18n/languages';
import type { AvistamientoEstado, AvistamientoTipo } from '../../domain/avistamientos';

export interface AvistamientoMailTexts {
  /** %{tipo} as a phrase: "un gato marcado". */
  tipos: Record<AvistamientoTipo, string>;
  estados: Record<AvistamientoEstado, string>;
  /** %{codigo}, %{tipo}, %{link}. */
  recibido: { subject: string; text: string };
  /** %{codigo}, %{estado}, %{respuesta} (`respuesta` filled in, or nothing), %{link}. */
  decidido: { subject: string; text: string; respuesta: string };
  /** %{colonia}, %{tipo}, %{distancia}, %{descripcion}, %{codigo}, then the server's `avistamientos.avisoPie` and the link. */
  colonia: { subject: string; text: string };
}

export const AVISTAMIENTO_MAILS: Record<Language, AvistamientoMailTexts> = {
  es: {
    tipos: { marcado: 'un gato marcado', nuevo: 'un gato nuevo en una colonia', camada: 'una camada', apuros: 'un gato en apuros' },
    estados: { nuevo: 'pendiente', aceptado: 'aceptado', descartado: 'descartado' },
    recibido: {
      subject: 'Gatera: hemos recibido tu aviso %{codigo}',
      text: 'Gracias por avisar de %{tipo}.\n\nTu código de seguimiento es %{codigo}. Puedes ver en qué estado está tu aviso y la respuesta del ayuntamiento en:\n\n%{link}\n',
    },
    decidido: {
      subject: 'Gatera: tu aviso %{codigo} ha sido %{estado}',
      text: 'Tu aviso %{codigo} ha sido %{estado}.\n%{respuesta}\nPuedes consultarlo en:\n\n%{link}\n',
      respuesta: '\nRespuesta del ayuntamiento:\n%{respuesta}\n',
    },
    colonia: {
      subject: 'Gatera: nuevo avistamiento en la colonia %{colonia}',
      text: 'Un vecino ha avisado de %{tipo} a %{distancia} m de la colonia %{colonia} (aviso %{codigo}):\n\n%{descripcion}\n',
    },
  },
  ca: {
    tipos: { marcado: 'un gat marcat', nuevo: 'un gat nou en una colònia', camada: 'una ventrada', apuros: 'un gat en perill' },
    estados: { nuevo: 'pendent', aceptado: 'acceptat', descartado: 'descartat' },
    recibido: {
      subject: "Gatera: hem rebut el teu avís %{codigo}",
      text: "Gràcies per avisar de %{tipo}.\n\nEl teu codi de seguiment és %{codigo}. Pots veure en quin estat és el teu avís i la resposta de l'ajuntament a:\n\n%{link}\n",
    },
    decidido: {
      subject: 'Gatera: el teu avís %{codigo} ha estat %{estado}',
      text: 'El teu avís %{codigo} ha estat %{estado}.\n%{respuesta}\nPots consultar-lo a:\n\n%{link}\n',
      respuesta: "\nResposta de l'ajuntament:\n%{respuesta}\n",
    },
    colonia: {
      subject: 'Gatera: nou albirament a la colònia %{colonia}',
      text: 'Un veí ha avisat de %{tipo} a %{distancia} m de la colònia %{colonia} (avís %{codigo}):\n\n%{descripcion}\n',
    },
  },
  eu: {
    tipos: { marcado: 'katu markatu bat', nuevo: 'kolonia bateko katu berri bat', camada: 'kumaldi bat', apuros: 'arazoetan dagoen katu bat' },
    estados: { nuevo: 'zain', aceptado: 'onartua', descartado: 'baztertua' },
    recibido: {
      subject: 'Gatera: zure %{codigo} abisua jaso dugu',
      text: 'Eskerrik asko abisatzeagatik: %{tipo}.\n\nZure jarraipen-kodea %{codigo} da. Zure abisuaren egoera eta udalaren erantzuna hemen ikus ditzakezu:\n\n%{link}\n',
    },
    decidido: {
      subject: 'Gatera: zure %{codigo} abisua: %{estado}',
      text: 'Zure %{codigo} abisua: %{estado}.\n%{respuesta}\nHemen kontsulta dezakezu:\n\n%{link}\n',
      respuesta: '\nUdalaren erantzuna:\n%{respuesta}\n',
    },
    colonia: {
      subject: 'Gatera: ikusmen berria %{colonia} kolonian',
      text: 'Bizilagun batek abisatu du: %{tipo}, %{colonia} koloniatik %{distancia} m-ra (%{codigo} abisua):\n\n%{descripcion}\n',
    },
  },
  gl: {
    tipos: { marcado: 'un gato marcado', nuevo: 'un gato novo nunha colonia', camada: 'unha camada', apuros: 'un gato en apuros' },
    estados: { nuevo: 'pendente', aceptado: 'aceptado', descartado: 'descartado' },
    recibido: {
      subject: 'Gatera: recibimos o teu aviso %{codigo}',
      text: 'Grazas por avisar de %{tipo}.\n\nO teu código de seguimento é %{codigo}. Podes ver en que estado está o teu aviso e a resposta do concello en:\n\n%{link}\n',
    },
    decidido: {
      subject: 'Gatera: o teu aviso %{codigo} foi %{estado}',
      text: 'O teu aviso %{codigo} foi %{estado}.\n%{respuesta}\nPodes consultalo en:\n\n%{link}\n',
      respuesta: '\nResposta do concello:\n%{respuesta}\n',
    },
    colonia: {
      subject: 'Gatera: novo avistamento na colonia %{colonia}',
      text: 'Un veciño avisou de %{tipo} a %{distancia} m da colonia %{colonia} (aviso %{codigo}):\n\n%{descripcion}\n',
    },
  },
  en: {
    tipos: { marcado: 'an ear-tipped cat', nuevo: 'a new cat in a colony', camada: 'a litter', apuros: 'a cat in trouble' },
    estados: { nuevo: 'pending', aceptado: 'accepted', descartado: 'dismissed' },
    recibido: {
      subject: 'Gatera: we have received your report %{codigo}',
      text: "Thank you for reporting %{tipo}.\n\nYour tracking code is %{codigo}. You can see your report's status and the council's answer at:\n\n%{link}\n",
    },
    decidido: {
      subject: 'Gatera: your report %{codigo} has been %{estado}',
      text: 'Your report %{codigo} has been %{estado}.\n%{respuesta}\nYou can look it up at:\n\n%{link}\n',
      respuesta: "\nThe council's answer:\n%{respuesta}\n",
    },
    colonia: {
      subject: 'Gatera: new sighting at the colony %{colonia}',
      text: 'A neighbour reported %{tipo} %{distancia} m from the colony %{colonia} (report %{codigo}):\n\n%{descripcion}\n',
    },
  },
};
