/**
 * The trap bank's stored values (kinds and states of an item, kept as codes in
 * the database and the API) as each language reads them, and the words of the
 * printed label sheet: one place, read by the client's screens and by the
 * server's labels PDF.
 */
import type { EstadoEquipo, TipoEquipo } from '../equipos';
import type { Language } from './languages';

export interface EquipoLabels {
  tipos: Record<TipoEquipo, string>;
  estados: Record<EstadoEquipo, string>;
  /** The label sheet's title and what it says with no item. */
  etiquetas: { titulo: string; ninguna: string };
}

export const EQUIPO_LABELS: Record<Language, EquipoLabels> = {
  es: {
    tipos: { jaula_trampa: 'Jaula trampa', transportin: 'Transportín', jaula_recuperacion: 'Jaula de recuperación', otro: 'Otro equipo' },
    estados: { disponible: 'Disponible', prestada: 'Prestada', en_limpieza: 'En limpieza', averiada: 'Averiada', perdida: 'Perdida' },
    etiquetas: { titulo: 'Etiquetas del banco de trampas', ninguna: 'No hay equipos en el inventario.' },
  },
  ca: {
    tipos: { jaula_trampa: 'Gàbia trampa', transportin: 'Transportí', jaula_recuperacion: 'Gàbia de recuperació', otro: 'Un altre equip' },
    estados: { disponible: 'Disponible', prestada: 'Prestada', en_limpieza: 'En neteja', averiada: 'Avariada', perdida: 'Perduda' },
    etiquetas: { titulo: 'Etiquetes del banc de trampes', ninguna: "No hi ha equips a l'inventari." },
  },
  eu: {
    tipos: { jaula_trampa: 'Tranpa-kaiola', transportin: 'Garraio-kaiola', jaula_recuperacion: 'Errekuperazio-kaiola', otro: 'Beste ekipo bat' },
    estados: { disponible: 'Eskuragarri', prestada: 'Maileguan', en_limpieza: 'Garbitzen', averiada: 'Hondatuta', perdida: 'Galduta' },
    etiquetas: { titulo: 'Tranpa-bankuko etiketak', ninguna: 'Ez dago ekiporik inbentarioan.' },
  },
  gl: {
    tipos: { jaula_trampa: 'Gaiola trampa', transportin: 'Transportín', jaula_recuperacion: 'Gaiola de recuperación', otro: 'Outro equipo' },
    estados: { disponible: 'Dispoñible', prestada: 'Prestada', en_limpieza: 'En limpeza', averiada: 'Avariada', perdida: 'Perdida' },
    etiquetas: { titulo: 'Etiquetas do banco de trampas', ninguna: 'Non hai equipos no inventario.' },
  },
  en: {
    tipos: { jaula_trampa: 'Trap cage', transportin: 'Carrier', jaula_recuperacion: 'Recovery cage', otro: 'Other equipment' },
    estados: { disponible: 'Available', prestada: 'On loan', en_limpieza: 'Being cleaned', averiada: 'Broken', perdida: 'Lost' },
    etiquetas: { titulo: 'Trap bank labels', ninguna: 'There are no items in the inventory.' },
  },
};
