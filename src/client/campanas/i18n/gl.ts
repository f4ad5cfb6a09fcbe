/** The campaign screen's texts (`gatera.campanas.*`) in Galician. */
export const campanasGalician = {
  titulo: 'Campañas de esterilización',
  nueva: 'Nova campaña',
  listado: 'Listaxe de campañas',
  lista: 'Campañas',
  vacio: 'Non hai campañas rexistradas.',
  crear: 'Crear a campaña',
  editar: 'Editar a campaña',
  editarDe: 'Editar a campaña «%{nombre}»',
  columnas: { inicio: 'Inicio', fin: 'Fin', voluntarios: 'Voluntarios', progreso: 'Progreso' },
  verGatos: 'Ver os gatos',
  ocultarGatos: 'Ocultar os gatos',
  verGatosDe: 'Ver os gatos de %{nombre}',
  ocultarGatosDe: 'Ocultar os gatos de %{nombre}',
  panel: {
    titulo: 'Gatos da campaña',
    tituloDe: 'Gatos da campaña «%{nombre}»',
    resumenConFin: '%{smart_count} gato na campaña, do %{inicio} ao %{fin}. |||| %{smart_count} gatos na campaña, do %{inicio} ao %{fin}.',
    resumenSinFin: '%{smart_count} gato na campaña, desde o %{inicio}, sen data de fin. |||| %{smart_count} gatos na campaña, desde o %{inicio}, sen data de fin.',
    anadirGato: 'Engadir un gato (nome ou código)',
    anadir: 'Engadir á campaña',
    sinGatos: 'Esta campaña aínda non ten gatos.',
    sinCodigo: 'Sen código',
    esterilizadoEl: 'Esterilizado o %{fecha}',
    sinEsterilizar: 'Sen esterilizar',
    esterilizadoEnCampana: 'Esterilizado na campaña',
    deBaja: 'De baixa',
    quitarDe: 'Quitar a %{nombre} da campaña',
    quitarTitulo: 'Quitar o gato da campaña',
    quitarPregunta: 'Seguro que queres quitar a %{nombre} desta campaña?',
    siQuitar: 'Si, quitalo',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    campanas: campanasGalician,
  },
  resources: {
    campanas: {
      name: 'Campaña |||| Campañas',
      fields: {
        nombre: 'Nome',
        fecha_inicio: 'Data de inicio',
        fecha_fin: 'Data de fin',
        estatus: 'Estado',
        gatos_objetivo: 'Gatos obxectivo',
        voluntarios_involucrados: 'Voluntarios participantes',
        numero_gatos: 'Gatos',
      },
    },
  },
};
