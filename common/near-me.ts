// Search by distance (docs/product/near-me.md): the distances a search offers, a school's alert
// radius, the grid the database indexes places by, and the distance between two points. No zod and
// no I/O: the browse page's first chunk imports it, and the server builds its SQL from the same numbers.

/** The distances a job search offers, in kilometres. */
export const NEAR_DISTANCES_KM = [5, 10, 25, 50] as const;
export type NearDistanceKm = (typeof NEAR_DISTANCES_KM)[number];
/** A search near a place without a distance: 25 km. */
export const DEFAULT_NEAR_KM: NearDistanceKm = 25;

/** The radius of a school's local alerts (docs/product/schools.md#alerts), its choice. */
export const SCHOOL_ALERT_RADII_KM = [10, 25, 50, 100] as const;
export type SchoolAlertRadiusKm = (typeof SCHOOL_ALERT_RADII_KM)[number];
export const DEFAULT_SCHOOL_ALERT_RADIUS_KM: SchoolAlertRadiusKm = 25;

/** The longest place a search names ("Saint-Jean-sur-Richelieu, Quebec", a postal code). */
export const NEAR_PLACE_MAX = 80;
/** How many places the search box suggests as one types. */
export const PLACE_SUGGESTIONS_MAX = 8;

/**
 * The grid the database indexes coordinates by: cells of a quarter degree of latitude by a quarter
 * degree of longitude (about 28 by 20 km in southern Canada). A 25 km search reads about 12 cells,
 * a 5 km search 4. The SQL of the jobs' geo_cell column (migration 0043) computes the same number.
 */
export const GEO_CELL_DEGREES = 0.25;
const CELLS_PER_TURN = 360 / GEO_CELL_DEGREES;

/** The cell of a point: its row (latitude) and column (longitude) in one integer. */
export function geoCellOf(latitude: number, longitude: number): number {
  const row = Math.floor((latitude + 90) / GEO_CELL_DEGREES);
  const column = Math.floor((longitude + 180) / GEO_CELL_DEGREES);
  return row * CELLS_PER_TURN + column;
}

export const EARTH_RADIUS_KM = 6371;
export const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** The distance between two points along the earth's surface (haversine), in kilometres: as the crow flies. */
export function distanceKm(a: Point, b: Point): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every cell that holds a point within `km` of the centre (a few more at the corners, never fewer). */
export function geoCellsWithin(centre: Point, km: number): number[] {
  const latitudeSpan = km / KM_PER_DEGREE_OF_LATITUDE;
  const south = Math.max(-90, centre.latitude - latitudeSpan);
  const north = Math.min(90, centre.latitude + latitudeSpan);
  // A degree of longitude is shortest at the latitude farthest from the equator.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const longitudeSpan = widest >= 89.9 ? 180 : km / (KM_PER_DEGREE_OF_LATITUDE * Math.cos(radians(widest)));
  const cells: number[] = [];
  for (let latitude = south; ; latitude = Math.min(north, latitude + GEO_CELL_DEGREES)) {
    for (let longitude = centre.longitude - longitudeSpan; ; longitude = Math.min(centre.longitude + longitudeSpan, longitude + GEO_CELL_DEGREES)) {
      const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
      cells.push(geoCellOf(latitude, wrapped));
      if (longitude >= centre.longitude + longitudeSpan) break;
    }
    if (latitude >= north) break;
  }
  return [...new Set(cells)].sort((a, b) => a - b);
}

/** A distance as a list shows it: whole kilometres, "less than 1" under one. */
export function roundedKm(km: number): number {
  return Math.max(0, Math.round(km));
}

/** How a posting's place was found: its postal code, its town, or neither ('none': its employer is told). */
export const GEO_SOURCES = ['postal_code', 'town', 'none'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];
