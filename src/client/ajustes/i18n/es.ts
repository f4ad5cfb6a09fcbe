/** The ajustes screens' texts in Spanish. */

const AJUSTES = {
  titulo: 'Ajustes del municipio',
  escudo: 'Escudo del ayuntamiento',
  escudoElegir: 'Elegir imagen del escudo',
  escudoQuitar: 'Quitar el escudo',
  escudoActual: 'Escudo actual',
  guardar: 'Guardar ajustes',
  guardando: 'Guardando…',
  guardados: 'Ajustes guardados',
  fallo: 'No se pudieron guardar los ajustes: %{motivo}',
  ayuda: 'Lo que se guarda aquí sustituye, para este municipio, a las variables de entorno de la instalación. Un campo vacío toma el valor de la instalación. El nombre del producto es de toda la instalación.',
  idiomasAyuda: 'Sin ninguno marcado, los de la instalación. El idioma por defecto de la instalación siempre se ofrece.',
  /** Above the clinic-day weights: what they mean and the installation's values an empty field keeps. */
  pesosAyuda:
    'Plazas que ocupa cada gato reservado en una jornada de quirófano, en medias plazas hasta %{max}. Un campo vacío toma el valor de la instalación: macho %{macho}, hembra %{hembra}, sexo desconocido %{desconocido}, cachorro %{cachorro}. Un cambio vale para las reservas nuevas: las ya hechas conservan sus plazas.',
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    consola: {
      ajustes: AJUSTES,
    },
  },
  resources: {
    ajustes: {
      fields: {
        producto_nombre: 'Nombre del producto',
        municipio_nombre: 'Nombre del ayuntamiento',
        contacto_email: 'Correo de contacto',
        nif: 'NIF del ayuntamiento',
        /** Its code in the public sector's directory, the publisher of its open data. */
        dir3: 'Código DIR3 del ayuntamiento',
        direccion: 'Dirección del ayuntamiento',
        latitud: 'Latitud del centro del mapa',
        longitud: 'Longitud del centro del mapa',
        radio_km: 'Radio del mapa (km)',
        idiomas: 'Idiomas que se ofrecen',
        cer_objetivo: 'Objetivo CER (proporción de gatos esterilizados, de 0 a 1)',
        /** After these days without a census a colony's estimate is shown as stale. */
        censo_vigencia_dias: 'Días de vigencia de un censo (después, la estimación es obsoleta)',
        /** The yearly share that widens a stale estimate's interval. */
        cer_merma_anual: 'Merma anual de una estimación obsoleta (de 0 a menos de 1)',
        peso_reserva_macho: 'Plazas de un macho en una jornada de quirófano',
        peso_reserva_hembra: 'Plazas de una hembra en una jornada de quirófano',
        peso_reserva_desconocido: 'Plazas de un gato de sexo desconocido en una jornada de quirófano',
        peso_reserva_cachorro: 'Plazas de un cachorro (de cualquier sexo) en una jornada de quirófano',
      },
    },
  },
};
