// The postings the benchmarks load (bench:jobs, bench:http): deterministic, so runs compare.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import type { Database } from '@server/db/client';
import { jobs, users } from '@server/db/schema';
import { buildJobSearchText } from '@server/features/jobs/search-text';

const BATCH = 1_000;
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
  const job = {
    employerId,
    title: isApprentice ? `${pick(TITLES, 1)} Apprentice` : pick(TITLES, 1),
    companyName: `Company ${i % 2_000}`,
    description: `${pick(WORDS, 2)} ${pick(WORDS, 3)} ${pick(WORDS, 4)} ${i % 20_000 === 7 ? RARE_WORD : ''} and ${pick(WORDS, 5)} every week.`,
    location: `${(i % 900) + 1} Main Street`,
    city: pick(CITIES, 6),
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
