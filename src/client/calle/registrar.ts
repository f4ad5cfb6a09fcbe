/** Visits, censuses and new cats made on /hoy: shrunk photo, client_id, into the queue; then the queue is run. */
import type { CensoValues } from '../../domain/cer';
import { shrinkImage } from '../media/shrinkImage';
import { encolar, newClientId } from './offlineQueue';

export interface VisitaValues {
  comida: boolean;
  agua: boolean;
  comedero_id: number | null;
  gatos_vistos: number | null;
  incidencia: string | null;
  urgente: boolean;
}

export const VISITA_RAPIDA: VisitaValues = { comida: true, agua: false, comedero_id: null, gatos_vistos: null, incidencia: null, urgente: false };

export interface Autor {
  usuarioId: number;
  coloniaId: number;
  coloniaNombre: string;
}

export async function registrarVisita(autor: Autor, values: VisitaValues, foto: File | null = null): Promise<void> {
  const client_id = newClientId();
  // The photo is shrunk on the phone before it is stored, so the queue and the upload stay small.
  const shrunk = foto ? await shrinkImage(foto) : null;
  await encolar({
    client_id,
    tipo: 'visita',
    usuario_id: autor.usuarioId,
    campos: { ...values, colonia_id: autor.coloniaId, fecha_hora: new Date().toISOString(), client_id },
    foto: shrunk,
    foto_nombre: shrunk?.name ?? null,
    colonia_id: autor.coloniaId,
    colonia_nombre: autor.coloniaNombre,
  });
}

export async function registrarCenso(autor: Autor, values: CensoValues): Promise<void> {
  const client_id = newClientId();
  await encolar({
    client_id,
    tipo: 'censo',
    usuario_id: autor.usuarioId,
    campos: { ...values, client_id },
    foto: null,
    foto_nombre: null,
    colonia_id: autor.coloniaId,
    colonia_nombre: autor.coloniaNombre,
  });
}

/** A cat met in the street, as the phone's form gives it (the fields of POST /api/gatos/gatos/). */
export interface GatoCalleValues {
  nombre: string;
  sexo: string;
  ubicacion: string;
  raza: string | null;
  edad_num: number | null;
  edad_unidad: string;
  estado_salud: string | null;
}

export async function registrarGato(autor: Autor, values: GatoCalleValues, foto: File): Promise<void> {
  const client_id = newClientId();
  const shrunk = await shrinkImage(foto);
  await encolar({
    client_id,
    tipo: 'gato',
    usuario_id: autor.usuarioId,
    campos: { ...values, colonia_id: autor.coloniaId, client_id },
    foto: shrunk,
    foto_nombre: shrunk.name,
    // The field the cat calls of the API name.
    foto_campo: 'file',
    colonia_id: autor.coloniaId,
    colonia_nombre: autor.coloniaNombre,
  });
}
