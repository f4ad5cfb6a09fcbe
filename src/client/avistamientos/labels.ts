/** How a sighting's kind, state, destination and place read on the staff screens. */
import type { TranslateFunction as Translate } from 'react-admin';
import type { Avistamiento } from '../../domain/schemas/avistamiento';

export const AVISTAMIENTOS_T = 'gatera.avistamientos.staff';

export const tipoLabel = (translate: Translate, tipo: string) => translate(`gatera.avistamientos.tipos.${tipo}`, { _: tipo });
export const estadoLabel = (translate: Translate, estado: string) => translate(`gatera.avistamientos.estados.${estado}`, { _: estado });
export const destinoLabel = (translate: Translate, destino: string | null) => (destino ? translate(`gatera.avistamientos.destinos.${destino}`, { _: destino }) : '—');

/** The linked colony with its distance, or that it may be a new colony. */
export function coloniaLabel(translate: Translate, a: Pick<Avistamiento, 'colonia_nombre' | 'distancia_m' | 'posible_nueva_colonia'>): string {
  if (a.posible_nueva_colonia || !a.colonia_nombre) return translate(`${AVISTAMIENTOS_T}.posibleNueva`);
  return a.distancia_m === null ? a.colonia_nombre : translate(`${AVISTAMIENTOS_T}.aDistancia`, { colonia: a.colonia_nombre, metros: a.distancia_m });
}
