/**
 * The e-mails in each language. The receipt of a complaint is in
 * the language it was filed in; every other mail in its recipient's language
 * (./recipient.ts): the password reset, the invitation, the adoption request
 * (to the council's contact address), the complaint's status change and the
 * missed-shift notice (its closing line is the server catalogue's
 * `calle.avisoPie`). Spanish is the original product's text, byte for byte.
 */
import type { Language } from '../../domain/i18n/languages';
import { type Franja } from '../../domain/calle';
import { CALLE_MESSAGES } from '../modules/calle/messages';
import type { EstatusIncidencia } from '../../domain/incidencias';

export interface MailTexts {
  reset: { subject: string; text: string };
  /** %{nombre}, %{username}, %{link}. */
  invitacion: { subject: string; text: string };
  /** %{gato}, %{id}, %{nombre}, %{email}, %{telefono} (or `sinTelefono`), %{mensaje}, %{link}. */
  adopcion: { subject: string; text: string; sinTelefono: string };
  quejaRegistrada: { subject: string; text: string };
  /** %{codigo}, %{estatus} (a known status in words, any other as stored), %{respuesta} (`respuesta` filled in, or nothing), %{link}. */
  quejaEstado: { subject: string; text: string; respuesta: string; estatus: Record<EstatusIncidencia, string> };
  turnosSinVisita: { subject: string; intro: string; municipio: string; franjas: Record<Franja, string> };
  /** The daily reminder of overdue loans: %{fecha} (today), then one line per loan (%{codigo}, %{colonia}, %{persona}, %{hasta}). */
  equiposVencidos: { subject: string; intro: string; linea: string };
  /** A partner professional looked up one of the colony's cats: %{quien}, %{fecha}, %{microchip}, %{gato}, %{colonia} (the closing line is `consulta.avisoPie`). */
  consultaMicrochip: { subject: string; text: string };
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  es: {
    reset: {
      subject: 'Gatera: restablecer tu contraseña',
      text:
        'Hola, %{nombre}:\n\nHemos recibido una petición para restablecer tu contraseña de Gatera.\n' +
        'Abre este enlace en la próxima hora para elegir una nueva:\n\n%{link}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.\n',
    },
    invitacion: {
      subject: 'Gatera: tu cuenta está lista',
      text:
        'Hola, %{nombre}:\n\nSe ha creado tu cuenta de Gatera con el nombre de usuario «%{username}».\n' +
        'Abre este enlace en los próximos 7 días para elegir tu contraseña:\n\n%{link}\n\n' +
        'Si caduca, pide uno nuevo en la página de recuperación de contraseña con esta misma dirección.\n',
    },
    adopcion: {
      subject: 'Gatera: solicitud de adopción de %{gato}',
      text:
        'Se ha recibido una solicitud de adopción para %{gato} (gato n.º %{id}).\n\n' +
        'Nombre: %{nombre}\nCorreo: %{email}\nTeléfono: %{telefono}\n\nMensaje:\n%{mensaje}\n\nGestiónala en %{link}\n',
      sinTelefono: 'no indicado',
    },
    quejaRegistrada: {
      subject: 'Gatera: queja registrada (%{codigo})',
      text:
        'Hemos registrado tu queja. Su código de seguimiento es %{codigo}.\n\n' +
        'Puedes consultar en cualquier momento en qué estado está, sin iniciar sesión, en:\n%{link}\n\nTe escribiremos de nuevo cada vez que cambie su estado.\n',
    },
    quejaEstado: {
      subject: 'Gatera: tu queja %{codigo} ha cambiado de estado',
      text: 'El estado de tu queja %{codigo} es ahora: %{estatus}.\n%{respuesta}\nConsúltala en:\n%{link}\n',
      respuesta: '\nRespuesta del ayuntamiento:\n%{respuesta}\n',
      estatus: { pendiente: 'pendiente', 'en revisión': 'en revisión', resuelta: 'resuelta' },
    },
    turnosSinVisita: { subject: CALLE_MESSAGES.avisoAsunto('%{fecha}'), intro: CALLE_MESSAGES.avisoIntro('%{fecha}'), municipio: 'Municipio: %{nombre}', franjas: { manana: 'mañana', tarde: 'tarde', noche: 'noche' } },
    equiposVencidos: { subject: 'Gatera: equipos prestados sin devolver (%{fecha})', intro: 'Estos equipos del banco de trampas tenían que haberse devuelto ya:', linea: '- %{codigo}, colonia %{colonia}, en manos de %{persona}: devolver antes del %{hasta}' },
    consultaMicrochip: { subject: "Gatera: consulta del microchip de %{gato} (colonia %{colonia})", text: "Hola:\n\n%{quien} ha consultado el %{fecha} si el microchip %{microchip} es de un gato de colonia. Es el de %{gato}, de la colonia %{colonia}, y se le ha respondido que sí, con el nombre de la colonia y el contacto del programa.\n" },
  },
  ca: {
    reset: {
      subject: 'Gatera: restableix la contrasenya',
      text:
        'Hola, %{nombre}:\n\nHem rebut una petició per restablir la teva contrasenya de Gatera.\n' +
        "Obre aquest enllaç durant la pròxima hora per triar-ne una de nova:\n\n%{link}\n\nSi no ho has demanat tu, no facis cas d'aquest missatge: la contrasenya no canviarà.\n",
    },
    invitacion: {
      subject: 'Gatera: el teu compte ja està a punt',
      text:
        "Hola, %{nombre}:\n\nS'ha creat el teu compte de Gatera amb el nom d'usuari «%{username}».\n" +
        'Obre aquest enllaç durant els pròxims 7 dies per triar la contrasenya:\n\n%{link}\n\n' +
        "Si caduca, demana'n un de nou a la pàgina de recuperació de la contrasenya amb aquesta mateixa adreça.\n",
    },
    adopcion: {
      subject: "Gatera: sol·licitud d'adopció de %{gato}",
      text:
        "S'ha rebut una sol·licitud d'adopció per a %{gato} (gat núm. %{id}).\n\n" +
        'Nom: %{nombre}\nCorreu: %{email}\nTelèfon: %{telefono}\n\nMissatge:\n%{mensaje}\n\nGestiona-la a %{link}\n',
      sinTelefono: 'no indicat',
    },
    quejaRegistrada: {
      subject: 'Gatera: queixa registrada (%{codigo})',
      text:
        'Hem registrat la teva queixa. El codi de seguiment és %{codigo}.\n\n' +
        'Pots consultar en qualsevol moment en quin estat es troba, sense iniciar la sessió, a:\n%{link}\n\nT’escriurem de nou cada vegada que en canviï l’estat.\n',
    },
    quejaEstado: {
      subject: "Gatera: la teva queixa %{codigo} ha canviat d'estat",
      text: "L'estat de la teva queixa %{codigo} ara és: %{estatus}.\n%{respuesta}\nConsulta-la a:\n%{link}\n",
      respuesta: "\nResposta de l'ajuntament:\n%{respuesta}\n",
      estatus: { pendiente: 'pendent', 'en revisión': 'en revisió', resuelta: 'resolta' },
    },
    turnosSinVisita: { subject: 'Gatera: torns sense visita del %{fecha}', intro: 'Aquests torns del %{fecha} no tenen cap visita registrada:', municipio: 'Municipi: %{nombre}', franjas: { manana: 'matí', tarde: 'tarda', noche: 'nit' } },
    equiposVencidos: { subject: 'Gatera: equips prestats sense retornar (%{fecha})', intro: 'Aquests equips del banc de trampes ja s\'haurien d\'haver retornat:', linea: '- %{codigo}, colònia %{colonia}, en mans de %{persona}: retornar abans del %{hasta}' },
    consultaMicrochip: { subject: "Gatera: consulta del microxip de %{gato} (colònia %{colonia})", text: "Hola:\n\n%{quien} ha consultat el %{fecha} si el microxip %{microchip} és d'un gat de colònia. És el de %{gato}, de la colònia %{colonia}, i se li ha respost que sí, amb el nom de la colònia i el contacte del programa.\n" },
  },
  eu: {
    reset: {
      subject: 'Gatera: berrezarri zure pasahitza',
      text:
        'Kaixo, %{nombre}:\n\nZure Gaterako pasahitza berrezartzeko eskaera bat jaso dugu.\n' +
        'Ireki esteka hau hurrengo orduan pasahitz berri bat aukeratzeko:\n\n%{link}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.\n',
    },
    invitacion: {
      subject: 'Gatera: zure kontua prest dago',
      text:
        'Kaixo, %{nombre}:\n\nZure Gaterako kontua sortu da, «%{username}» erabiltzaile-izenarekin.\n' +
        'Ireki esteka hau hurrengo 7 egunetan zure pasahitza aukeratzeko:\n\n%{link}\n\n' +
        'Iraungitzen bada, eskatu beste bat pasahitza berreskuratzeko orrian, helbide bera erabiliz.\n',
    },
    adopcion: {
      subject: 'Gatera: %{gato} adoptatzeko eskaera',
      text:
        '%{gato} adoptatzeko eskaera bat jaso da (%{id}. zenbakiko katua).\n\n' +
        'Izena: %{nombre}\nPosta elektronikoa: %{email}\nTelefonoa: %{telefono}\n\nMezua:\n%{mensaje}\n\nKudeatu hemen: %{link}\n',
      sinTelefono: 'adierazi gabe',
    },
    quejaRegistrada: {
      subject: 'Gatera: kexa erregistratu da (%{codigo})',
      text:
        'Zure kexa erregistratu dugu. Haren jarraipen-kodea %{codigo} da.\n\n' +
        'Edozein unetan kontsulta dezakezu zein egoeratan dagoen, saioa hasi gabe, hemen:\n%{link}\n\nBerriro idatziko dizugu haren egoera aldatzen den bakoitzean.\n',
    },
    quejaEstado: {
      subject: 'Gatera: zure %{codigo} kexaren egoera aldatu da',
      text: '%{codigo} kexaren egoera orain hau da: %{estatus}.\n%{respuesta}\nKontsultatu hemen:\n%{link}\n',
      respuesta: '\nUdalaren erantzuna:\n%{respuesta}\n',
      estatus: { pendiente: 'zain', 'en revisión': 'berrikusten', resuelta: 'konponduta' },
    },
    turnosSinVisita: { subject: 'Gatera: bisitarik gabeko txandak (%{fecha})', intro: '%{fecha} eguneko txanda hauek ez dute bisitarik erregistratuta:', municipio: 'Udalerria: %{nombre}', franjas: { manana: 'goiza', tarde: 'arratsaldea', noche: 'gaua' } },
    equiposVencidos: { subject: 'Gatera: itzuli gabeko ekipo mailegatuak (%{fecha})', intro: 'Tranpa-bankuko ekipo hauek itzulita egon beharko lukete jada:', linea: '- %{codigo}, %{colonia} kolonia, %{persona}-(r)en esku: itzuli %{hasta} baino lehen' },
    consultaMicrochip: { subject: "Gatera: %{gato}(r)en mikrotxiparen kontsulta (%{colonia} kolonia)", text: "Kaixo:\n\n%{quien}(e)k %{fecha}(e)an kontsultatu du %{microchip} mikrotxipa kolonia-katu batena den. %{gato}(r)ena da, %{colonia} koloniakoa, eta baietz erantzun zaio, koloniaren izenarekin eta programaren kontaktuarekin.\n" },
  },
  gl: {
    reset: {
      subject: 'Gatera: restablecer o teu contrasinal',
      text:
        'Ola, %{nombre}:\n\nRecibimos unha petición para restablecer o teu contrasinal de Gatera.\n' +
        'Abre esta ligazón na próxima hora para escoller un novo:\n\n%{link}\n\nSe non o pediches ti, ignora esta mensaxe: o teu contrasinal non cambiará.\n',
    },
    invitacion: {
      subject: 'Gatera: a túa conta está lista',
      text:
        'Ola, %{nombre}:\n\nCreouse a túa conta de Gatera co nome de usuario «%{username}».\n' +
        'Abre esta ligazón nos próximos 7 días para escoller o teu contrasinal:\n\n%{link}\n\n' +
        'Se caduca, pide unha nova na páxina de recuperación do contrasinal con este mesmo enderezo.\n',
    },
    adopcion: {
      subject: 'Gatera: solicitude de adopción de %{gato}',
      text:
        'Recibiuse unha solicitude de adopción para %{gato} (gato n.º %{id}).\n\n' +
        'Nome: %{nombre}\nCorreo: %{email}\nTeléfono: %{telefono}\n\nMensaxe:\n%{mensaje}\n\nXestiónaa en %{link}\n',
      sinTelefono: 'non indicado',
    },
    quejaRegistrada: {
      subject: 'Gatera: queixa rexistrada (%{codigo})',
      text:
        'Rexistramos a túa queixa. O seu código de seguimento é %{codigo}.\n\n' +
        'Podes consultar en calquera momento en que estado está, sen iniciar sesión, en:\n%{link}\n\nEscribirémosche de novo cada vez que cambie o seu estado.\n',
    },
    quejaEstado: {
      subject: 'Gatera: a túa queixa %{codigo} cambiou de estado',
      text: 'O estado da túa queixa %{codigo} é agora: %{estatus}.\n%{respuesta}\nConsúltaa en:\n%{link}\n',
      respuesta: '\nResposta do concello:\n%{respuesta}\n',
      estatus: { pendiente: 'pendente', 'en revisión': 'en revisión', resuelta: 'resolta' },
    },
    turnosSinVisita: { subject: 'Gatera: quendas sen visita do %{fecha}', intro: 'Estas quendas do %{fecha} non teñen ningunha visita rexistrada:', municipio: 'Concello: %{nombre}', franjas: { manana: 'mañá', tarde: 'tarde', noche: 'noite' } },
    equiposVencidos: { subject: 'Gatera: equipos prestados sen devolver (%{fecha})', intro: 'Estes equipos do banco de trampas xa deberían estar devoltos:', linea: '- %{codigo}, colonia %{colonia}, en mans de %{persona}: devolver antes do %{hasta}' },
    consultaMicrochip: { subject: "Gatera: consulta do microchip de %{gato} (colonia %{colonia})", text: "Ola:\n\n%{quien} consultou o %{fecha} se o microchip %{microchip} é dun gato de colonia. É o de %{gato}, da colonia %{colonia}, e respondéuselle que si, co nome da colonia e o contacto do programa.\n" },
  },
  en: {
    reset: {
      subject: 'Gatera: reset your password',
      text:
        'Hello %{nombre},\n\nWe have received a request to reset your Gatera password.\n' +
        'Open this link within the next hour to choose a new one:\n\n%{link}\n\nIf you did not ask for this, ignore this message: your password will not change.\n',
    },
    invitacion: {
      subject: 'Gatera: your account is ready',
      text:
        'Hello %{nombre},\n\nYour Gatera account has been created with the username «%{username}».\n' +
        'Open this link within the next 7 days to choose your password:\n\n%{link}\n\n' +
        'If it expires, ask for a new one on the password recovery page with this same address.\n',
    },
    adopcion: {
      subject: 'Gatera: adoption request for %{gato}',
      text:
        'An adoption request has been received for %{gato} (cat no. %{id}).\n\n' +
        'Name: %{nombre}\nE-mail: %{email}\nPhone: %{telefono}\n\nMessage:\n%{mensaje}\n\nManage it at %{link}\n',
      sinTelefono: 'not given',
    },
    quejaRegistrada: {
      subject: 'Gatera: complaint recorded (%{codigo})',
      text:
        'We have recorded your complaint. Its tracking code is %{codigo}.\n\n' +
        'You can check its status at any time, without signing in, at:\n%{link}\n\nWe will write to you again each time its status changes.\n',
    },
    quejaEstado: {
      subject: 'Gatera: the status of your complaint %{codigo} has changed',
      text: 'The status of your complaint %{codigo} is now: %{estatus}.\n%{respuesta}\nSee it at:\n%{link}\n',
      respuesta: "\nThe council's answer:\n%{respuesta}\n",
      estatus: { pendiente: 'pending', 'en revisión': 'under review', resuelta: 'resolved' },
    },
    turnosSinVisita: { subject: 'Gatera: shifts without a visit on %{fecha}', intro: 'These shifts on %{fecha} have no visit recorded:', municipio: 'Municipality: %{nombre}', franjas: { manana: 'morning', tarde: 'afternoon', noche: 'night' } },
    equiposVencidos: { subject: 'Gatera: borrowed equipment not returned (%{fecha})', intro: 'These items of the trap bank should have been returned already:', linea: '- %{codigo}, colony %{colonia}, held by %{persona}: due before %{hasta}' },
    consultaMicrochip: { subject: "Gatera: lookup of %{gato}'s microchip (colony %{colonia})", text: "Hello,\n\n%{quien} asked on %{fecha} whether microchip %{microchip} is a colony cat's. It is %{gato}'s, of colony %{colonia}, and the answer was yes, with the colony's name and the programme's contact.\n" },
  },
};
