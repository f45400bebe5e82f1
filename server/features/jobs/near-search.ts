import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Place } from '@common/contracts/places';
import { DEFAULT_NEAR_KM, geoCellsWithin, type NearDistanceKm, type Point } from '@common/near-me';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { distanceKmSql } from '../../geodata/distance-sql';
import { findPlace, publicPlace } from '../../geodata/gazetteer';
import { homePostalCodeOf } from '../profiles/profile-repository';
import type { SearchValue } from './job-search';

// A search by distance (docs/product/near-me.md): the place it measures from, and its SQL: the grid
// cells the circle touches (jobs_active_cell_idx reads them) and the distance itself, computed in
// the database as common/near-me.ts distanceKm computes it.

/** A search's circle: its centre and radius. */
export interface NearFilter extends Point {
  km: number;
}

/** A circle as a search's SQL compares with it: its own values, or a statement's placeholders (job-page.ts). */
export interface NearValues {
  latitude: SearchValue<number>;
  longitude: SearchValue<number>;
  /** The grid cells the circle touches (geoCellsWithin), one array parameter. */
  cells: SearchValue<readonly number[]>;
  km: SearchValue<number>;
}

export function nearValues(near: NearFilter): NearValues {
  return { latitude: near.latitude, longitude: near.longitude, cells: geoCellsWithin(near, near.km), km: near.km };
}

/**
 * The distance from the centre to a posting's place, in km (distanceKmSql: common/near-me.ts
 * distanceKm in SQL), so the list and the unit tests agree.
 * `::float8` so a statement's untyped parameters are read as numbers.
 */
export function distanceSql(centre: Pick<NearValues, 'latitude' | 'longitude'>): SQL<number> {
  return distanceKmSql(
    { latitude: sql`${centre.latitude}::float8`, longitude: sql`${centre.longitude}::float8` },
    { latitude: jobs.latitude, longitude: jobs.longitude },
  );
}

/**
 * Postings within the circle. The cells first: the predicate and columns of jobs_active_cell_idx
 * (geo_cell not null, then `= any` of one array parameter, so a statement's text does not depend
 * on how many cells a circle touches); the distance then drops the corners of the cells.
 */
export function nearConditions(values: NearValues): SQL[] {
  // sql.param: one parameter for the array (drizzle would spread a bare array into one per value).
  const cells = sql`${is(values.cells, Placeholder) ? values.cells : sql.param(values.cells)}::int[]`;
  return [sql`${jobs.geoCell} is not null`, sql`${jobs.geoCell} = any(${cells})`, sql`${distanceSql(values)} <= ${values.km}::float8`];
}

/** The place a list is searched around, as the route resolved it. */
export interface ResolvedNear {
  filter: NearFilter;
  /** What the answer says of it (listJobsResponse.near). */
  answer: { place: Place; withinKm: number; fromHome: boolean };
}

/**
 * The circle of a list's `near` and `within`: a place FirstRung does not know is a 400 naming
 * `near`. A signed-in student who chooses a distance but names no place searches around their home
 * postal code, if they gave one; with neither, `within` alone is ignored (null: not by distance).
 */
export async function resolveNear(
  db: DbOrTx,
  query: { near?: string | undefined; within?: NearDistanceKm | undefined },
  studentId: string | null,
): Promise<ResolvedNear | null> {
  const km = query.within ?? DEFAULT_NEAR_KM;
  let named = query.near || null;
  let fromHome = false;
  if (!named && query.within !== undefined && studentId) {
    named = await homePostalCodeOf(db, studentId);
    fromHome = named !== null;
  }
  if (!named) return null;
  const place = findPlace(named);
  // A home postal code was checked as it was saved; should the data lose it, the list is not by distance.
  if (!place) {
    if (fromHome) return null;
    throw invalidField('near', msg('places.unknown', { near: named }));
  }
  return {
    filter: { latitude: place.latitude, longitude: place.longitude, km },
    answer: { place: publicPlace(place), withinKm: km, fromHome },
  };
}
