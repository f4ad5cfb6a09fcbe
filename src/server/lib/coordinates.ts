/**
 * The approximate place of a colony shown to people outside the staff: the
 * public map (PUBLIC_MAP_PRECISION=approximate) and the open-data files snap
 * each coordinate to the same grid, about 250 m wide, because published colony
 * locations invite harm to the cats.
 */
import { MAP } from '../../domain/constants';

/** Snaps a coordinate to the grid of the approximate map. */
export function approximate(value: number, step: number = MAP.approximateStepDegrees): number {
  return Number((Math.round(value / step) * step).toFixed(6));
}
