/** The legal texts of src/domain/legal.ts in Basque: the same sections and paragraphs, `{email}` where the Spanish has it. */
import type { LegalTexts } from '../../legal';

export const legalBasque: LegalTexts = {
  condiciones: {
    title: 'Erabilera-baldintzak',
    updated: '2025eko martxoaren 29a',
    intro: 'Baldintza hauek Gaterarako sarbidea eta haren erabilera arautzen dituzte. Irakurri arretaz: aplikazioan sartzean, baldintzak ezagutzen eta onartzen dituzula adierazten duzu.',
    sections: [
      {
        title: '1. Xedea',
        paragraphs: [
          'Gatera web-aplikazio bat da, udalek eta haien boluntarioek hiriko katu-koloniak kudea ditzaten: kolonien eta katuen errolda, antzutze-kanpainak, kexen eta ikuskapenen bidezko auzo-bitartekaritza, boluntarioen antolaketa, kolonien mapa, txostenak eta babeskopiak.',
          'Baldintza hauek zerbitzurako sarbide- eta erabilera-arauak eta hura erabiltzen dutenen erantzukizunak finkatzen dituzte.',
        ],
      },
      {
        title: '2. Aplikazio-eremua',
        paragraphs: [
          'Gatera erabiltzen duten pertsona guztiei aplikatzen zaizkie, bai atal publikoan, bai erabiltzaile eta pasahitzarekin sartzeko atalean.',
          'Erabiltzailearekin sartzeko aukera udalak baimendutako pertsonek soilik dute: administratzaileek, udal-arduradunek, boluntarioek, albaitariek eta herritar erregistratuek. Kontu bakoitzak bere rolari dagozkion ekintzak baino ez ditu ahalbidetzen.',
          'Erakusketa-ingurunearen erabilera mugatua da: produktua ezagutzeko balio du, eta debekatuta dago baimenik gabe benetako lanerako erabiltzea.',
        ],
      },
      {
        title: '3. Erabiltzaileen betebeharrak',
        paragraphs: [
          'Gatera erabiltzen duenak konpromisoa hartzen du bere pasahitza zaintzeko eta hirugarrenei ez uzteko, datu egiazkoak eta eguneratuak sartzeko, eta eskuratzen duen informazioa katu-koloniak kudeatzeko soilik erabiltzeko.',
          'Ez da onartzen bere rolari ez dagozkion datu edo funtzioetara sartzen saiatzea, zerbitzuaren funtzionamendua aldatzea, eduki maltzurreko fitxategiak igotzea, ezta hirugarrenen datu pertsonalak lege-oinarririk gabe argitaratzea ere.',
          'Erabilera desegoki edo baimenik gabeko sarbide oro berehala jakinarazi behar da helbide honetan: {email}.',
        ],
      },
      {
        title: '4. Jabetza intelektuala eta industriala',
        paragraphs: [
          'Gateraren softwarea, testuak, grafikoak, ikonoak eta diseinua haien titularren jabetza intelektual eta industrialeko eskubideek babesten dituzte.',
          'Udal bakoitzak erregistratzen dituen datuak udal horrenak dira. Zerbitzua erabiltzeak ez du softwarearen gaineko lizentziarik ematen, baldintza hauen arabera erabiltzeko behar dena izan ezik.',
        ],
      },
      {
        title: '5. Zerbitzuaren erabilgarritasuna',
        paragraphs: [
          'Gatera etengabe erabilgarri egon dadin saiatzen gara, baina zerbitzua eten egin daiteke mantentze-lanengatik, eguneratzeengatik edo gure borondatetik kanpoko arrazoiengatik.',
          'Erakusketa-inguruneko datuak asmatuak dira, eta edozein unetan ezabatu edo berrezarri daitezke, aurrez abisatu gabe.',
        ],
      },
      {
        title: '6. Onarpena',
        paragraphs: [
          'Gatera erabiltzeak baldintza hauek osorik onartzea dakar. Kontua duten pertsonek berariaz onartu behar dituzte demoaren baldintzak aplikazioa erabili aurretik.',
          'Baldintza hauek egunera ditzakegu; azken eguneratzearen data dokumentuaren hasieran agertzen da. Edozein zalantzatarako, idatzi helbide honetara: {email}.',
        ],
      },
    ],
  },
  privacidad: {
    title: 'Pribatutasun-politika',
    updated: '2025eko martxoaren 29a',
    intro:
      'Politika honek azaltzen du Gaterak zer datu pertsonal tratatzen dituen, zertarako, zenbat denboraz eta nola erabil ditzakezun zure eskubideak, Datuak Babesteko Erregelamendu Orokorraren (DBEO) eta 3/2018 Lege Organikoaren arabera.',
    sections: [
      {
        title: '1. Tratamenduaren arduraduna',
        paragraphs: ['Tratamenduaren arduraduna Gatera bere katu-koloniak kudeatzeko erabiltzen duen udala da. Helbide honen bidez jo dezakezu harengana: {email}.'],
      },
      {
        title: '2. Tratatzen ditugun datuak',
        paragraphs: [
          'Kontua duten pertsonenak: erabiltzaile-izena, izena, helbide elektronikoa, rola, esleitutako koloniak eta egindako ekintzen erregistroa.',
          'Kexa eta ikuskapenenak: deskribapena, oharrak eta erantsitako dokumentuak. Ez da datu-kategoria berezirik tratatzen.',
        ],
      },
      {
        title: '3. Helburua',
        paragraphs: [
          'Udalerriko katu-koloniak kudeatzea, boluntarioak eta antzutze-kanpainak antolatzea, auzokideen kexak eta ikuskapenak izapidetzea, eta zerbitzuaren segurtasuna zaintzea.',
        ],
      },
      {
        title: '4. Legitimazioa',
        paragraphs: [
          'Tratamendua udalak animalien babesaren arloan interes publikoaren izenean betetzen duen eginkizun batean oinarritzen da (7/2023 Legea), eta, boluntarioen eta herritar erregistratuen kasuan, alta ematean emandako adostasunean.',
        ],
      },
      {
        title: '5. Kontserbazioa',
        paragraphs: [
          'Datuak kontua aktibo dagoen bitartean gordetzen dira, eta, ondoren, artxiboei eta administrazio-prozedurari buruzko araudiak eskatzen dituen epeetan. Babeskopiak aldian-aldian berritzen dira.',
        ],
      },
      {
        title: '6. Hartzaileak',
        paragraphs: [
          'Datuak ez zaizkie hirugarrenei lagatzen, legezko betebeharra dagoenean izan ezik. Beren rolaren arabera baimendutako pertsonek soilik dute datuetarako sarbidea, eta, hala badagokio, udalaren kontura zerbitzua ostatatzen duten hornitzaile teknikoek.',
        ],
      },
      {
        title: '7. Eskubideak',
        paragraphs: [
          'Sarbide-, zuzentze-, ezabatze-, aurka egiteko, tratamendua mugatzeko eta eramangarritasun-eskubideak erabil ditzakezu helbide honetara idatzita: {email}.',
          'Behar bezala erantzun ez zaizula uste baduzu, erreklamazioa aurkez dezakezu Datuak Babesteko Espainiako Agentzian (www.aepd.es).',
          'Sarbidea eta eramangarritasuna: saioa hasita, «Aldatu pasahitza» atalean, «Deskargatu nire datuak» botoiak JSON fitxategi batean ematen dizkizu Gaterak zuri buruz gordetzen dituen datu pertsonal guztiak: zure kontua, zure kexak (erantsitako fitxategien izenekin), saioa hasita bidali dituzun adopzio-eskaerak, bisitak, esleipenak eta zuri dagozkizun auditoria-erregistroko sarrerak.',
          'Ezabatzea: eskatu helbide honetan ({email}) zure kontua edo zure adopzio-eskaera anonimizatzeko. Zure izena, helbide elektronikoa, erabiltzaile-izena, telefonoa eta zure erregistroetan idatzi duzuna (kexak, kolonietako bisitak, zentsuak eta adopzio-eskaerak, argazki eta eranskinekin) ezabatzen dira eta sarbidea desaktibatzen da; erregistro horiek udal-historiarako gordetzen dira, zu identifikatu gabe, eta auditoria-erregistroak, inoiz aldatzen ez denak, ezizen batekin erakusten zaitu. Zuzentzea (baita beste pertsonek zuri buruz idatzitakoa ere), aurka egitea eta tratamendua mugatzea helbide berean eskatzen dira.',
          'Adopzio-eskaerak politika honi berariazko adostasuna ematen diozunean soilik bidaltzen dira. Kexa baten jarraipen publikoak (/seguimiento) haren egoera, datak, kolonia eta udalaren erantzuna erakusten ditu, inoiz ez datu pertsonalik.',
        ],
      },
    ],
  },
};
