/** The public pages' texts (`gatera.publico.*`) in Basque. */
export const publicoBasque = {
  volverAInicio: 'Itzuli hasierara',
  volverAlInicio: 'Itzuli hasierara',
  contacto: {
    intro: 'Gatera zure udalerrian erabili nahi duzu, demoari buruzko zalantzak dituzu edo laguntza behar duzu? Idatzi iezaguzu, eta ahalik eta lasterren erantzungo dizugu.',
    correo: 'Helbide elektronikoa:',
  },
  demo: {
    titulo: 'Proba-demoa',
    introAntes: 'Probatu Gatera udalerri txiki baten datu asmatuekin. Kontu bakoitzak rol bat du, eta bere menua ikusten du. Guztiek pasahitz hau erabiltzen dute:',
    introDespues: 'eta, sartzean, demoaren baldintzak onartu behar dituzte.',
    cuentas: 'Demoaren kontuak',
    rol: 'Rola',
    inicio: 'Hasiera-orria',
    acceder: 'Sartu demoan',
  },
  infografia:
    'Infografia, «Nola dabilen Gatera»: 1 Erregistratu koloniak eta katuak; 2 Kokatu kolonia bakoitza mapan; 3 Antzutu CER kanpainekin; ' +
    '4 Egin bitartekaritza auzokideen kexetan eta ikuskapenetan; 5 Koordinatu boluntarioak; 6 Eman informazioa PDF, grafiko eta babeskopiekin.',
  legal: {
    actualizado: 'Azken eguneratzea: %{fecha}',
    direccionContacto: 'harremanetarako helbidea',
    pdf: 'Deskargatu PDFa',
  },
  quienesSomos: {
    equipo:
      'Udaleko langile teknikoek, albaitariek eta animalien babeseko boluntarioek osatutako taldea gara, eta kalkulu-orriak eta telefono bidezko abisuak atzean utzi nahi genituen.',
    ley: 'Gatera udalei animalien eskubideak eta ongizatea babesteko 7/2023 Legea betetzen laguntzeko sortu da: katu-koloniak erroldatzea, haien populazioa CER metodoarekin kontrolatzea (harrapatu, antzutu eta itzuli), auzokideei arreta ematea eta egunero katuak zaintzen dituztenak koordinatzea.',
    convivencia:
      'Uste dugu kolonien kudeaketa onak auzoetako bizikidetza eta animalien bizitza hobetzen dituela, eta ondo antolatutako datuek erabaki hobeak hartzen laguntzen dutela.',
  },
  noEncontrada: {
    texto: 'Ireki duzun helbidea ez dago, edo jada ez dago erabilgarri.',
  },
};

const INICIO = {
  titulo: 'Katu-kolonien kudeaketa zure udalerrirako',
  descripcion: 'Gatera hiriko katu-koloniak kudeatzeko eta animalien babeserako legea betetzeko udal-tresna da: koloniak eta katuak, antzutze-kanpainak, auzokideen kexak eta ikuskapenak, boluntariotza, mapa bat, PDF txostenak eta babeskopiak.',
  descubre: 'Ezagutu nola hobetu udal-kudeaketa',
  tarjetas: {
    colonias: {
      titulo: 'Kolonien erregistroa',
      texto: 'Kolonien eta katu bakoitzaren errolda, osasun-fitxa, argazkia, mapako kokapena eta identifikazio-kodea.',
    },
    campanas: {
      titulo: 'Antzutze-kanpainak',
      texto: 'CER kanpainen plangintza eta jarraipena, kolonia bakoitzeko antzututako katuen ehunekoarekin.',
    },
    mediacion: {
      titulo: 'Auzo-bitartekaritza',
      texto: 'Auzokideen kexak, ikuskapenak eta haien ebazpena, kasu bakoitzaren dokumentuekin eta historiarekin.',
    },
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    publico: publicoBasque,
    inicio: INICIO,
  },
};
