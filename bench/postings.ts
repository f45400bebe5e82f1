// The postings the benchmarks load (bench:jobs, bench:http): deterministic, so runs compare.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import type { Database } from '@server/db/client';
import { jobs, users } from '@server/db/schema';
import { buildJobSearchText } from '@server/features/jobs/search-text';
import { findPlace } from '@server/geodata/gazetteer';

const BATCH = 1_000;
/** 0 to 9,999: the steps of the fractions a posting's place is drawn from. */
const FRACTIONS = Array.from({ length: 10_000 }, (_, k) => k);
/** Five postings in the whole set mention it. */
export const RARE_WORD = 'zeppelin';

const TITLES = [
  'Shop Assistant',
  'Cashier',
  'Line Cook',
  'Stock Associate',
  'Barista',
  'Labourer',
  'Salon Assistant',
  'Painter Helper',
  'Warehouse Picker',
  'Receptionist',
];
const CITIES = ['Toronto', 'Vancouver', 'Calgary', 'Ottawa', 'Halifax', 'Winnipeg'];
/** The same cities as the place data names them (Vancouver, British Columbia, not Washington). */
const CITY_PLACES = [
  'Toronto, Ontario',
  'Vancouver, British Columbia',
  'Calgary, Alberta',
  'Ottawa, Ontario',
  'Halifax, Nova Scotia',
  'Winnipeg, Manitoba',
];
/**
 * Small towns spread over Canada, each at least 80 km from the six cities (docs/product/near-me.md's
 * benchmark searches around one): 1 posting in 500 is in one of them.
 */
export const SMALL_TOWNS = [
  '100 Mile House, British Columbia',
  'Altona, Manitoba',
  'Ashcroft, British Columbia',
  'Atikokan, Ontario',
  'Vulcan, Alberta',
  'Bassano, Alberta',
  'Tisdale, Saskatchewan',
  'Biggar, Saskatchewan',
  'Bonaventure, Quebec',
  'Bouctouche, New Brunswick',
  'Burns Lake, British Columbia',
  'Cap-Chat, Quebec',
  'Cardston, Alberta',
  'Chetwynd, British Columbia',
  'Cookshire-Eaton, Quebec',
  'Invermere, British Columbia',
  'Deer Lake, Newfoundland and Labrador',
  'Elk Point, Alberta',
  'Lunenburg, Nova Scotia',
  'Ferme-Neuve, Quebec',
  'Forestville, Quebec',
  'Fort-Coulonge, Quebec',
  'Gimli, Manitoba',
  'Grand Bank, Newfoundland and Labrador',
  'Greenstone, Ontario',
  'Harriston, Ontario',
  'High Level, Alberta',
  'Hudson Bay, Saskatchewan',
  'Inuvik, Northwest Territories',
  'Kensington, Prince Edward Island',
  'Kugluktuk, Nunavut',
  'Lac La Biche, Alberta',
  'Leblanc, Quebec',
  'Mackenzie, British Columbia',
  'Manawan, Quebec',
  'Matagami, Quebec',
  'Metchosin, British Columbia',
  'Moosomin, Saskatchewan',
  'Outlook, Saskatchewan',
  'Pelican Narrows, Saskatchewan',
  'Princeton, British Columbia',
  'Ridgetown, Ontario',
  'Saint Andrews, New Brunswick',
  'Senneterre, Quebec',
  'Sioux Lookout, Ontario',
  'Sundre, Alberta',
  'Tobermory, Ontario',
  'Valleyview, Alberta',
  'Ville-Marie, Quebec',
  'Waswanipi, Quebec',
];
/** The small town the benchmark searches around (bench/jobs-search.bench.ts). */
export const BENCH_SMALL_TOWN = 'Gimli, Manitoba';

/** Where a place of the lists above is; a name the data lacks stops the bench at once. */
function located(name: string) {
  const place = findPlace(name);
  if (!place) throw new Error(`bench/postings.ts: no place named "${name}" in the place data`);
  return { name: place.name, latitude: place.latitude, longitude: place.longitude };
}
let centres: { cities: ReturnType<typeof located>[]; towns: ReturnType<typeof located>[] } | null = null;
const placeCentres = () => (centres ??= { cities: CITY_PLACES.map(located), towns: SMALL_TOWNS.map(located) });

/** A point at most `km` from the centre, spread evenly over the disc, from two numbers in [0, 1). */
function jittered(centre: { latitude: number; longitude: number }, km: number, u: number, v: number) {
  const distance = km * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const kmPerDegree = 111.195;
  return {
    latitude: centre.latitude + (distance * Math.cos(angle)) / kmPerDegree,
    longitude: centre.longitude + (distance * Math.sin(angle)) / (kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

const WORDS = ['customers', 'safety', 'training', 'team', 'weekends', 'friendly', 'tools', 'clean', 'learn', 'shifts', 'paid', 'mentor'];

/** A deterministic posting: every 5th is an apprenticeship, 5 in the whole set mention the rare word. */
export function makeJob(i: number, employerId: string) {
  // A small integer hash per (row, field), so the fields vary independently of each other.
  const pick = <T>(list: readonly T[], salt: number) => {
    let h = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return list[((h ^ (h >>> 16)) >>> 0) % list.length]!;
  };
  const isApprentice = i % 5 === 0;
  // A number in [0, 1) per (row, salt), for the workplace's place.
  const fraction = (salt: number) => pick(FRACTIONS, salt) / FRACTIONS.length;
  // Where the work is (docs/product/near-me.md): 1 in 500 in a small town (within 5 km of it; 251:
  // active, since every 10th posting is not), the
  // rest within 20 km of one of the six cities' centres.
  const { cities, towns } = placeCentres();
  const inTown = i % 500 === 251;
  const centre = inTown ? towns[Math.floor(i / 500) % towns.length]! : cities[CITIES.indexOf(pick(CITIES, 6))]!;
  const point = jittered(centre, inTown ? 5 : 20, fraction(11), fraction(12));
  const job = {
    employerId,
    title: isApprentice ? `${pick(TITLES, 1)} Apprentice` : pick(TITLES, 1),
    companyName: `Company ${i % 2_000}`,
    description: `${pick(WORDS, 2)} ${pick(WORDS, 3)} ${pick(WORDS, 4)} ${i % 20_000 === 7 ? RARE_WORD : ''} and ${pick(WORDS, 5)} every week.`,
    location: `${(i % 900) + 1} Main Street`,
    city: centre.name,
    latitude: point.latitude,
    longitude: point.longitude,
    geoSource: 'town' as const,
    type: isApprentice ? 'Apprenticeships' : pick(JOB_TYPES, 7),
    industry: pick(INDUSTRIES, 8),
    requirements: [pick(WORDS, 9), pick(WORDS, 10)],
    // What the work is (docs/product/jobs.md#what-the-work-is): half paid by the hour, a sixth unpaid, the rest silent.
    ...(i % 2 === 0
      ? { payKind: 'paid', payAmountCents: 1600 + (i % 9) * 50, payUnit: 'hour', payCurrency: 'CAD' }
      : i % 3 === 0
        ? { payKind: 'unpaid' }
        : {}),
    hoursPerWeek: i % 4 === 3 ? null : 5 + (i % 8) * 5,
    startDate: i % 5 === 4 ? null : `2027-0${(i % 9) + 1}-01`,
    places: i % 3 === 2 ? null : (i % 6) + 1,
    minimumAge: i % 4 === 0 ? null : 14 + (i % 5),
    // Its employer's response rate (docs/product/applications.md#response-rate): none shown for a
    // third, else 40 to 100%, so that "employers who answer" (80% or more) keeps about a fifth.
    employerResponseRate: i % 3 === 0 ? null : 40 + (i % 61),
    employerResponseDays: i % 3 === 0 ? null : (i % 7) + 1,
    isActive: i % 10 !== 0,
    // Every benchmark posting is public once active: its employer counts as verified (decision 017).
    employerVerified: true,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
  };
  return { ...job, searchText: buildJobSearchText(job) };
}

/** Inserts `total` postings (and their employer) in batches, then updates the planner's statistics. */
export async function loadPostings(database: Database, total: number): Promise<number> {
  const { db } = database;
  const employerId = `bench-${crypto.randomUUID()}`;
  await db.insert(users).values({ id: employerId, name: 'Bench Employer', email: `${employerId}@bench.test`, role: 'employer' });
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => makeJob(start + k, employerId));
    await db.insert(jobs).values(rows);
  }
  await db.execute(sql`analyze jobs`);
  return performance.now() - started;
}
