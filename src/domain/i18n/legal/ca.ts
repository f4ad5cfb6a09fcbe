/** The legal texts of src/domain/legal.ts in Catalan: the same sections and paragraphs, `{email}` where the Spanish has it. */
import type { LegalTexts } from '../../legal';

export const legalCatalan: LegalTexts = {
  condiciones: {
    title: "Condicions d'ús",
    updated: '29 de març de 2025',
    intro: "Aquestes condicions regulen l'accés a Gatera i el seu ús. Llegeix-les amb atenció: en entrar a l'aplicació declares que les coneixes i les acceptes.",
    sections: [
      {
        title: '1. Objecte',
        paragraphs: [
          "Gatera és una aplicació web perquè els ajuntaments i el seu voluntariat gestionin les colònies felines urbanes: el cens de colònies i gats, les campanyes d'esterilització, la mediació veïnal mitjançant queixes i inspeccions, l'organització del voluntariat, el mapa de colònies, els informes i les còpies de seguretat.",
          "Aquestes condicions fixen les regles d'accés i d'ús del servei i les responsabilitats de qui el fa servir.",
        ],
      },
      {
        title: "2. Àmbit d'aplicació",
        paragraphs: [
          "S'apliquen a totes les persones que fan servir Gatera, tant a la part pública com a la d'accés amb usuari i contrasenya.",
          "L'accés amb usuari està limitat a les persones autoritzades per l'ajuntament: administradors, responsables municipals, voluntaris, veterinaris i ciutadans registrats. Cada compte només permet les accions pròpies del seu rol.",
          "L'entorn de demostració és d'ús restringit: serveix per conèixer el producte i en queda prohibit l'ús operatiu no autoritzat.",
        ],
      },
      {
        title: '3. Obligacions dels usuaris',
        paragraphs: [
          "Qui fa servir Gatera es compromet a custodiar la seva contrasenya i no cedir-la a tercers, a introduir dades veraces i actualitzades, i a fer servir la informació a què accedeix només per a la gestió de les colònies felines.",
          "No es permet intentar accedir a dades o funcions alienes al propi rol, alterar el funcionament del servei, pujar fitxers amb contingut maliciós ni publicar dades personals de tercers sense base legal.",
          "Qualsevol ús indegut o accés no autoritzat s'ha de comunicar immediatament a {email}.",
        ],
      },
      {
        title: '4. Propietat intel·lectual i industrial',
        paragraphs: [
          "El programari, els textos, els gràfics, les icones i el disseny de Gatera estan protegits pels drets de propietat intel·lectual i industrial dels seus titulars.",
          "Les dades que registra cada ajuntament li pertanyen. L'ús del servei no concedeix cap llicència sobre el programari més enllà de la necessària per fer-lo servir d'acord amb aquestes condicions.",
        ],
      },
      {
        title: '5. Disponibilitat del servei',
        paragraphs: [
          "Procurem que Gatera estigui disponible de manera contínua, però el servei es pot interrompre per manteniment, actualitzacions o causes alienes a la nostra voluntat.",
          "Les dades de l'entorn de demostració són fictícies i es poden esborrar o restablir en qualsevol moment sense avís previ.",
        ],
      },
      {
        title: '6. Acceptació',
        paragraphs: [
          "L'ús de Gatera suposa l'acceptació plena d'aquestes condicions. Les persones amb compte han d'acceptar expressament les condicions de la demo abans de fer servir l'aplicació.",
          "Podem actualitzar aquestes condicions; la data de l'última actualització figura al principi del document. Per a qualsevol consulta, escriu a {email}.",
        ],
      },
    ],
  },
  privacidad: {
    title: 'Política de privacitat',
    updated: '29 de març de 2025',
    intro:
      "Aquesta política explica quines dades personals tracta Gatera, per a què, durant quant de temps i com pots exercir els teus drets, d'acord amb el Reglament general de protecció de dades (RGPD) i la Llei orgànica 3/2018.",
    sections: [
      {
        title: '1. Responsable del tractament',
        paragraphs: ["El responsable del tractament és l'ajuntament que fa servir Gatera per gestionar les seves colònies felines. T'hi pots adreçar a través de {email}."],
      },
      {
        title: '2. Dades que tractem',
        paragraphs: [
          "De les persones amb compte: nom d'usuari, nom, correu electrònic, rol, colònies assignades i registre de les accions fetes.",
          "De les queixes i inspeccions: la descripció, les observacions i els documents adjunts que s'aportin. No es tracten categories especials de dades.",
        ],
      },
      {
        title: '3. Finalitat',
        paragraphs: [
          "Gestionar les colònies felines del municipi, organitzar el voluntariat i les campanyes d'esterilització, tramitar les queixes veïnals i les inspeccions, i mantenir la seguretat del servei.",
        ],
      },
      {
        title: '4. Legitimació',
        paragraphs: [
          "El tractament es basa en el compliment d'una missió feta en interès públic per l'ajuntament en matèria de protecció animal (Llei 7/2023) i, per a les persones voluntàries i ciutadanes registrades, en el seu consentiment en donar-se d'alta.",
        ],
      },
      {
        title: '5. Conservació',
        paragraphs: [
          "Les dades es conserven mentre el compte estigui actiu i, després, durant els terminis que exigeixi la normativa d'arxius i de procediment administratiu. Les còpies de seguretat es renoven periòdicament.",
        ],
      },
      {
        title: '6. Destinataris',
        paragraphs: [
          "Les dades no es cedeixen a tercers llevat d'obligació legal. Només hi accedeixen les persones autoritzades segons el seu rol i, si escau, els proveïdors tècnics que allotgen el servei per compte de l'ajuntament.",
        ],
      },
      {
        title: '7. Drets',
        paragraphs: [
          "Pots exercir els drets d'accés, rectificació, supressió, oposició, limitació del tractament i portabilitat escrivint a {email}.",
          "Si consideres que no s'han atès correctament, pots presentar una reclamació davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).",
          "Accés i portabilitat: amb la sessió iniciada, a «Canvia la contrasenya», el botó «Baixa les meves dades» et lliura en un fitxer JSON totes les dades personals que Gatera guarda sobre tu: el teu compte, les teves queixes (amb els noms dels adjunts), les sol·licituds d'adopció que vas enviar amb la sessió iniciada, visites, assignacions i les entrades del registre d'auditoria que t'afecten.",
          "Supressió: demana a {email} que s'anonimitzi el teu compte o la teva sol·licitud d'adopció. S'esborren el teu nom, el teu correu, el teu nom d'usuari, el teu telèfon i el que vas escriure en els teus propis registres (queixes, visites a les colònies, censos i sol·licituds d'adopció, amb les fotos i els adjunts) i se'n desactiva l'accés; aquests registres es conserven per a l'historial municipal sense identificar-te, i el registre d'auditoria, que no es modifica mai, et mostra amb un pseudònim. La rectificació (també del que altres persones van escriure sobre tu), l'oposició i la limitació del tractament es demanen a la mateixa adreça.",
          "Les sol·licituds d'adopció només s'envien amb el teu consentiment exprés a aquesta política. El seguiment públic d'una queixa (/seguimiento) mostra el seu estat, les dates, la colònia i la resposta de l'ajuntament, mai dades personals.",
        ],
      },
    ],
  },
};
