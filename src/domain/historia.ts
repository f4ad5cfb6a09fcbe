/** A cat's history: what happened to it, newest first, from its record, the audit log, its campaigns and activities. */
export const HISTORIA_TIPOS = ['alta', 'vacunacion', 'desparasitacion', 'esterilizacion', 'colonia', 'campana', 'actividad', 'baja', 'edicion'] as const;
export type HistoriaTipo = (typeof HISTORIA_TIPOS)[number];

export interface HistoriaEvento {
  tipo: HistoriaTipo;
  /** A day (YYYY-MM-DD) or an instant (ISO). */
  fecha: string;
  /** Who did it, when known. */
  usuario: string | null;
  /** The vaccine, the campaign, the activity, the baja's reason, the colony change. */
  detalle: string | null;
}

/** The audit detail of a cat's colony change, read back by the history. */
export const COLONIA_CAMBIO_PREFIX = 'Colonia: ';

export function coloniaCambio(antes: string, despues: string): string {
  return `${COLONIA_CAMBIO_PREFIX}${antes} → ${despues}`;
}

/** Newest first; on the same day, an instant after a bare day. */
export function ordenarHistoria(eventos: HistoriaEvento[]): HistoriaEvento[] {
  return [...eventos].sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0));
}
