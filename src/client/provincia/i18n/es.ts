/** The Spanish texts of /provincia: the figures of every municipality and the map of all their colonies. */

const PROVINCIA = {
  titulo: 'Panel de la provincia',
  /** The table's section, the date of its figures and its columns (the CER's own labels for the rest). */
  tabla: 'Cifras por municipio',
  fecha: 'Datos a %{fecha}',
  municipio: 'Municipio',
  colonias: 'Colonias',
  total: 'Total (%{smart_count} municipio) |||| Total (%{smart_count} municipios)',
  vacio: 'Aún no hay municipios.',
  error: 'No se pudieron cargar las cifras de la provincia.',
  /** The map's section; each marker's name. */
  mapa: 'Colonias de la provincia',
  mapaRegion: 'Mapa de las colonias de todos los municipios',
  coloniasEnMapa: '%{smart_count} colonia con ubicación |||| %{smart_count} colonias con ubicación',
  marcador: '%{colonia} (%{municipio})',
  errorMapa: 'No se pudo cargar el mapa de la provincia.',
  /** The annual report of the province: a year, and a button for the PDF and one for the CSV. */
  memoria: {
    titulo: 'Memoria anual de la provincia',
    descripcion: 'Por municipio, con las cifras de su memoria del programa CER: colonias, población estimada, gatos registrados y esterilizados, cobertura al inicio y al final del año, esterilizaciones, altas, bajas y quejas, con la suma de la provincia y el método.',
    anio: 'Año',
    pdf: 'Descargar memoria de la provincia (PDF)',
    csv: 'Descargar memoria de la provincia (CSV)',
    error: 'No se pudo descargar la memoria de la provincia.',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    provincia: PROVINCIA,
  },
};
