/** The public pages' texts (`gatera.publico.*`) in Catalan. */
export const publicoCatalan = {
  volverAInicio: "Torna a l'inici",
  volverAlInicio: "Torna a l'inici",
  contacto: {
    intro: 'Vols fer servir Gatera al teu municipi, tens dubtes sobre la demo o necessites ajuda? Escriu-nos i et respondrem tan aviat com puguem.',
    correo: 'Correu electrònic:',
  },
  demo: {
    titulo: 'Demo de prova',
    introAntes: "Prova Gatera amb dades fictícies d'un municipi petit. Cada compte té un rol diferent i veu el seu propi menú. Tots fan servir la contrasenya",
    introDespues: "i, en entrar, han d'acceptar les condicions de la demo.",
    cuentas: 'Comptes de la demo',
    rol: 'Rol',
    inicio: "Pàgina d'inici",
    acceder: 'Accedeix a la demo',
  },
  infografia:
    'Infografia «Com funciona Gatera»: 1 Registra colònies i gats; 2 Situa cada colònia al mapa; 3 Esterilitza amb campanyes CER; ' +
    '4 Fes de mediador en les queixes veïnals i les inspeccions; 5 Coordina el voluntariat; 6 Informa amb PDF, gràfics i còpies de seguretat.',
  legal: {
    actualizado: 'Última actualització: %{fecha}',
    direccionContacto: "l'adreça de contacte",
    pdf: 'Baixa en PDF',
  },
  quienesSomos: {
    equipo:
      'Som un equip de personal tècnic municipal, veterinaris i voluntariat de protecció animal que volia deixar enrere els fulls de càlcul i els avisos per telèfon.',
    ley: 'Gatera neix per ajudar els ajuntaments a complir la Llei 7/2023 de protecció dels drets i el benestar dels animals: censar les colònies felines, controlar-ne la població amb el mètode CER (captura, esterilització i retorn), atendre els veïns i coordinar els qui tenen cura dels gats cada dia.',
    convivencia:
      'Creiem que una bona gestió de les colònies millora la convivència als barris i la vida dels animals, i que unes dades ben organitzades ajuden a prendre millors decisions.',
  },
  noEncontrada: {
    texto: "L'adreça que has obert no existeix o ja no està disponible.",
  },
};

const INICIO = {
  titulo: 'Gestió de colònies felines per al teu municipi',
  descripcion: "Gatera és l'eina municipal per gestionar les colònies felines urbanes i complir la llei de protecció animal: colònies i gats, campanyes d'esterilització, queixes veïnals i inspeccions, voluntariat, un mapa, informes en PDF i còpies de seguretat.",
  descubre: 'Descobreix com millorar la gestió municipal',
  tarjetas: {
    colonias: {
      titulo: 'Registre de colònies',
      texto: "Cens de colònies i de cada gat amb la seva fitxa sanitària, la foto, la ubicació al mapa i el codi d'identificació.",
    },
    campanas: {
      titulo: "Campanyes d'esterilització",
      texto: 'Planificació i seguiment de les campanyes CER, amb el percentatge de gats esterilitzats de cada colònia.',
    },
    mediacion: {
      titulo: 'Mediació veïnal',
      texto: 'Queixes dels veïns, inspeccions i la seva resolució, amb els documents i l’historial de cada cas.',
    },
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    publico: publicoCatalan,
    inicio: INICIO,
  },
};
