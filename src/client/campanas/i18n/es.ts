/**
 * The Spanish texts of the campaign screen (the original product's). They live
 * in the catalogue under `gatera.campanas.*` (src/client/i18n/es.ts) and are
 * read with useTranslate().
 */
export const CAMPANAS_TEXTS = {
  titulo: 'Campañas de Esterilización',
  nueva: 'Nueva campaña',
  listado: 'Listado de campañas',
  lista: 'Campañas',
  vacio: 'No hay campañas registradas.',
  crear: 'Crear campaña',
  editar: 'Editar campaña',
  editarDe: 'Editar campaña «%{nombre}»',
  columnas: { inicio: 'Inicio', fin: 'Fin', voluntarios: 'Voluntarios', progreso: 'Progreso' },
  verGatos: 'Ver gatos',
  ocultarGatos: 'Ocultar gatos',
  verGatosDe: 'Ver gatos de %{nombre}',
  ocultarGatosDe: 'Ocultar gatos de %{nombre}',
  panel: {
    titulo: 'Gatos de la campaña',
    tituloDe: 'Gatos de la campaña «%{nombre}»',
    resumenConFin: '%{smart_count} gato en la campaña, del %{inicio} al %{fin}. |||| %{smart_count} gatos en la campaña, del %{inicio} al %{fin}.',
    resumenSinFin: '%{smart_count} gato en la campaña, del %{inicio} sin fecha de fin. |||| %{smart_count} gatos en la campaña, del %{inicio} sin fecha de fin.',
    anadirGato: 'Añadir gato (nombre o código)',
    anadir: 'Añadir a la campaña',
    sinGatos: 'Esta campaña aún no tiene gatos.',
    sinCodigo: 'Sin código',
    esterilizadoEl: 'Esterilizado el %{fecha}',
    sinEsterilizar: 'Sin esterilizar',
    esterilizadoEnCampana: 'Esterilizado en la campaña',
    deBaja: 'De baja',
    quitarDe: 'Quitar a %{nombre} de la campaña',
    quitarTitulo: 'Quitar el gato de la campaña',
    quitarPregunta: '¿Seguro que quieres quitar a %{nombre} de esta campaña?',
    siQuitar: 'Sí, quitar',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    campanas: CAMPANAS_TEXTS,
  },
  resources: {
    campanas: {
      name: 'Campaña |||| Campañas',
      fields: {
        nombre: 'Nombre',
        fecha_inicio: 'Fecha de inicio',
        fecha_fin: 'Fecha de fin',
        estatus: 'Estado',
        gatos_objetivo: 'Gatos objetivo',
        voluntarios_involucrados: 'Voluntarios involucrados',
        numero_gatos: 'Gatos',
      },
    },
  },
};
