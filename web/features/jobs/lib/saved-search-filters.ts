// The browse page's work filters as a saved search keeps them (docs/product/jobs.md#saved-searches).
// Its own file, imported by the lazily loaded "Save this search" dialog only: a value it imported from
// work-filters.ts would be read from the browse page's chunk and make that chunk a shared one.
import { NEAR_DISTANCES_KM } from '@common/near-me';
import type { WorkFilters } from './work-filters';

/** The work filters as a saved search keeps them (read from the page's address, so already checked); allAges is the student's own view and stays out. */
export const savedSearchWorkFilters = ({ paidOnly, maxHours, startFrom, minPlaces, responsive }: WorkFilters) => ({
  paid: paidOnly,
  maxHours: maxHours ? Number(maxHours) : null,
  startFrom: startFrom || null,
  minPlaces: minPlaces ? Number(minPlaces) : null,
  responsive,
});

/** True when any work filter is chosen (the age choice is not a filter). */
export const anyWorkFilter = ({ paidOnly, maxHours, startFrom, minPlaces, responsive }: WorkFilters) =>
  Boolean(paidOnly || maxHours || startFrom || minPlaces || responsive);

/**
 * The search by distance as the page's address holds it (`near`, `within`: docs/product/near-me.md), as a
 * saved search keeps it; a distance the list does not offer is left out, as the list ignores it.
 */
export function savedSearchDistance(params: URLSearchParams): { near: string; withinKm: number | null } {
  const within = Number(params.get('within'));
  return { near: params.get('near')?.trim() ?? '', withinKm: (NEAR_DISTANCES_KM as readonly number[]).includes(within) ? within : null };
}
