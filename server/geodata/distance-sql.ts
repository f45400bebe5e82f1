import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_KM } from '@common/near-me';

// The distance between two points in SQL, the same haversine as common/near-me.ts distanceKm, for the
// conditions that compare a posting's place with another (a saved search's, a school's).

/** A point in SQL: two columns, or two numbers. */
export interface SqlPoint {
  latitude: AnyPgColumn | SQL | number;
  longitude: AnyPgColumn | SQL | number;
}

const value = (part: AnyPgColumn | SQL | number) => (typeof part === 'number' ? sql`${part}::double precision` : sql`${part}`);

/** The distance in km between two points, as the crow flies. */
export function distanceKmSql(a: SqlPoint, b: SqlPoint): SQL<number> {
  const [aLat, aLon, bLat, bLon] = [value(a.latitude), value(a.longitude), value(b.latitude), value(b.longitude)];
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2)
    + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLon} - ${aLon}) / 2), 2)))))`;
}
