// Latency of the other lists that grow (issue 13): the admin postings, a school's roster and
// placements, an employer's applicants and the events list, each over 100,000 rows or more,
// through the real functions their GET routes call. Run: npm run bench:lists (PGlite always,
// unless BENCH_SKIP_PGLITE=1; PostgreSQL too when BENCH_DATABASE_URL points at a server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
//
// One data set serves every list (docs/benchmarks.md describes it): 110,000 students, 100,000 of
// them at one school; 100,000 postings, 50 of them by one employer; 165,000 applications, 110,000
// of them to that employer's postings and 150,000 by that school's students; 100,000 events.
import { performance } from 'node:perf_hooks';
import { desc, gte, sql } from 'drizzle-orm';
import { pastEventCutoff } from '@common/contracts/events';
import { EVENT_TYPES, JOB_TYPES } from '@common/enums';
import type { Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import {
  applications,
  employerProfiles,
  eventRegistrations,
  events,
  institutionProfiles,
  jobs,
  schoolLinks,
  studentProfiles,
  users,
} from '@server/db/schema';
import { listJobsForAdmin } from '@server/features/admin/jobs-repository';
import { encodeEventCursor } from '@server/features/events/event-cursor';
import { listEventsForViewer, type EventViewer } from '@server/features/events/events-service';
import { listPlacements, listRosterStudents } from '@server/features/institutions/roster-repository';
import { listEmployerApplications } from '@server/features/jobs/employer-application-lists';
import { pageRequest } from '@server/features/jobs/page-request';
import { onEveryDatabase, printTable, RUNS } from './helpers';

const STUDENTS = 110_000;
const EMPLOYERS = 500;
const POSTINGS = 100_000;
const EVENTS = 100_000;
const BATCH = 1_000;
/** Each list's default page size, as its route uses it. */
const PAGE = { admin: 20, institution: 50, employer: 50, events: 50 };
const DEEP = 50;

const FIRST_NAMES = ['Maya', 'Leo', 'Sam', 'Ava', 'Noah', 'Priya', 'Omar', 'Zoe', 'Liam', 'Aisha', 'Ethan', 'Mei', 'Lucas', 'Chloe', 'Arjun', 'Emma'];
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
];
const STATUSES = ['pending', 'pending', 'pending', 'pending', 'pending', 'reviewing', 'reviewing', 'accepted', 'rejected', 'accepted'];

/** A small integer hash per (row, field), so the fields vary independently of each other. */
function hash(i: number, salt: number): number {
  let h = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T => list[hash(i, salt) % list.length]!;

/** Deterministic ids: one uuid family per table, the row number in the last group. */
const uuidOf = (family: number, i: number) => `00000000-0000-4000-${(0x8000 + family).toString(16)}-${i.toString(16).padStart(12, '0')}`;
const studentId = (i: number) => `benchstu${i.toString(36).padStart(6, '0')}`;
const employerId = (e: number) => `benchemp${e.toString(36).padStart(4, '0')}`;
const jobId = (k: number) => uuidOf(1, k);
const SCHOOL = { big: uuidOf(2, 0), small: uuidOf(2, 1) };

/** Students: i % 110 < 100 at the big school (100,000), == 100 at the small one (1,000), else none. */
const schoolOf = (i: number) => (i % 110 < 100 ? SCHOOL.big : i % 110 === 100 ? SCHOOL.small : null);
/** The benchmarked employer (employer 0) owns every 2,000th posting: 50 of them. */
const isEmployer0Posting = (k: number) => k % 2_000 === 0;
const employer0Posting = (n: number) => n * 2_000;
const BUSY_POSTING = employer0Posting(0);
const QUIET_POSTING = employer0Posting(49);
const DAY_MS = 86_400_000;

async function insertInBatches<T>(count: number, make: (i: number) => T | null, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const row = make(i);
      if (row) rows.push(row);
    }
    if (rows.length) await insert(rows);
  }
}

function makeUser(id: string, i: number, role: string) {
  const firstName = pick(FIRST_NAMES, i, 1);
  // 1% of students have no last name (the roster puts them last).
  const lastName = role === 'student' && i % 100 === 42 ? null : pick(LAST_NAMES, i, 2);
  const createdAt = new Date(Date.UTC(2024, 0, 1) + i * 300_000);
  return {
    id,
    name: `${firstName} ${lastName ?? ''}`.trim(),
    firstName,
    lastName,
    email: `${id}@bench.test`,
    emailVerified: true,
    role,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Application of student i to employer 0: 40% to the busy posting, 11 to the quiet one, the rest spread over 48. */
function employer0Application(i: number) {
  const n = i % 5 < 2 ? 0 : i % 10_000 === 7 ? 49 : 1 + (i % 48);
  return employer0Posting(n);
}

/** Every other student also applied to a posting of another employer. */
function otherApplication(i: number) {
  const k = hash(i, 9) % POSTINGS;
  return isEmployer0Posting(k) ? k + 1 : k;
}

async function load(database: Database, today: number): Promise<number> {
  const { db } = database;
  const started = performance.now();
  await db
    .insert(users)
    .values([makeUser('benchadmin', 0, 'admin'), makeUser('benchinst0', 1, 'institution'), makeUser('benchinst1', 2, 'institution')]);
  await db.insert(institutionProfiles).values([
    { id: SCHOOL.big, userId: 'benchinst0', institutionName: 'Maple Secondary', city: 'Toronto' },
    { id: SCHOOL.small, userId: 'benchinst1', institutionName: 'Birch Secondary', city: 'Toronto' },
  ]);
  await insertInBatches(
    EMPLOYERS,
    (e) => makeUser(employerId(e), e, 'employer'),
    (rows) => db.insert(users).values(rows),
  );
  await insertInBatches(
    EMPLOYERS,
    (e) => ({ userId: employerId(e), companyName: `${pick(LAST_NAMES, e, 3)} Trades ${e}`, city: 'Toronto' }),
    (rows) => db.insert(employerProfiles).values(rows),
  );
  await insertInBatches(
    STUDENTS,
    (i) => makeUser(studentId(i), i, 'student'),
    (rows) => db.insert(users).values(rows),
  );
  await insertInBatches(
    STUDENTS,
    (i) => ({
      userId: studentId(i),
      youthStatus: 'current_student',
      city: 'Toronto',
      grade: String(9 + (i % 4)),
      institutionId: schoolOf(i),
      skills: ['Teamwork'],
      resumeKey: i % 3 === 0 ? `resumes/${studentId(i)}.pdf` : null,
    }),
    (rows) => db.insert(studentProfiles).values(rows),
  );
  // Every student who names a school is an approved student of it (docs/decisions/016), so the rosters hold them.
  await db.execute(
    sql`insert into ${schoolLinks} (student_id, institution_id, status) select user_id, institution_id, 'approved' from ${studentProfiles} where institution_id is not null`,
  );
  await insertInBatches(
    POSTINGS,
    (k) => {
      const createdAt = new Date(Date.UTC(2024, 0, 1) + k * 300_000);
      return {
        id: jobId(k),
        employerId: isEmployer0Posting(k) ? employerId(0) : employerId(1 + (k % (EMPLOYERS - 1))),
        title: `${pick(['Junior', 'Apprentice', 'Trainee', 'Assistant'], k, 4)} ${pick(['Carpenter', 'Cashier', 'Developer', 'Cook'], k, 5)}`,
        companyName: `Company ${k % EMPLOYERS}`,
        description: 'A posting of the benchmark.',
        location: 'Toronto, ON',
        city: 'Toronto',
        type: pick(JOB_TYPES, k, 6),
        isActive: k % 10 !== 0,
        viewCount: hash(k, 7) % 500,
        createdAt,
        updatedAt: createdAt,
      };
    },
    (rows) => db.insert(jobs).values(rows),
  );
  // Applications: one per student to employer 0 (110,000), one more per even student elsewhere (55,000).
  await insertInBatches(
    STUDENTS * 2,
    (a) => {
      const i = a >> 1;
      if (a % 2 === 1 && i % 2 === 1) return null;
      const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 400_000 + (a % 2) * 3 * DAY_MS + (hash(a, 8) % 1_000));
      return {
        id: uuidOf(3, a),
        jobId: jobId(a % 2 === 0 ? employer0Application(i) : otherApplication(i)),
        studentId: studentId(i),
        status: pick(STATUSES, a, 10),
        createdAt,
        updatedAt: createdAt,
      };
    },
    (rows) => db.insert(applications).values(rows),
  );
  // Events: 100,000 over four years centred on today (about 68 a day, half of them upcoming).
  await insertInBatches(
    EVENTS,
    (e) => ({
      id: uuidOf(4, e),
      title: `Job fair ${e}`,
      description: 'An event of the benchmark.',
      eventDate: new Date(today + (Math.floor((e * 1_460) / EVENTS) - 730) * DAY_MS),
      location: 'Toronto',
      eventType: pick(EVENT_TYPES, e, 11),
      maxParticipants: e % 3 === 0 ? null : 100,
      createdBy: 'benchadmin',
      createdAt: new Date(Date.UTC(2024, 0, 1) + (hash(e, 12) % 1_000_000) * 60_000),
    }),
    (rows) => db.insert(events).values(rows),
  );
  // Registrations: students 0-49 each registered for the 2,000 events starting today (100,000).
  await insertInBatches(
    100_000,
    (r) => ({ eventId: uuidOf(4, EVENTS / 2 + (r % 2_000)), userId: studentId(Math.floor(r / 2_000)), registrationType: 'student' }),
    (rows) => db.insert(eventRegistrations).values(rows),
  );
  await db.execute(sql.raw('vacuum analyze'));
  return performance.now() - started;
}

type Scenario = { name: string; run: () => Promise<unknown> };

/** The cursor after `pages` pages of a list, found by walking them as a user would. */
async function cursorAfter(pages: number, fetchPage: (cursor?: string) => Promise<{ nextCursor: string | null }>) {
  let cursor: string | undefined;
  for (let page = 0; page < pages; page += 1) cursor = (await fetchPage(cursor)).nextCursor ?? undefined;
  return cursor!;
}

/** Runs `fetchPage` from the first page and after `DEEP` pages; the first page's total goes into the name. */
async function firstAndDeep<T extends { nextCursor: string | null; total: number | null }>(
  label: string,
  fetchPage: (cursor?: string) => Promise<T>,
  deep = true,
): Promise<Scenario[]> {
  const first = await fetchPage();
  const list: Scenario[] = [{ name: `${label} (${first.total} rows): first page + total`, run: () => fetchPage() }];
  if (deep) {
    const cursor = await cursorAfter(DEEP, fetchPage);
    list.push({ name: `${label}: deep page (cursor after ${DEEP} pages)`, run: () => fetchPage(cursor) });
  }
  return list;
}

async function adminPostings(database: Database) {
  return firstAndDeep('admin postings, all', (cursor) => listJobsForAdmin(database.db, { limit: PAGE.admin, ...(cursor ? { cursor } : {}) }));
}

async function school(database: Database) {
  const query = (cursor?: string) => ({ limit: PAGE.institution, ...(cursor ? { cursor } : {}) });
  return [
    ...(await firstAndDeep('roster, big school', (cursor) => listRosterStudents(database.db, SCHOOL.big, query(cursor)))),
    ...(await firstAndDeep('roster, small school', (cursor) => listRosterStudents(database.db, SCHOOL.small, query(cursor)), false)),
    ...(await firstAndDeep('placements, big school', (cursor) => listPlacements(database.db, SCHOOL.big, query(cursor)))),
    ...(await firstAndDeep('placements, small school', (cursor) => listPlacements(database.db, SCHOOL.small, query(cursor)), false)),
  ];
}

async function applicants(database: Database) {
  const list = (jobId?: string) => (cursor?: string) =>
    listEmployerApplications(database.db, employerId(0), { ...pageRequest({ limit: PAGE.employer, ...(cursor ? { cursor } : {}) }), jobId });
  return [
    ...(await firstAndDeep('applicants, all postings of one employer', list())),
    ...(await firstAndDeep('applicants, one busy posting', list(jobId(BUSY_POSTING)))),
    ...(await firstAndDeep('applicants, one quiet posting', list(jobId(QUIET_POSTING)), false)),
  ];
}

async function eventsList(database: Database, now: Date) {
  const list = (viewer: EventViewer) => (cursor?: string) =>
    listEventsForViewer(database.db, viewer, { limit: PAGE.events, ...(cursor ? { cursor } : {}) }, now);
  const visitor = { userId: null, isAdmin: false };
  // The first page of the past part: the cursor of the last upcoming event, as the page before it would give.
  const [lastUpcoming] = await database.db
    .select({ id: events.id, eventDateText: sql<string>`${events.eventDate}::text`, createdAtText: sql<string>`${events.createdAt}::text` })
    .from(events)
    .where(gte(events.eventDate, pastEventCutoff(now)))
    .orderBy(desc(events.eventDate), desc(events.createdAt), desc(events.id))
    .limit(1);
  const pastCursor = encodeEventCursor({ isUpcoming: true, ...lastUpcoming! });
  return [
    ...(await firstAndDeep('events, visitor', list(visitor))),
    ...(await firstAndDeep('events, signed-in student with registrations', list({ userId: studentId(0), isAdmin: false }), false)),
    ...(await firstAndDeep('events, admin (every registration)', list({ userId: 'benchadmin', isAdmin: true }), false)),
    { name: 'events, visitor: first page of past events (cursor after the last upcoming one)', run: () => list(visitor)(pastCursor) },
  ];
}

async function benchmark(label: string, database: Database) {
  const now = new Date();
  await applyMigrations(database);
  const loadMs = await load(database, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  console.log(`\n### ${label}: data loaded in ${(loadMs / 1000).toFixed(1)} s (${RUNS} runs each)\n`);
  await printTable([
    ...(await adminPostings(database)),
    ...(await school(database)),
    ...(await applicants(database)),
    ...(await eventsList(database, now)),
  ]);
}

await onEveryDatabase(benchmark);
