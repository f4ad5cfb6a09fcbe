/**
 * A municipality's name as its pages show it: the one stored on its row, or,
 * for one that never stored its own (the first, in an installation that has
 * always named its council in the environment or its settings), the name of
 * its settings. A list of municipalities never shows one without a name.
 */
import type { MunicipioSettings } from '../ajustes/settings';

export interface Named {
  id: number;
  nombre: string | null;
}

export async function withEffectiveNames<T extends Named>(municipios: T[], settingsOf: (id: number) => Promise<MunicipioSettings>): Promise<T[]> {
  return Promise.all(municipios.map(async (m) => (m.nombre?.trim() ? m : { ...m, nombre: (await settingsOf(m.id)).municipio.nombre })));
}
