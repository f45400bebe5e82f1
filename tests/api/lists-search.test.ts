import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { users } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { eq } from 'drizzle-orm';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Search that finds places, the browse list's city filter and orders (docs/product/jobs.md#browse),
// and the searched, filtered lists that page to the end: a posting's applicants
// (docs/product/dashboards.md#employer-dashboard), a school's roster and placements
// (docs/product/schools.md#roster-and-placements).

let t: TestApp;
let employer: Persona;
const db = () => t.app.deps.db;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

interface PageAnswer {
  items: Array<Record<string, unknown> & { id: string }>;
  nextCursor: string | null;
  total: number | null;
}

/** Every page of a list, `limit` at a time, as a reader walks it with "Show more". */
async function walk(caller: Persona | null, endpoint: EndpointDeclaration, query: Record<string, unknown>, limit = 2): Promise<PageAnswer[]> {
  const pages: PageAnswer[] = [];
  let cursor: string | null = null;
  do {
    const response = await sendTo(t.app, caller, endpoint, { query: { ...query, limit, ...(cursor ? { cursor } : {}) } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as PageAnswer;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}
const idsOf = (pages: PageAnswer[]) => pages.flatMap((page) => page.items.map((item) => item.id));

describe('browse: search by place, city filter and order', () => {
  const CITY = 'Port Zebulon';
  const at = (day: number) => new Date(Date.UTC(2030, 0, day, 12));
  let ids: { soon: string; later: string; none1: string; none2: string; elsewhere: string };

  beforeAll(async () => {
    const make = (title: string, values: Record<string, unknown>) =>
      createJob(db(), employer.userId!, { title, city: CITY, ...values }).then((job) => job.id);
    ids = {
      later: await make('Zebulon later', { applicationDeadline: at(20), createdAt: at(1) }),
      soon: await make('Zebulon soon', { applicationDeadline: at(10), createdAt: at(2) }),
      none1: await make('Zebulon open 1', { createdAt: at(3) }),
      none2: await make('Zebulon open 2', { createdAt: at(4) }),
      elsewhere: await createJob(db(), employer.userId!, { title: 'Zebulon fan club', city: 'Elsewhere Bay', createdAt: at(5) }).then(
        (job) => job.id,
      ),
    };
  });

  it('finds postings by their city in the search box, whatever the case', async () => {
    const response = await sendTo(t.app, null, jobsEndpoints.list, { query: { q: 'port ZEBULON' } });
    expect(response.statusCode).toBe(200);
    expect(new Set(response.json().items.map((job: { id: string }) => job.id))).toEqual(new Set([ids.later, ids.soon, ids.none1, ids.none2]));
    expect(response.json().total).toBe(4);
  });

  it('filters by the whole city name, any case, and counts what it keeps', async () => {
    const pages = await walk(null, jobsEndpoints.list, { city: 'port zebulon' });
    expect(pages[0]!.total).toBe(4);
    expect(idsOf(pages)).toEqual([ids.none2, ids.none1, ids.soon, ids.later]);
    const part = await sendTo(t.app, null, jobsEndpoints.list, { query: { city: 'Zebulon' } });
    expect(part.json()).toMatchObject({ items: [], total: 0 });
    // A search word and the city together: both must match.
    const both = await sendTo(t.app, null, jobsEndpoints.list, { query: { q: 'zebulon', city: 'Elsewhere Bay' } });
    expect(both.json().items.map((job: { id: string }) => job.id)).toEqual([ids.elsewhere]);
  });

  it('orders by closing soonest, postings without a deadline last, across pages', async () => {
    const pages = await walk(null, jobsEndpoints.list, { city: CITY, sort: 'closing' }, 1);
    expect(pages).toHaveLength(4);
    const ordered = idsOf(pages);
    expect(ordered.slice(0, 2)).toEqual([ids.soon, ids.later]);
    expect(new Set(ordered.slice(2))).toEqual(new Set([ids.none1, ids.none2]));
    expect(pages.map((page) => page.total)).toEqual([4, null, null, null]);
  });

  it('says what is wrong with a bad sort, city or cursor', async () => {
    const sort = await sendTo(t.app, null, jobsEndpoints.list, { query: { sort: 'cheapest' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().issues[0]).toMatchObject({ path: 'sort' });
    const city = await sendTo(t.app, null, jobsEndpoints.list, { query: { city: 'x'.repeat(81) } });
    expect(city.statusCode).toBe(400);
    expect(city.json().issues[0]).toMatchObject({ path: 'city' });
    const cursor = await sendTo(t.app, null, jobsEndpoints.list, { query: { sort: 'closing', cursor: 'garbage' } });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().issues[0]).toMatchObject({ path: 'cursor' });
  });
});

describe("a posting's applicants: searched, filtered, paged to the end", () => {
  let jobId: string;
  let students: Persona[];

  beforeAll(async () => {
    jobId = (await createJob(db(), employer.userId!, { title: 'Many applicants' })).id;
    students = [];
    for (let i = 0; i < 5; i += 1) {
      const student = await createPersona(t.app, 'student');
      await db()
        .update(users)
        .set({ firstName: i < 2 ? 'Quinn' : `Other${i}`, lastName: `Applicant${i}` })
        .where(eq(users.id, student.userId!));
      await createApplication(db(), jobId, student.userId!, {
        status: i % 2 === 0 ? 'accepted' : 'pending',
        createdAt: new Date(Date.UTC(2030, 1, 1, i)),
      });
      students.push(student);
    }
  });

  it('pages through every applicant of the posting', async () => {
    const pages = await walk(employer, jobsEndpoints.employerApplications, { jobId });
    expect(pages.map((page) => page.total)).toEqual([5, null, null]);
    expect(idsOf(pages)).toHaveLength(5);
  });

  it('searches by name and by e-mail address', async () => {
    const byName = await walk(employer, jobsEndpoints.employerApplications, { jobId, q: 'quinn' }, 1);
    expect(byName[0]!.total).toBe(2);
    expect(idsOf(byName)).toHaveLength(2);
    const byEmail = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId, q: students[3]!.email!.toUpperCase() } });
    expect(byEmail.json()).toMatchObject({ total: 1, items: [{ student: { id: students[3]!.userId } }] });
  });

  it('filters by status, with the search too', async () => {
    const accepted = await walk(employer, jobsEndpoints.employerApplications, { jobId, status: 'accepted' });
    expect(accepted[0]!.total).toBe(3);
    expect(accepted.flatMap((page) => page.items.map((item) => item.status))).toEqual(['accepted', 'accepted', 'accepted']);
    const both = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId, status: 'pending', q: 'Quinn' } });
    expect(both.json()).toMatchObject({ total: 1, items: [{ student: { id: students[1]!.userId } }] });
    const bad = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId, status: 'hired' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'status' });
  });

  it("does not find another employer's applicants", async () => {
    const other = await createPersona(t.app, 'employer');
    const response = await sendTo(t.app, other, jobsEndpoints.employerApplications, { query: { jobId, q: 'quinn' } });
    expect(response.json()).toMatchObject({ items: [], total: 0 });
  });
});

describe("a school's roster and placements: searched, filtered, paged to the end", () => {
  let school: Persona;
  const roster: Record<'placed' | 'applied' | 'idle1' | 'idle2' | 'idle3', Persona> = {} as never;

  beforeAll(async () => {
    school = await createInstitution(t.app, 'Roster Town', 'Roster School');
    const job = await createJob(db(), employer.userId!, { title: 'Roster job' });
    const job2 = await createJob(db(), employer.userId!, { title: 'Roster job 2' });
    for (const key of ['placed', 'applied', 'idle1', 'idle2', 'idle3'] as const) {
      roster[key] = await createLinkedStudent(t.app, school.profileId);
      await db()
        .update(users)
        .set({ firstName: key === 'placed' ? 'Rowan' : 'Sam', lastName: `Roster-${key}` })
        .where(eq(users.id, roster[key].userId!));
    }
    await createApplication(db(), job.id, roster.placed.userId!, { status: 'accepted' });
    await createApplication(db(), job2.id, roster.placed.userId!, { status: 'rejected' });
    await createApplication(db(), job.id, roster.applied.userId!, { status: 'reviewing' });
    // Not this school's: never listed, whatever the search.
    await createLinkedStudent(t.app, null);
  });

  it('pages through every student, by name', async () => {
    const pages = await walk(school, institutionsEndpoints.students, {});
    expect(pages.map((page) => page.total)).toEqual([5, null, null]);
    expect(pages.flatMap((page) => page.items.map((item) => item.lastName))).toEqual([
      'Roster-applied',
      'Roster-idle1',
      'Roster-idle2',
      'Roster-idle3',
      'Roster-placed',
    ]);
  });

  it('searches by name or e-mail address', async () => {
    const byName = await sendTo(t.app, school, institutionsEndpoints.students, { query: { q: 'rowan' } });
    expect(byName.json()).toMatchObject({ total: 1, items: [{ id: roster.placed.userId }] });
    const byEmail = await sendTo(t.app, school, institutionsEndpoints.students, { query: { q: roster.idle2.email } });
    expect(byEmail.json()).toMatchObject({ total: 1, items: [{ id: roster.idle2.userId }] });
    const wildcard = await sendTo(t.app, school, institutionsEndpoints.students, { query: { q: '%' } });
    expect(wildcard.json()).toMatchObject({ total: 0, items: [] });
  });

  it('filters by where the students stand: placed, applied, not applied', async () => {
    const placed = await sendTo(t.app, school, institutionsEndpoints.students, { query: { status: 'placed' } });
    expect(placed.json()).toMatchObject({ total: 1, items: [{ id: roster.placed.userId, placementCount: 1 }] });
    const applied = await sendTo(t.app, school, institutionsEndpoints.students, { query: { status: 'applied' } });
    expect(applied.json()).toMatchObject({ total: 1, items: [{ id: roster.applied.userId, applicationCount: 1, placementCount: 0 }] });
    const idle = await walk(school, institutionsEndpoints.students, { status: 'not_applied', q: 'sam' });
    expect(idle[0]!.total).toBe(3);
    expect(idsOf(idle)).toEqual([roster.idle1.userId, roster.idle2.userId, roster.idle3.userId]);
    const bad = await sendTo(t.app, school, institutionsEndpoints.students, { query: { status: 'graduated' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'status' });
  });

  it('filters placements by status; the placement count stays the whole count', async () => {
    const all = await walk(school, institutionsEndpoints.placements, {}, 1);
    expect(idsOf(all)).toHaveLength(3);
    const accepted = await sendTo(t.app, school, institutionsEndpoints.placements, { query: { status: 'accepted' } });
    expect(accepted.json()).toMatchObject({ total: 1, placementCount: 1, items: [{ status: 'accepted', isPlacement: true }] });
    const rejected = await sendTo(t.app, school, institutionsEndpoints.placements, { query: { status: 'rejected' } });
    expect(rejected.json()).toMatchObject({ total: 1, placementCount: 1, items: [{ status: 'rejected' }] });
  });
});
