import { DEFAULT_NEAR_KM } from '@common/near-me';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { findPlace, type LocatedPlace } from '../../geodata/gazetteer';
import { homePostalCodeOf } from '../profiles/profile-repository';

// Where a saved search by distance measures from (docs/product/near-me.md): the place it names, else
// the student's home postal code, as the browse list reads `near` and `within`.

export interface SearchByDistance {
  near: string;
  withinKm: number | null;
}

/** Null when the search is not by distance (no place, no distance). */
export function distanceOf(search: SearchByDistance, homePostalCode: string | null): { from: string; km: number } | null {
  if (search.near) return { from: search.near, km: search.withinKm ?? DEFAULT_NEAR_KM };
  if (search.withinKm === null) return null;
  return { from: homePostalCode ?? '', km: search.withinKm };
}

/** The centre and radius of a search by distance; null when it is not one; `place: null` when the place is not (or no longer) known. */
export function resolveDistance(search: SearchByDistance, homePostalCode: string | null): { place: LocatedPlace | null; km: number } | null {
  const distance = distanceOf(search, homePostalCode);
  if (!distance) return null;
  return { place: distance.from ? findPlace(distance.from) : null, km: distance.km };
}

/**
 * Refuses a search by distance that cannot be measured: a place FirstRung does not know (400 naming
 * `near`), or a distance with no place from a student without a known home postal code.
 */
export async function assertSearchPlaceKnown(db: DbOrTx, userId: string, search: SearchByDistance): Promise<void> {
  if (search.near) {
    if (!findPlace(search.near)) throw invalidField('near', msg('places.unknown', { near: search.near }));
    return;
  }
  if (search.withinKm === null) return;
  const resolved = resolveDistance(search, await homePostalCodeOf(db, userId));
  if (!resolved?.place) throw invalidField('near', 'savedSearches.placeRequired');
}
