/** The campaign screen's texts (`gatera.campanas.*`) in Basque. */
export const campanasBasque = {
  titulo: 'Antzutze-kanpainak',
  nueva: 'Kanpaina berria',
  listado: 'Kanpainen zerrenda',
  lista: 'Kanpainak',
  vacio: 'Ez dago kanpaina erregistraturik.',
  crear: 'Sortu kanpaina',
  editar: 'Editatu kanpaina',
  editarDe: 'Editatu kanpaina: «%{nombre}»',
  columnas: { inicio: 'Hasiera', fin: 'Amaiera', voluntarios: 'Boluntarioak', progreso: 'Aurrerapena' },
  verGatos: 'Ikusi katuak',
  ocultarGatos: 'Ezkutatu katuak',
  verGatosDe: 'Ikusi katuak: %{nombre}',
  ocultarGatosDe: 'Ezkutatu katuak: %{nombre}',
  panel: {
    titulo: 'Kanpainako katuak',
    tituloDe: '«%{nombre}» kanpainako katuak',
    resumenConFin: 'Katu %{smart_count} kanpainan, %{inicio}–%{fin}. |||| %{smart_count} katu kanpainan, %{inicio}–%{fin}.',
    resumenSinFin: 'Katu %{smart_count} kanpainan, %{inicio}(e)tik aurrera, amaiera-datarik gabe. |||| %{smart_count} katu kanpainan, %{inicio}(e)tik aurrera, amaiera-datarik gabe.',
    anadirGato: 'Gehitu katu bat (izena edo kodea)',
    anadir: 'Gehitu kanpainari',
    sinGatos: 'Kanpaina honek ez du katurik oraindik.',
    sinCodigo: 'Koderik gabe',
    esterilizadoEl: 'Antzutze-data: %{fecha}',
    sinEsterilizar: 'Antzutu gabe',
    esterilizadoEnCampana: 'Kanpainan antzutua',
    deBaja: 'Baja emanda',
    quitarDe: 'Kendu %{nombre} kanpainatik',
    quitarTitulo: 'Kendu katua kanpainatik',
    quitarPregunta: 'Ziur %{nombre} kanpaina honetatik kendu nahi duzula?',
    siQuitar: 'Bai, kendu',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    campanas: campanasBasque,
  },
  resources: {
    campanas: {
      name: 'Kanpaina |||| Kanpainak',
      fields: {
        nombre: 'Izena',
        fecha_inicio: 'Hasiera-data',
        fecha_fin: 'Amaiera-data',
        estatus: 'Egoera',
        gatos_objetivo: 'Helburuko katuak',
        voluntarios_involucrados: 'Parte hartzen duten boluntarioak',
        numero_gatos: 'Katuak',
      },
    },
  },
};
