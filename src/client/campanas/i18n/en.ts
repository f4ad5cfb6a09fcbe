/** The campaign screen's texts (`gatera.campanas.*`) in English. */
export const campanasEnglish = {
  titulo: 'Neutering campaigns',
  nueva: 'New campaign',
  listado: 'List of campaigns',
  lista: 'Campaigns',
  vacio: 'There are no campaigns registered.',
  crear: 'Create campaign',
  editar: 'Edit campaign',
  editarDe: 'Edit campaign “%{nombre}”',
  columnas: { inicio: 'Start', fin: 'End', voluntarios: 'Volunteers', progreso: 'Progress' },
  verGatos: 'View cats',
  ocultarGatos: 'Hide cats',
  verGatosDe: 'View the cats of %{nombre}',
  ocultarGatosDe: 'Hide the cats of %{nombre}',
  panel: {
    titulo: 'Cats in the campaign',
    tituloDe: 'Cats in the campaign “%{nombre}”',
    resumenConFin: '%{smart_count} cat in the campaign, from %{inicio} to %{fin}. |||| %{smart_count} cats in the campaign, from %{inicio} to %{fin}.',
    resumenSinFin: '%{smart_count} cat in the campaign, from %{inicio}, with no end date. |||| %{smart_count} cats in the campaign, from %{inicio}, with no end date.',
    anadirGato: 'Add a cat (name or code)',
    anadir: 'Add to the campaign',
    sinGatos: 'This campaign has no cats yet.',
    sinCodigo: 'No code',
    esterilizadoEl: 'Neutered on %{fecha}',
    sinEsterilizar: 'Not neutered',
    esterilizadoEnCampana: 'Neutered in the campaign',
    deBaja: 'Deregistered',
    quitarDe: 'Remove %{nombre} from the campaign',
    quitarTitulo: 'Remove the cat from the campaign',
    quitarPregunta: 'Are you sure you want to remove %{nombre} from this campaign?',
    siQuitar: 'Yes, remove',
  },
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    campanas: campanasEnglish,
  },
  resources: {
    campanas: {
      name: 'Campaign |||| Campaigns',
      fields: {
        nombre: 'Name',
        fecha_inicio: 'Start date',
        fecha_fin: 'End date',
        estatus: 'Status',
        gatos_objetivo: 'Target cats',
        voluntarios_involucrados: 'Volunteers involved',
        numero_gatos: 'Cats',
      },
    },
  },
};
