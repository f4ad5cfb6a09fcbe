/** The campaign screen's texts (`gatera.campanas.*`) in Catalan. */
export const campanasCatalan = {
  titulo: "Campanyes d'esterilització",
  nueva: 'Campanya nova',
  listado: 'Llistat de campanyes',
  lista: 'Campanyes',
  vacio: 'No hi ha cap campanya registrada.',
  crear: 'Crea la campanya',
  editar: 'Edita la campanya',
  editarDe: 'Edita la campanya «%{nombre}»',
  columnas: { inicio: 'Inici', fin: 'Final', voluntarios: 'Voluntaris', progreso: 'Progrés' },
  verGatos: 'Mostra els gats',
  ocultarGatos: 'Amaga els gats',
  verGatosDe: 'Mostra els gats de %{nombre}',
  ocultarGatosDe: 'Amaga els gats de %{nombre}',
  panel: {
    titulo: 'Gats de la campanya',
    tituloDe: 'Gats de la campanya «%{nombre}»',
    resumenConFin: '%{smart_count} gat a la campanya, del %{inicio} al %{fin}. |||| %{smart_count} gats a la campanya, del %{inicio} al %{fin}.',
    resumenSinFin: '%{smart_count} gat a la campanya, des del %{inicio}, sense data de finalització. |||| %{smart_count} gats a la campanya, des del %{inicio}, sense data de finalització.',
    anadirGato: 'Afegeix un gat (nom o codi)',
    anadir: 'Afegeix a la campanya',
    sinGatos: 'Aquesta campanya encara no té gats.',
    sinCodigo: 'Sense codi',
    esterilizadoEl: 'Esterilitzat el %{fecha}',
    sinEsterilizar: 'Sense esterilitzar',
    esterilizadoEnCampana: 'Esterilitzat en la campanya',
    deBaja: 'De baixa',
    quitarDe: 'Treu %{nombre} de la campanya',
    quitarTitulo: 'Treu el gat de la campanya',
    quitarPregunta: 'Segur que vols treure %{nombre} d’aquesta campanya?',
    siQuitar: 'Sí, treu-lo',
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    campanas: campanasCatalan,
  },
  resources: {
    campanas: {
      name: 'Campanya |||| Campanyes',
      fields: {
        nombre: 'Nom',
        fecha_inicio: "Data d'inici",
        fecha_fin: 'Data de finalització',
        estatus: 'Estat',
        gatos_objetivo: 'Gats objectiu',
        voluntarios_involucrados: 'Voluntaris que hi participen',
        numero_gatos: 'Gats',
      },
    },
  },
};
