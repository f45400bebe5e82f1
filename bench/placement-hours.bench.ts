// npm run bench:hours: the hours' part of the placements' hourly run and the school's overdue list
// (docs/product/placement-hours.md) at scale: 10,000 active placements, 8,000 of them with one school,
// each with last week's days logged and four earlier weeks verified (about 170,000 shifts), one in ten
// with an hours link unanswered for 4 to 18 days; and 2,000 completed placements with their closures
// in every state. Measured: (a) the overdue list of the big school and of a small one, through the
// repository function (BENCH_RUNS runs), and the big school's through the real route with a signed-in
// school (BENCH_HOURS_REQUESTS requests, one after another); (b) runHoursSchedule on a Monday morning,
// which queues the weekly supervisor e-mails (the count and the time, once: it runs once a week);
// (c) the big school's list four days after that run, its worst case. PGlite always (unless
// BENCH_SKIP_PGLITE=1), PostgreSQL when BENCH_DATABASE_URL points at a server (a scratch database is
// created and dropped). Nothing is asserted: it prints Markdown tables for docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { PlacementTerms } from '@common/contracts/placements';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import type { Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { runHoursSchedule } from '@server/features/placement-hours/hours-schedule-run';
import { overduePlacements, overdueStatement } from '@server/features/placement-hours/school-hours-repository';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createInstitutionProfile, createUserAccount } from '@server/seed/factories';
import { createLocalStorage } from '@server/storage/local-storage';
import { onEveryDatabase, printTable } from './helpers';

const ACTIVE = 10_000;
const COMPLETED = 2_000;
const EMPLOYERS = 200;
const REQUESTS = Number(process.env.BENCH_HOURS_REQUESTS ?? 200);
const PASSWORD = 'bench-password-1';
const DAY_MS = 86_400_000;
const BIG_SCHOOL = '00000000-0000-4000-9000-000000000001';
const SMALL_SCHOOL = '00000000-0000-4000-9000-000000000002';

/** This week's Monday at 13:00 UTC (09:00 in Toronto in summer, 08:00 in winter): the weekly run's morning. */
function thisMonday(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS + 13 * 3_600_000);
}
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** An Ontario agreement from `start` to `end`, Monday to Friday 9 to 3 with a half-hour break. */
function termsOf(start: string, end: string): PlacementTerms {
  const base = emptyTerms();
  return {
    ...base,
    workplace: { ...base.workplace, legalName: 'Bench Workplace Inc.', city: 'Toronto', country: 'Canada', region: 'Ontario' },
    startDate: start,
    endDate: end,
    schedule: { days: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '15:00', breakMinutes: 30 })) },
    weeklyHours: 27.5,
    supervisor: { name: 'Sam Supervisor', role: 'Manager', email: 'supervisor@bench.test', phone: '416 555 0101' },
  };
}

/** Everything but the big school's account, with set-based SQL (generate_series). */
async function seed(database: Database, monday: Date) {
  const { db } = database;
  const mondayMs = monday.getTime() - 13 * 3_600_000;
  const active = JSON.stringify(termsOf(dayOf(mondayMs - 8 * 7 * DAY_MS), dayOf(mondayMs + 8 * 7 * DAY_MS)));
  const total = ACTIVE + COMPLETED;
  await db.execute(sql`
    insert into users (id, name, first_name, last_name, email, email_verified, role)
    select 'hstu' || i, 'Student ' || i, (array['Maya','Leo','Sam','Ava','Noah','Priya','Omar','Zoe'])[1 + i % 8], 'Bench' || (i % 997), 'hstu' || i || '@bench.test', true, 'student'
    from generate_series(1, ${total}) i
    union all
    select 'hemp' || e, 'Employer ' || e, 'Emp', 'Loyer' || e, 'hemp' || e || '@bench.test', true, 'employer' from generate_series(1, ${EMPLOYERS}) e
    union all select 'hinst2', 'Small school', 'Small', 'School', 'hinst2@bench.test', true, 'institution'`);
  await db.execute(
    sql`insert into institution_profiles (id, user_id, institution_name, city, verification_status) values (${SMALL_SCHOOL}, 'hinst2', 'Birch Secondary', 'Toronto', 'verified')`,
  );
  await db.execute(sql`
    insert into jobs (id, employer_id, title, company_name, description, location, city)
    select ('00000000-0000-4000-9100-' || lpad(to_hex(e), 12, '0'))::uuid, 'hemp' || e, 'Helper ' || e, 'Company ' || e, 'Bench work.', 'Downtown', 'Toronto'
    from generate_series(1, ${EMPLOYERS}) e`);
  // Students 1-8,000 and the completed ones 10,001-11,600 at the big school, 8,001-9,500 at the small one, the rest with none.
  await db.execute(sql`
    insert into school_links (student_id, institution_id, status, decided_at)
    select 'hstu' || i, case when i <= 8000 or i > 10000 and i <= 11600 then ${BIG_SCHOOL}::uuid else ${SMALL_SCHOOL}::uuid end, 'approved', now()
    from generate_series(1, ${total}) i where i <= 9500 or i > 10000 and i <= 11600`);
  await db.execute(sql`
    insert into applications (id, job_id, student_id, status, answered_at)
    select ('00000000-0000-4000-9200-' || lpad(to_hex(i), 12, '0'))::uuid, ('00000000-0000-4000-9100-' || lpad(to_hex(1 + i % ${EMPLOYERS}), 12, '0'))::uuid, 'hstu' || i, 'accepted', now()
    from generate_series(1, ${total}) i`);
  await db.execute(sql`
    insert into placements (id, application_id, student_id, employer_id, institution_id, status, terms)
    select ('00000000-0000-4000-9300-' || lpad(to_hex(i), 12, '0'))::uuid, ('00000000-0000-4000-9200-' || lpad(to_hex(i), 12, '0'))::uuid,
      'hstu' || i, 'hemp' || (1 + i % ${EMPLOYERS}),
      case when i <= 8000 or i > 10000 and i <= 11600 then ${BIG_SCHOOL}::uuid when i <= 9500 then ${SMALL_SCHOOL}::uuid end,
      case when i <= ${ACTIVE} then 'active' else 'completed' end,
      case when i <= ${ACTIVE} then ${active}::jsonb
        else jsonb_set(jsonb_set(${active}::jsonb, '{endDate}', to_jsonb(to_char(${monday.toISOString()}::timestamptz - make_interval(days => 4 + i % 40), 'YYYY-MM-DD'))),
          '{startDate}', to_jsonb(to_char(${monday.toISOString()}::timestamptz - make_interval(days => 60 + i % 40), 'YYYY-MM-DD'))) end
    from generate_series(1, ${total}) i`);
  const pid = (i: string) => sql.raw(`('00000000-0000-4000-9300-' || lpad(to_hex(${i}), 12, '0'))::uuid`);
  // Weeks 2 to 5 before this one: one answered link each, Monday to Friday verified (every third week approved).
  await db.execute(sql`
    insert into supervisor_links (placement_id, purpose, token_hash, period_start, period_end, sent_to, sent_at, expires_at, used_at)
    select ${pid('i')}, 'hours', md5('w' || i || '-' || w), (${dayOf(mondayMs)}::date - 7 * w), (${dayOf(mondayMs)}::date - 7 * w + 6), 'supervisor@bench.test',
      ${monday.toISOString()}::timestamptz - make_interval(days => 7 * (w - 1)), ${monday.toISOString()}::timestamptz - make_interval(days => 7 * (w - 1) - 14),
      ${monday.toISOString()}::timestamptz - make_interval(days => 7 * (w - 1) - 1)
    from generate_series(1, ${ACTIVE}) i, generate_series(2, 5) w`);
  await db.execute(sql`
    insert into placement_shifts (placement_id, work_date, start_time, end_time, break_minutes, minutes, status, verified_by, verified_at, approved_at)
    select ${pid('i')}, ${dayOf(mondayMs)}::date - 7 * w + d, '09:00', '15:00', 30, 330,
      case when w % 3 = 0 then 'approved' else 'verified' end, 'supervisor', now(), case when w % 3 = 0 then now() end
    from generate_series(1, ${ACTIVE}) i, generate_series(2, 5) w, generate_series(0, 4) d`);
  // One placement in ten: last week's link unanswered, sent 4 to 18 days ago, its shifts awaiting (the overdue list's hours).
  await db.execute(sql`
    with links as (
      insert into supervisor_links (placement_id, purpose, token_hash, sent_to, sent_at, expires_at)
      select ${pid('i')}, 'hours', md5('o' || i), 'supervisor@bench.test', now() - make_interval(days => 4 + i % 15), now() + interval '1 day'
      from generate_series(10, ${ACTIVE}, 10) i
      returning id, placement_id, sent_at
    )
    insert into placement_shifts (placement_id, work_date, start_time, end_time, break_minutes, minutes, status, supervisor_link_id)
    select placement_id, ${dayOf(mondayMs)}::date - 14 - 7 * (extract(day from now() - sent_at)::int / 7) + d, '09:00', '15:00', 30, 330, 'awaiting_supervisor', id
    from links, generate_series(5, 6) d`);
  // Last week, Monday to Friday, logged: what the weekly e-mail sends.
  await db.execute(sql`
    insert into placement_shifts (placement_id, work_date, start_time, end_time, break_minutes, minutes, status)
    select ${pid('i')}, ${dayOf(mondayMs)}::date - 7 + d, '09:00', '15:00', 30, 330, 'logged'
    from generate_series(1, ${ACTIVE}) i, generate_series(0, 4) d`);
  // The completed placements' closures: by i % 5, nothing in, evaluated only, both in (waiting), signed off, did not show.
  await db.execute(sql`
    insert into placement_closures (placement_id, evaluation_requested_at, outcome, ratings, would_host_again, evaluated_at, reflection, agrees_with_evaluation, reflected_at, signed_off_at)
    select ${pid('i')}, now() - interval '3 days',
      case when i % 5 = 0 then null when i % 5 = 4 then 'did_not_show' else 'completed' end,
      case when i % 5 in (1, 2, 3) then '{"punctuality":{"rating":4,"comment":null},"teamwork":{"rating":4,"comment":null},"communication":{"rating":4,"comment":null},"initiative":{"rating":4,"comment":null},"safety":{"rating":4,"comment":null}}'::jsonb end,
      case when i % 5 <> 0 then true end,
      case when i % 5 <> 0 then now() - make_interval(days => 1 + i % 5) end,
      case when i % 5 in (2, 3) then 'Learnt a lot.' end, case when i % 5 in (2, 3) then true end,
      case when i % 5 in (2, 3) then now() - make_interval(days => 1 + i % 3) end,
      case when i % 5 = 3 then now() - interval '1 day' end
    from generate_series(${ACTIVE + 1}::int, ${total}::int) i`);
  // As autovacuum leaves a busy table: its statistics and visibility map (index-only scans read no heap).
  await db.execute(sql`vacuum analyze`);
}

async function benchmark(label: string, database: Database) {
  await applyMigrations(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-bench-hours-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(dataDir, { minFreeBytes: 0 }),
    authSecret: 'bench-secret-that-is-long-enough-for-better-auth',
    serveWeb: false,
    logger: false,
  });
  try {
    await app.ready();
    const school = await createUserAccount(app.deps.auth, {
      email: 'maple@bench.test',
      password: PASSWORD,
      firstName: 'Maple',
      lastName: 'Secondary',
      role: 'institution',
    });
    await createInstitutionProfile(database.db, school.id, { id: BIG_SCHOOL, institutionName: 'Maple Secondary', city: 'Toronto' });
    const monday = thisMonday(new Date());
    const seeding = performance.now();
    await seed(database, monday);
    console.log(`\n### ${label}: data loaded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

    const first = await overduePlacements(database.db, BIG_SCHOOL, new Date(), 50);
    if (process.env.BENCH_EXPLAIN === '1') {
      const plan = await database.db.execute(sql`explain (analyze, buffers) ${overdueStatement(BIG_SCHOOL, new Date(), 50)}`);
      console.log((plan as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'maple@bench.test', password: PASSWORD } });
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((value) => value.split(';')[0]).join('; ');
    const viaRoute = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/institution/placements/overdue', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`overdue answered ${response.statusCode}: ${response.body}`);
    };
    await printTable([
      {
        name: `overdue list, big school (${first.total} items, first 50): repository`,
        run: () => overduePlacements(database.db, BIG_SCHOOL, new Date(), 50),
      },
      { name: 'overdue list, small school: repository', run: () => overduePlacements(database.db, SMALL_SCHOOL, new Date(), 50) },
    ]);
    // The whole route, one request after another, as a school's page asks for it.
    for (let i = 0; i < 10; i += 1) await viaRoute();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      await viaRoute();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(2);
    console.log(`\n| GET /api/institution/placements/overdue, big school, ${REQUESTS} requests | p50 ${at(50)} ms | p95 ${at(95)} ms |`);

    // Then the weekly run, and the list four days later, when every link it sent is overdue too: the
    // worst case, each of the school's active placements waiting on its supervisor.
    const run = performance.now();
    const hours = await runHoursSchedule(app.deps, monday);
    console.log('| the hourly run on a Monday morning | supervisor e-mails queued | ms |');
    console.log('|---|---:|---:|');
    console.log(`| runHoursSchedule(${monday.toISOString()}) | ${hours.hoursMails} | ${(performance.now() - run).toFixed(0)} |\n`);

    const later = new Date(monday.getTime() + 4 * DAY_MS);
    const worst = await overduePlacements(database.db, BIG_SCHOOL, later, 50);
    await printTable([
      {
        name: `overdue list, big school, 4 days after the run (${worst.total} items, first 50): repository`,
        run: () => overduePlacements(database.db, BIG_SCHOOL, later, 50),
      },
    ]);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEveryDatabase(benchmark);
