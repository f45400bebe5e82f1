// Admin Users tab latency over 100,000 users (docs/product/admin.md), through the real repository function the
// GET /api/admin/users route calls (listUsersForAdmin: a page and its total). Run:
// npm run bench:admin-users (PGlite always; PostgreSQL too when BENCH_DATABASE_URL points at a
// server, e.g. postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AdminRoleFilter } from '@common/contracts/admin';
import type { Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { employerProfiles, institutionProfiles, studentProfiles, users } from '@server/db/schema';
import { listUsersForAdmin } from '@server/features/admin/users-repository';
import { onEveryDatabase, printTable, RUNS } from './helpers';

const TOTAL_USERS = Number(process.env.BENCH_USERS ?? 100_000);
const BATCH = 1_000;
const PAGE = 20;
const RARE_FRAGMENT = 'zephyr';
const COMMON_FRAGMENT = 'son';
/** Too short for the trigram index (it needs 3 characters). */
const SHORT_FRAGMENT = 'ch';
const MISSING_FRAGMENT = 'nobody';

const FIRST_NAMES = ['Maya', 'Leo', 'Sam', 'Ava', 'Noah', 'Priya', 'Omar', 'Zoe', 'Liam', 'Aisha', 'Ethan', 'Mei', 'Lucas', 'Chloe', 'Arjun', 'Emma'];
// 4 of the 20 contain "son", so about 20% of users match the common fragment.
const LAST_NAMES = [
  'Chen',
  'Martin',
  'Okafor',
  'Singh',
  'Nguyen',
  'Tremblay',
  'Roy',
  'Patel',
  'Johnson',
  'Wilson',
  'Gagnon',
  'Brown',
  'Smith',
  'Lee',
  'Anderson',
  'Kim',
  'Thompson',
  'Garcia',
  'Khan',
  'Lopez',
];
const DOMAINS = ['gmail.test', 'outlook.test', 'school.test', 'yahoo.test'];

/** A small integer hash per (row, field), so the fields vary independently of each other. */
function pick<T>(list: readonly T[], i: number, salt: number): T {
  let h = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return list[((h ^ (h >>> 16)) >>> 0) % list.length]!;
}

/** Roles: 75% student, 12% employer, 3% institution, 10% none, plus 100 admins. */
function roleOf(i: number): string {
  if (i % 1_000 === 500) return 'admin';
  const bucket = i % 100;
  if (bucket < 75) return 'student';
  if (bucket < 87) return 'employer';
  if (bucket < 90) return 'institution';
  return 'none';
}

/** A deterministic user, created in id order one 5 minutes after the other; 5 e-mails hold the rare fragment. */
function makeUser(i: number) {
  const firstName = pick(FIRST_NAMES, i, 1);
  const lastName = pick(LAST_NAMES, i, 2);
  const local = i % 20_000 === 11 ? `${RARE_FRAGMENT}.${i}` : `${firstName}.${lastName}.${i}`.toLowerCase();
  const createdAt = new Date(Date.UTC(2024, 0, 1) + i * 300_000);
  return {
    id: `bench${i.toString(36).padStart(8, '0')}`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${local}@${pick(DOMAINS, i, 3)}`,
    emailVerified: true,
    role: roleOf(i),
    banned: i % 250 === 3,
    createdAt,
    updatedAt: createdAt,
  };
}

async function load(database: Database): Promise<number> {
  const { db } = database;
  const started = performance.now();
  for (let start = 0; start < TOTAL_USERS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL_USERS - start) }, (_, k) => makeUser(start + k));
    await db.insert(users).values(rows);
    // Profiles: about 20% of users have a student profile, 10% an employer one, 2% an institution one.
    const students = rows.filter((row, k) => row.role === 'student' && (start + k) % 15 < 4);
    const employers = rows.filter((row, k) => row.role === 'employer' && (start + k) % 6 !== 0);
    const institutions = rows.filter((row, k) => row.role === 'institution' && (start + k) % 3 !== 0);
    if (students.length)
      await db.insert(studentProfiles).values(students.map((row) => ({ userId: row.id, youthStatus: 'current_student', city: 'Toronto' })));
    if (employers.length)
      await db.insert(employerProfiles).values(employers.map((row) => ({ userId: row.id, companyName: `${row.lastName} Trades`, city: 'Toronto' })));
    if (institutions.length)
      await db
        .insert(institutionProfiles)
        .values(institutions.map((row) => ({ userId: row.id, institutionName: `${row.lastName} Secondary`, city: 'Toronto' })));
  }
  for (const table of ['users', 'student_profiles', 'employer_profiles', 'institution_profiles']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return performance.now() - started;
}

interface Search {
  q?: string;
  role?: AdminRoleFilter;
}

/** A page as the route serves it (listUsersForAdmin always returns the page and its total). */
const list = (database: Database, search: Search, cursor?: string) => () =>
  listUsersForAdmin(database.db, { ...search, limit: PAGE, ...(cursor ? { cursor } : {}) });

/** The cursor after `pages` pages, found by walking them as the admin would. */
async function cursorAfter(database: Database, pages: number, search: Search = {}) {
  let cursor: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    cursor = (await list(database, search, cursor)()).nextCursor ?? undefined;
  }
  return cursor!;
}

async function scenarios(database: Database) {
  const total = async (search: Search) => (await list(database, search)()).total;
  const [all, rare, common, short, employers, admins] = [
    await total({}),
    await total({ q: RARE_FRAGMENT }),
    await total({ q: COMMON_FRAGMENT }),
    await total({ q: SHORT_FRAGMENT }),
    await total({ role: 'employer' }),
    await total({ role: 'admin' }),
  ];
  const deep = await cursorAfter(database, 50);
  const deepCommon = await cursorAfter(database, 50, { q: COMMON_FRAGMENT });
  const deepRole = await cursorAfter(database, 50, { role: 'employer' });
  return [
    { name: `no search (${all} users): first page + total`, run: list(database, {}) },
    { name: `rare e-mail fragment "${RARE_FRAGMENT}" (${rare} matches)`, run: list(database, { q: RARE_FRAGMENT }) },
    { name: `common name fragment "${COMMON_FRAGMENT}" (${common} matches)`, run: list(database, { q: COMMON_FRAGMENT }) },
    { name: `2-letter fragment "${SHORT_FRAGMENT}" (${short} matches)`, run: list(database, { q: SHORT_FRAGMENT }) },
    { name: `fragment nobody has, "${MISSING_FRAGMENT}" (0 matches)`, run: list(database, { q: MISSING_FRAGMENT }) },
    { name: `role filter employer (${employers} matches)`, run: list(database, { role: 'employer' }) },
    { name: `role filter admin (${admins} matches)`, run: list(database, { role: 'admin' }) },
    { name: 'deep page (cursor after 50 pages) + total', run: list(database, {}, deep) },
    { name: 'common name fragment, deep page (cursor after 50 pages)', run: list(database, { q: COMMON_FRAGMENT }, deepCommon) },
    { name: 'role filter employer, deep page (cursor after 50 pages)', run: list(database, { role: 'employer' }, deepRole) },
  ];
}

async function benchmark(label: string, database: Database) {
  await applyMigrations(database);
  const loadMs = await load(database);
  console.log(`\n### ${label}: ${TOTAL_USERS.toLocaleString('en-US')} users loaded in ${(loadMs / 1000).toFixed(1)} s (${RUNS} runs each)\n`);
  await printTable(await scenarios(database));
}

await onEveryDatabase(benchmark);
