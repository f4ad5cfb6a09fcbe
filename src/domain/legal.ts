/**
 * The legal texts of the public area, written once: the
 * /condiciones-uso and /politica-privacidad pages show them and the server
 * builds the downloadable PDF of the terms from the same data. `{email}`
 * stands for the contact address (CONTACT_EMAIL).
 */
import { LEGAL_LAST_UPDATED } from './constants';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Both documents in one language (Spanish here; the others in src/domain/i18n/legal/). */
export interface LegalTexts {
  condiciones: LegalDocument;
  privacidad: LegalDocument;
}

export const EMAIL_PLACEHOLDER = '{email}';

export const CONDICIONES_USO: LegalDocument = {
  title: 'Condiciones de uso',
  updated: LEGAL_LAST_UPDATED,
  intro:
    'Estas condiciones regulan el acceso a Gatera y su uso. Léelas con atención: al entrar en la aplicación declaras que las conoces y las aceptas.',
  sections: [
    {
      title: '1. Objeto',
      paragraphs: [
        'Gatera es una aplicación web para que los ayuntamientos y su voluntariado gestionen las colonias felinas urbanas: el censo de colonias y gatos, las campañas de esterilización, la mediación vecinal mediante quejas e inspecciones, la organización del voluntariado, el mapa de colonias, los informes y las copias de seguridad.',
        'Estas condiciones fijan las reglas de acceso y de uso del servicio y las responsabilidades de quienes lo utilizan.',
      ],
    },
    {
      title: '2. Ámbito de aplicación',
      paragraphs: [
        'Se aplican a todas las personas que usan Gatera, tanto en su parte pública como en la de acceso con usuario y contraseña.',
        'El acceso con usuario está limitado a las personas autorizadas por el ayuntamiento: administradores, responsables municipales, voluntarios, veterinarios y ciudadanos registrados. Cada cuenta solo permite las acciones propias de su rol.',
        'El entorno de demostración es de uso restringido: sirve para conocer el producto y queda prohibido su uso operativo no autorizado.',
      ],
    },
    {
      title: '3. Obligaciones de los usuarios',
      paragraphs: [
        'Quien usa Gatera se compromete a custodiar su contraseña y no cederla a terceros, a introducir datos veraces y actualizados, y a usar la información a la que accede solo para la gestión de las colonias felinas.',
        'No está permitido intentar acceder a datos o funciones ajenas a su rol, alterar el funcionamiento del servicio, subir archivos con contenido malicioso ni publicar datos personales de terceros sin base legal.',
        'Cualquier uso indebido o acceso no autorizado debe comunicarse de inmediato a {email}.',
      ],
    },
    {
      title: '4. Propiedad intelectual e industrial',
      paragraphs: [
        'El software, los textos, los gráficos, los iconos y el diseño de Gatera están protegidos por los derechos de propiedad intelectual e industrial de sus titulares.',
        'Los datos que registra cada ayuntamiento le pertenecen. El uso del servicio no concede ninguna licencia sobre el software más allá de la necesaria para utilizarlo conforme a estas condiciones.',
      ],
    },
    {
      title: '5. Disponibilidad del servicio',
      paragraphs: [
        'Procuramos que Gatera esté disponible de forma continua, pero el servicio puede interrumpirse por mantenimiento, actualizaciones o causas ajenas a nuestra voluntad.',
        'Los datos del entorno de demostración son ficticios y pueden borrarse o restablecerse en cualquier momento sin previo aviso.',
      ],
    },
    {
      title: '6. Aceptación',
      paragraphs: [
        'El uso de Gatera supone la aceptación plena de estas condiciones. Las personas con cuenta deben aceptar expresamente los términos de la demo antes de usar la aplicación.',
        'Podemos actualizar estas condiciones; la fecha de la última actualización figura al principio del documento. Para cualquier consulta, escribe a {email}.',
      ],
    },
  ],
};

export const POLITICA_PRIVACIDAD: LegalDocument = {
  title: 'Política de privacidad',
  updated: LEGAL_LAST_UPDATED,
  intro:
    'Esta política explica qué datos personales trata Gatera, para qué, durante cuánto tiempo y cómo puedes ejercer tus derechos, conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018.',
  sections: [
    {
      title: '1. Responsable del tratamiento',
      paragraphs: [
        'El responsable del tratamiento es el ayuntamiento que usa Gatera para gestionar sus colonias felinas. Puedes dirigirte a él a través de {email}.',
      ],
    },
    {
      title: '2. Datos que tratamos',
      paragraphs: [
        'De las personas con cuenta: nombre de usuario, nombre, correo electrónico, rol, colonias asignadas y registro de las acciones realizadas.',
        'De las quejas e inspecciones: la descripción, las observaciones y los documentos adjuntos que se aporten. No se tratan categorías especiales de datos.',
      ],
    },
    {
      title: '3. Finalidad',
      paragraphs: [
        'Gestionar las colonias felinas del municipio, organizar al voluntariado y las campañas de esterilización, tramitar las quejas vecinales y las inspecciones, y mantener la seguridad del servicio.',
      ],
    },
    {
      title: '4. Legitimación',
      paragraphs: [
        'El tratamiento se basa en el cumplimiento de una misión realizada en interés público por el ayuntamiento en materia de protección animal (Ley 7/2023) y, para las personas voluntarias y ciudadanas registradas, en su consentimiento al darse de alta.',
      ],
    },
    {
      title: '5. Conservación',
      paragraphs: [
        'Los datos se conservan mientras la cuenta esté activa y, después, durante los plazos que exija la normativa de archivos y de procedimiento administrativo. Las copias de seguridad se renuevan periódicamente.',
      ],
    },
    {
      title: '6. Destinatarios',
      paragraphs: [
        'Los datos no se ceden a terceros salvo obligación legal. Solo acceden a ellos las personas autorizadas según su rol y, en su caso, los proveedores técnicos que alojan el servicio por cuenta del ayuntamiento.',
      ],
    },
    {
      title: '7. Derechos',
      paragraphs: [
        'Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a {email}.',
        'Si consideras que no se han atendido correctamente, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
        // How each right is exercised in Gatera itself.
        'Acceso y portabilidad: con tu sesión iniciada, en «Cambiar contraseña», el botón «Descargar mis datos» te entrega en un fichero JSON todos los datos personales que Gatera guarda sobre ti: tu cuenta, tus quejas (con los nombres de sus adjuntos), las solicitudes de adopción que enviaste con tu sesión iniciada, visitas, asignaciones y las entradas del registro de auditoría que te afectan.',
        'Supresión: pide en {email} que se anonimice tu cuenta o tu solicitud de adopción. Se borran tu nombre, tu correo, tu nombre de usuario, tu teléfono y lo que escribiste en tus propios registros (quejas, visitas a las colonias, censos y solicitudes de adopción, con sus fotos y adjuntos) y se desactiva el acceso; esos registros se conservan para el historial municipal sin identificarte, y el registro de auditoría, que nunca se modifica, te muestra con un seudónimo. Rectificación (también de lo que otras personas escribieron sobre ti), oposición y limitación del tratamiento se piden en la misma dirección.',
        'Las solicitudes de adopción solo se envían con tu consentimiento expreso a esta política. El seguimiento público de una queja (/seguimiento) muestra su estado, sus fechas, la colonia y la respuesta del ayuntamiento, nunca datos personales.',
      ],
    },
  ],
};

export const LEGAL_SPANISH: LegalTexts = { condiciones: CONDICIONES_USO, privacidad: POLITICA_PRIVACIDAD };

/** The document with `{email}` replaced by the contact address. */
export function withContactEmail(document: LegalDocument, email: string): LegalDocument {
  const fill = (text: string) => text.split(EMAIL_PLACEHOLDER).join(email);
  return {
    ...document,
    intro: fill(document.intro),
    sections: document.sections.map((section) => ({ title: section.title, paragraphs: section.paragraphs.map(fill) })),
  };
}
