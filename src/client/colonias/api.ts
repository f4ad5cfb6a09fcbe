/**
 * The colony map's points for the map screen (mapa/), which still calls this
 * object; the call itself is the data provider's `mapaColonias`.
 */
import { dataProvider } from '../providers/dataProvider';

export const coloniasApi = {
  mapa: (signal?: AbortSignal) => dataProvider.mapaColonias(signal),
};
