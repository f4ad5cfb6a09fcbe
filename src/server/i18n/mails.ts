/**
 * The e-mails in each language (issue 18): the password reset (in the
 * account's language) and the receipt of a complaint (in the language the
 * complaint was filed in), and the missed-shift notice (in the responsable's
 * language; its closing line is the server catalogue's `calle.avisoPie`).
 * Spanish is the text the spec's tests read.
 */
import type { Language } from '../../domain/i18n/languages';
import { CALLE_MESSAGES, type Franja } from '../../domain/calle';

export interface MailTexts {
  reset: { subject: string; text: string };
  quejaRegistrada: { subject: string; text: string };
  turnosSinVisita: { subject: string; intro: string; franjas: Record<Franja, string> };
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  es: {
    reset: {
      subject: 'Gatera: restablecer tu contraseña',
      text:
        'Hola, %{nombre}:\n\nHemos recibido una petición para restablecer tu contraseña de Gatera.\n' +
        'Abre este enlace en la próxima hora para elegir una nueva:\n\n%{link}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.\n',
    },
    quejaRegistrada: {
      subject: 'Gatera: queja registrada (%{codigo})',
      text:
        'Hemos registrado tu queja. Su código de seguimiento es %{codigo}.\n\n' +
        'Puedes consultar en cualquier momento en qué estado está, sin iniciar sesión, en:\n%{link}\n\nTe escribiremos de nuevo cada vez que cambie su estado.\n',
    },
    turnosSinVisita: { subject: CALLE_MESSAGES.avisoAsunto('%{fecha}'), intro: CALLE_MESSAGES.avisoIntro('%{fecha}'), franjas: { manana: 'mañana', tarde: 'tarde', noche: 'noche' } },
  },
  ca: {
    reset: {
      subject: 'Gatera: restableix la contrasenya',
      text:
        'Hola, %{nombre}:\n\nHem rebut una petició per restablir la teva contrasenya de Gatera.\n' +
        "Obre aquest enllaç durant la pròxima hora per triar-ne una de nova:\n\n%{link}\n\nSi no ho has demanat tu, no facis cas d'aquest missatge: la contrasenya no canviarà.\n",
    },
    quejaRegistrada: {
      subject: 'Gatera: queixa registrada (%{codigo})',
      text:
        'Hem registrat la teva queixa. El codi de seguiment és %{codigo}.\n\n' +
        'Pots consultar en qualsevol moment en quin estat es troba, sense iniciar la sessió, a:\n%{link}\n\nT’escriurem de nou cada vegada que en canviï l’estat.\n',
    },
    turnosSinVisita: { subject: 'Gatera: torns sense visita del %{fecha}', intro: 'Aquests torns del %{fecha} no tenen cap visita registrada:', franjas: { manana: 'matí', tarde: 'tarda', noche: 'nit' } },
  },
  eu: {
    reset: {
      subject: 'Gatera: berrezarri zure pasahitza',
      text:
        'Kaixo, %{nombre}:\n\nZure Gaterako pasahitza berrezartzeko eskaera bat jaso dugu.\n' +
        'Ireki esteka hau hurrengo orduan pasahitz berri bat aukeratzeko:\n\n%{link}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.\n',
    },
    quejaRegistrada: {
      subject: 'Gatera: kexa erregistratu da (%{codigo})',
      text:
        'Zure kexa erregistratu dugu. Haren jarraipen-kodea %{codigo} da.\n\n' +
        'Edozein unetan kontsulta dezakezu zein egoeratan dagoen, saioa hasi gabe, hemen:\n%{link}\n\nBerriro idatziko dizugu haren egoera aldatzen den bakoitzean.\n',
    },
    turnosSinVisita: { subject: 'Gatera: bisitarik gabeko txandak (%{fecha})', intro: '%{fecha} eguneko txanda hauek ez dute bisitarik erregistratuta:', franjas: { manana: 'goiza', tarde: 'arratsaldea', noche: 'gaua' } },
  },
  gl: {
    reset: {
      subject: 'Gatera: restablecer o teu contrasinal',
      text:
        'Ola, %{nombre}:\n\nRecibimos unha petición para restablecer o teu contrasinal de Gatera.\n' +
        'Abre esta ligazón na próxima hora para escoller un novo:\n\n%{link}\n\nSe non o pediches ti, ignora esta mensaxe: o teu contrasinal non cambiará.\n',
    },
    quejaRegistrada: {
      subject: 'Gatera: queixa rexistrada (%{codigo})',
      text:
        'Rexistramos a túa queixa. O seu código de seguimento é %{codigo}.\n\n' +
        'Podes consultar en calquera momento en que estado está, sen iniciar sesión, en:\n%{link}\n\nEscribirémosche de novo cada vez que cambie o seu estado.\n',
    },
    turnosSinVisita: { subject: 'Gatera: quendas sen visita do %{fecha}', intro: 'Estas quendas do %{fecha} non teñen ningunha visita rexistrada:', franjas: { manana: 'mañá', tarde: 'tarde', noche: 'noite' } },
  },
  en: {
    reset: {
      subject: 'Gatera: reset your password',
      text:
        'Hello %{nombre},\n\nWe have received a request to reset your Gatera password.\n' +
        'Open this link within the next hour to choose a new one:\n\n%{link}\n\nIf you did not ask for this, ignore this message: your password will not change.\n',
    },
    quejaRegistrada: {
      subject: 'Gatera: complaint recorded (%{codigo})',
      text:
        'We have recorded your complaint. Its tracking code is %{codigo}.\n\n' +
        'You can check its status at any time, without signing in, at:\n%{link}\n\nWe will write to you again each time its status changes.\n',
    },
    turnosSinVisita: { subject: 'Gatera: shifts without a visit on %{fecha}', intro: 'These shifts on %{fecha} have no visit recorded:', franjas: { manana: 'morning', tarde: 'afternoon', noche: 'night' } },
  },
};
