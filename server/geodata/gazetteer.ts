import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Place } from '@common/contracts/places';
import { PLACE_SUGGESTIONS_MAX, type Point } from '@common/near-me';
import { REGION_CODES } from './region-codes';

// Where a postal code or a town is (docs/product/near-me.md), from the open data shipped with the app
// (places.tsv.gz, written by scripts/build-geodata.ts; its sources and licences in README.md). It is
// read once, on first use, and never changes while the server runs: the same answer on every server.
// Never a request to a geocoding service.

export interface LocatedPlace extends Place, Point {
  /** A town's population (its rank among towns of the same name); 0 for a postal code. */
  population: number;
}

interface Gazetteer {
  /** "M5H", "90210" → the place. */
  postalCodes: Map<string, LocatedPlace>;
  /** A town's folded name → the towns of that name, the most populous first. */
  towns: Map<string, LocatedPlace[]>;
  /** Every town and postal code under its folded name, in name order: what suggestions search by prefix. */
  byFoldedName: { folded: string; place: LocatedPlace }[];
}

/**
 * A name as places are compared: lower case, without accents, hyphens, apostrophes and full stops
 * ("Saint-Jérôme" is "saint jerome", "St. John's" is "st johns").
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** A Canadian postal code (A1A or A1A 1A1, any case and spacing) → its forward sortation area "A1A". */
const CANADIAN_POSTAL_CODE = /^([a-z]\d[a-z])(?:\s*\d[a-z]\d)?$/i;
/** A US ZIP code (12345 or 12345-6789) → "12345". */
const US_ZIP_CODE = /^(\d{5})(?:-?\d{4})?$/;

/** The key a postal code is kept under, or null when the text is not shaped like one. */
export function postalCodeKey(text: string): string | null {
  const trimmed = text.trim();
  const canadian = CANADIAN_POSTAL_CODE.exec(trimmed);
  if (canadian) return canadian[1]!.toUpperCase();
  return US_ZIP_CODE.exec(trimmed)?.[1] ?? null;
}

const DATA_FILE = new URL('./places.tsv.gz', import.meta.url);
let loaded: Gazetteer | null = null;

function load(): Gazetteer {
  if (loaded) return loaded;
  const postalCodes = new Map<string, LocatedPlace>();
  const towns = new Map<string, LocatedPlace[]>();
  const byFoldedName: Gazetteer['byFoldedName'] = [];
  for (const line of gunzipSync(readFileSync(DATA_FILE)).toString('utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [kind, name, region, country, latitude, longitude, extra] = line.split('\t') as [
      string,
      string,
      string,
      'CA' | 'US',
      string,
      string,
      string,
    ];
    const point = { latitude: Number(latitude), longitude: Number(longitude) };
    if (kind === 'postal') {
      const place: LocatedPlace = { kind: 'postal_code', name, region, country, label: `${name}, ${extra}, ${region}`, population: 0, ...point };
      postalCodes.set(name, place);
      byFoldedName.push({ folded: name.toLowerCase(), place });
    } else {
      const place: LocatedPlace = { kind: 'town', name, region, country, label: `${name}, ${region}`, population: Number(extra), ...point };
      const folded = foldPlaceName(name);
      towns.set(
        folded,
        [...(towns.get(folded) ?? []), place].sort((a, b) => b.population - a.population),
      );
      byFoldedName.push({ folded, place });
    }
  }
  byFoldedName.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : b.place.population - a.place.population));
  return (loaded = { postalCodes, towns, byFoldedName });
}

/** A region as typed ("ON", "ontario", "Québec") → its name as the data writes it, or null. */
function regionNamed(text: string): string | null {
  const code = REGION_CODES[text.trim().toUpperCase()];
  if (code) return code;
  const folded = foldPlaceName(text);
  return Object.values(REGION_CODES).find((region) => foldPlaceName(region) === folded) ?? null;
}

/** "London, ON" → the town and its region; "London" → the most populous London. */
function findTown(text: string): LocatedPlace | null {
  const { towns } = load();
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const region = regionNamed(text.slice(comma + 1));
    const named = towns.get(foldPlaceName(text.slice(0, comma)));
    if (region && named) return named.find((town) => town.region === region) ?? null;
  }
  return towns.get(foldPlaceName(text))?.[0] ?? null;
}

/**
 * The place a search names: a postal code (a Canadian code by its first three characters), a town,
 * or a town and its province or state; a suggestion's label is found too. Null when unknown.
 */
export function findPlace(text: string): LocatedPlace | null {
  const key = postalCodeKey(text);
  if (key) return load().postalCodes.get(key) ?? null;
  // A postal code's suggestion label: "M5H, Downtown Toronto (Richmond / Adelaide / King), Ontario".
  const labelledCode = /^([^,]+),/.exec(text.trim());
  if (labelledCode) {
    const code = postalCodeKey(labelledCode[1]!);
    if (code) return load().postalCodes.get(code) ?? null;
  }
  return findTown(text);
}

/**
 * Where a posting's workplace or a school is: its postal code if the data knows it, else its town
 * (in its province or state when that is given and holds a town of that name).
 */
export function locateAddress(address: {
  postalCode: string | null;
  city: string;
  region?: string | null | undefined;
}): { point: Point; source: 'postal_code' | 'town' } | null {
  const byCode = address.postalCode ? postalCodeKey(address.postalCode) : null;
  const coded = byCode ? load().postalCodes.get(byCode) : undefined;
  if (coded) return { point: { latitude: coded.latitude, longitude: coded.longitude }, source: 'postal_code' };
  const town = (address.region ? findTown(`${address.city}, ${address.region}`) : null) ?? findTown(address.city);
  return town ? { point: { latitude: town.latitude, longitude: town.longitude }, source: 'town' } : null;
}

/** The first index in `byFoldedName` whose name is not before `prefix`. */
function lowerBound(entries: Gazetteer['byFoldedName'], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.folded < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Towns and postal codes whose name starts with what was typed, the most populous towns first. */
export function suggestPlaces(typed: string, limit = PLACE_SUGGESTIONS_MAX): Place[] {
  const key = postalCodeKey(typed);
  if (key) {
    const place = load().postalCodes.get(key);
    return place ? [publicPlace(place)] : [];
  }
  const prefix = foldPlaceName(typed.split(',')[0]!);
  if (!prefix) return [];
  const { byFoldedName } = load();
  const matches: LocatedPlace[] = [];
  // A prefix's matches sit together in name order; a short prefix ("sa") can match thousands, so the
  // scan stops at a bound and the most populous of what it saw are kept.
  for (let index = lowerBound(byFoldedName, prefix); index < byFoldedName.length && matches.length < 2_000; index++) {
    const entry = byFoldedName[index]!;
    if (!entry.folded.startsWith(prefix)) break;
    matches.push(entry.place);
  }
  return matches
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map(publicPlace);
}

/** A place as the API shows it: without its coordinates. */
export function publicPlace(place: LocatedPlace): Place {
  return { kind: place.kind, label: place.label, name: place.name, region: place.region, country: place.country };
}
