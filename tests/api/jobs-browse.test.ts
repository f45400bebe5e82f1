import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SEARCH_COUNT_CAP } from '@common/constants';
import { jobs } from '@server/db/schema';
import { JOB_SORTS } from '@common/contracts/jobs';
import { jobOrder } from '@server/features/jobs/job-order';
import { activeJobsQuery, listActiveJobs, toListItem } from '@server/features/jobs/job-page';
import { countActiveJobs, type JobSearch } from '@server/features/jobs/job-repository';
import { saveJob } from '@server/features/jobs/saved-job-repository';
import { buildJobSearchText } from '@server/features/jobs/search-text';
import { createJob, type NewJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let employer: Persona;
let student: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  student = await createPersona(t.app, 'student');
});
afterAll(async () => t.close());

const list = async (query = '', persona: Persona | null = null) => {
  const response = await send(t.app, persona, 'GET', `/api/jobs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Array<{ id: string; title: string; isSaved: boolean }>; total: number | null; nextCursor: string | null };
};

describe('GET /api/jobs search', () => {
  const fields: Record<string, Partial<NewJob>> = {
    title: { title: 'Zebrafish Keeper' },
    companyName: { companyName: 'Quokka Holdings' },
    description: { description: 'You will polish the xylophone daily.' },
    location: { location: 'Wombat Wharf' },
    city: { city: 'Yellowknife' },
    type: { type: 'Work Experience (After School)' },
    industry: { industry: 'Hair/Beauty' },
    requirements: { requirements: ['Narwhal licence'] },
  };
  const terms: Record<string, string> = {
    title: 'zEBRAfish',
    companyName: 'QUOKKA',
    description: 'xylophone',
    location: 'wombat wh',
    city: 'yellowKNIFE',
    type: 'after school',
    industry: 'hair/bea',
    requirements: 'narwhal',
  };

  beforeAll(async () => {
    for (const [field, values] of Object.entries(fields)) await createJob(t.app.deps.db, employer.userId!, { title: `Job by ${field}`, ...values });
  });

  for (const field of Object.keys(fields)) {
    it(`finds a job by its ${field}, whatever the case`, async () => {
      const body = await list(`?q=${encodeURIComponent(terms[field]!)}`);
      expect(body.total).toBe(1);
      expect(body.items).toHaveLength(1);
    });
  }

  it('fills search_text in the database as the code does (the migration that added the city rewrote every row)', async () => {
    await createJob(t.app.deps.db, employer.userId!, { title: 'No industry, no requirements', industry: null, requirements: [] });
    const migration = fs.readFileSync(new URL('../../drizzle/0004_job-search-covers-city.sql', import.meta.url), 'utf8');
    const before = await t.app.deps.db.select({ id: jobs.id, searchText: jobs.searchText }).from(jobs);
    await t.app.deps.db.execute(sql.raw(migration));
    const after = await t.app.deps.db.select({ id: jobs.id, searchText: jobs.searchText }).from(jobs);
    expect(after.length).toBeGreaterThan(5);
    expect(new Map(after.map((row) => [row.id, row.searchText]))).toEqual(new Map(before.map((row) => [row.id, row.searchText])));
  });

  it('treats % and _ in the term as plain characters', async () => {
    await createJob(t.app.deps.db, employer.userId!, { title: 'Grow 100% organic' });
    expect((await list(`?q=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('_')}`)).total).toBe(0);
  });

  it('keeps search_text in step with the fields when a job is created through the API', async () => {
    const created = await send(t.app, employer, 'POST', '/api/employer/jobs', {
      title: 'Okapi Groomer',
      companyName: 'Zoo Co',
      location: 'North',
      city: 'Toronto',
      description: 'Brush okapis.',
      requirements: ['Gentle hands'],
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.app.deps.db
      .select({ searchText: jobs.searchText })
      .from(jobs)
      .where(sql`${jobs.id} = ${created.json().job.id}`);
    expect(row!.searchText).toContain('okapi groomer');
    expect(row!.searchText).toContain('gentle hands');
    expect((await list('?q=GENTLE')).total).toBe(1);
  });

  it('refuses a search longer than 100 characters, naming the field', async () => {
    const response = await send(t.app, null, 'GET', `/api/jobs?q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('q');
  });
});

describe('GET /api/jobs filters and paging', () => {
  let fresh: TestApp;
  let owner: Persona;
  beforeAll(async () => {
    fresh = await createTestApp();
    owner = await createPersona(fresh.app, 'employer');
    const db = fresh.app.deps.db;
    for (let i = 0; i < 25; i += 1) {
      await createJob(db, owner.userId!, {
        title: `Retail ${i}`,
        industry: 'Retail',
        type: i % 2 ? 'Part Time' : 'Seasonal',
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      });
    }
    await createJob(db, owner.userId!, { title: 'Trades one', industry: 'Trades', type: 'Apprenticeships' });
    await createJob(db, owner.userId!, { title: 'Hidden', industry: 'Trades', isActive: false });
  });
  afterAll(async () => fresh.close());

  const get = async (query: string) => {
    const response = await send(fresh.app, null, 'GET', `/api/jobs${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists only active jobs, newest first, 20 a page with the total', async () => {
    const body = await get('');
    expect(body.total).toBe(26);
    expect(body.items).toHaveLength(20);
    expect(body.items[0].title).toBe('Trades one');
    expect(body.items[1].title).toBe('Retail 24');
    expect(body.items.map((job: { title: string }) => job.title)).not.toContain('Hidden');
    expect(body.items[0]).toMatchObject({ isActive: true, isSaved: false, _count: { applications: 0 }, viewCount: 0 });
  });

  it('counts exactly below the cap, and says so', async () => {
    expect(await get('')).toMatchObject({ total: 26, totalIsCapped: false });
    expect(await get('?q=retail')).toMatchObject({ total: 25, totalIsCapped: false });
  });

  it('counts matches no further than the cap it is given', async () => {
    const db = fresh.app.deps.db;
    expect(await countActiveJobs(db, {}, 26)).toEqual({ total: 26, isCapped: false });
    expect(await countActiveJobs(db, {}, 25)).toEqual({ total: 25, isCapped: true });
    expect(await countActiveJobs(db, {}, 10)).toEqual({ total: 10, isCapped: true });
    expect(await countActiveJobs(db, { q: 'retail', types: ['Part Time'] }, 12)).toEqual({ total: 12, isCapped: false });
    expect(await countActiveJobs(db, { q: 'retail', types: ['Part Time'] }, 11)).toEqual({ total: 11, isCapped: true });
  });

  it('walks every page with the cursor, without repeats, and counts only on the first page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await get(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      if (pages > 0) expect(body.total).toBeNull();
      seen.push(...body.items.map((job: { id: string }) => job.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(26);
  });

  // Each shape of search is a statement built once (job-page.ts): it must read the postings as they
  // are now, never an answer kept from an earlier request.
  it('reads the first page afresh each time, in either order and any page size', async () => {
    const db = fresh.app.deps.db;
    const titles = async (query: string) => (await get(query)).items.map((job: { title: string }) => job.title);
    expect(await titles('?limit=3')).toEqual(['Trades one', 'Retail 24', 'Retail 23']);
    const closing = await createJob(db, owner.userId!, { title: 'Closing soon', applicationDeadline: new Date(Date.now() + 86_400_000) });
    expect(await titles('?limit=3')).toEqual(['Closing soon', 'Trades one', 'Retail 24']);
    expect((await titles('?sort=closing&limit=2'))[0]).toBe('Closing soon');
    await db
      .update(jobs)
      .set({ isActive: false })
      .where(sql`${jobs.id} = ${closing.id}`);
    expect(await titles('?limit=3')).toEqual(['Trades one', 'Retail 24', 'Retail 23']);
    expect(await titles('?sort=closing&limit=2')).not.toContain('Closing soon');
    expect(await titles('?limit=1')).toEqual(['Trades one']);
  });

  // A statement's values are filled in per request and its rows skip drizzle's mapping: whatever the
  // shape, the answer is that of the same query built afresh for the search's own values.
  it('answers every shape of search as the query built for its values would', async () => {
    const db = fresh.app.deps.db;
    const reader = await createPersona(fresh.app, 'student');
    const [retail3] = await db
      .select({ id: jobs.id, city: jobs.city })
      .from(jobs)
      .where(sql`${jobs.title} = 'Retail 3'`);
    await saveJob(db, reader.userId!, retail3!.id);
    const reference = async (search: JobSearch) => {
      const rows = await activeJobsQuery(db, search);
      const pageRows = rows.slice(0, search.limit);
      const nextCursor = rows.length > search.limit ? jobOrder(search.sort).encode(pageRows.at(-1)!) : null;
      return { items: pageRows.map((row) => toListItem(row)), nextCursor };
    };
    const cursorAfter = async (search: JobSearch) => jobOrder(search.sort).decode((await listActiveJobs(db, search)).nextCursor ?? undefined);
    const searches: Array<Omit<JobSearch, 'limit' | 'savedBy'>> = [
      {},
      { q: 'retail 1' },
      { q: 'trades' },
      { industries: ['Retail'] },
      { industries: ['Trades', 'Retail'], types: ['Apprenticeships'] },
      { types: ['Part Time', 'Seasonal'], q: 'retail' },
      { city: retail3!.city.toUpperCase() },
      { city: 'Nowhere at all' },
      // Every posting here is placed at Toronto's centre: equal distances, ordered by id.
      { near: { latitude: 43.7, longitude: -79.42, km: 25 } },
      { near: { latitude: 43.7, longitude: -79.42, km: 5 }, q: 'retail' },
      { near: { latitude: 45.5, longitude: -73.57, km: 50 } },
    ];
    let compared = 0;
    for (const sort of JOB_SORTS) {
      // Nearest first needs a place (the route refuses it without one).
      for (const filters of searches.filter((search) => sort !== 'distance' || search.near)) {
        for (const savedBy of [null, reader.userId!]) {
          for (const limit of [3, 30]) {
            const search: JobSearch = { ...filters, sort, limit, savedBy };
            const first = await reference(search);
            expect(await listActiveJobs(db, search)).toEqual(first);
            const cursor = await cursorAfter(search);
            if (cursor) expect(await listActiveJobs(db, { ...search, cursor })).toEqual(await reference({ ...search, cursor }));
            compared += first.items.length;
          }
        }
      }
    }
    // The comparisons saw postings, saved ones among them, not only empty pages.
    expect(compared).toBeGreaterThan(300);
    const saved = await listActiveJobs(db, { q: 'retail 3', limit: 5, savedBy: reader.userId! });
    expect(saved.items.map((job) => [job.title, job.isSaved])).toEqual([['Retail 3', true]]);
  });

  it('filters by industry and by type, repeated or as a comma list', async () => {
    expect((await get('?industry=Trades')).total).toBe(1);
    expect((await get('?industry=Trades&industry=Retail')).total).toBe(26);
    expect((await get('?type=Seasonal')).total).toBe(13);
    expect((await get(`?type=${encodeURIComponent('Seasonal,Apprenticeships')}`)).total).toBe(14);
    expect((await get(`?industry=Retail&type=${encodeURIComponent('Part Time')}&q=retail%201`)).total).toBe(6);
  });

  it('names a wrong filter value, a bad limit and a bad cursor', async () => {
    const bad = async (query: string, path: string) => {
      const response = await send(fresh.app, null, 'GET', `/api/jobs${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path.split('.')[0])).toContain(path);
    };
    await bad('?industry=Mining', 'industry');
    await bad('?type=Gig', 'type');
    await bad('?limit=51', 'limit');
    await bad('?limit=0', 'limit');
    await bad('?cursor=garbage', 'cursor');
  });

  it('documents the query parameters in the OpenAPI document', async () => {
    const doc = (await send(fresh.app, null, 'GET', '/api/openapi.json')).json();
    const names = doc.paths['/api/jobs'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'industry', 'type', 'cursor', 'limit']));
  });
});

describe('saved jobs', () => {
  it('saves idempotently, shows isSaved only to that student, and forgets', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Heart me' });
    expect((await send(t.app, student, 'PUT', `/api/jobs/${job.id}/save`)).json()).toEqual({ isSaved: true });
    expect((await send(t.app, student, 'PUT', `/api/jobs/${job.id}/save`)).statusCode).toBe(200);
    const mine = await list('?q=heart%20me', student);
    expect(mine.items[0]!.isSaved).toBe(true);
    const other = await createPersona(t.app, 'student');
    expect((await list('?q=heart%20me', other)).items[0]!.isSaved).toBe(false);
    expect((await list('?q=heart%20me')).items[0]!.isSaved).toBe(false);
    const saved = (await send(t.app, student, 'GET', '/api/student/saved-jobs')).json();
    expect(saved.total).toBe(1);
    expect(saved.items[0]).toMatchObject({ id: job.id, isSaved: true });
    const detail = (await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json();
    expect(detail.job.isSaved).toBe(true);
    expect((await send(t.app, student, 'DELETE', `/api/jobs/${job.id}/save`)).json()).toEqual({ isSaved: false });
    expect((await send(t.app, student, 'DELETE', `/api/jobs/${job.id}/save`)).statusCode).toBe(200);
    expect((await send(t.app, student, 'GET', '/api/student/saved-jobs')).json().total).toBe(0);
  });

  it('refuses unknown jobs, inactive jobs, visitors, other roles and a student without a profile', async () => {
    const inactive = await createJob(t.app.deps.db, employer.userId!, { isActive: false });
    expect((await send(t.app, student, 'PUT', '/api/jobs/not-a-uuid/save')).statusCode).toBe(404);
    expect((await send(t.app, student, 'PUT', '/api/jobs/00000000-0000-4000-8000-000000000000/save')).statusCode).toBe(404);
    expect((await send(t.app, student, 'PUT', `/api/jobs/${inactive.id}/save`)).statusCode).toBe(404);
    const active = await createJob(t.app.deps.db, employer.userId!);
    expect((await send(t.app, null, 'PUT', `/api/jobs/${active.id}/save`)).statusCode).toBe(401);
    expect((await send(t.app, employer, 'PUT', `/api/jobs/${active.id}/save`)).statusCode).toBe(403);
    const bare = await createPersona(t.app, 'student', { withProfile: false });
    const refused = await send(t.app, bare, 'PUT', `/api/jobs/${active.id}/save`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/profile/);
  });
});

describe('GET /api/jobs/:id', () => {
  it("shows every field to a visitor and counts the visit, but not the owner's or an admin's", async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, {
      title: 'Detail',
      duration: '6 weeks',
      requirements: ['A', 'B'],
      isHighSchoolOpportunity: true,
      applicationDeadline: new Date('2099-01-01T00:00:00Z'),
    });
    const first = await send(t.app, null, 'GET', `/api/jobs/${job.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().job).toMatchObject({
      id: job.id,
      title: 'Detail',
      duration: '6 weeks',
      requirements: ['A', 'B'],
      isHighSchoolOpportunity: true,
      applicationDeadline: '2099-01-01T00:00:00.000Z',
      viewCount: 1,
    });
    expect(first.json().viewer).toEqual({
      isStudentWithProfile: false,
      hasResume: false,
      hasApplied: false,
      applicationStatus: null,
      isOwner: false,
      seesViews: false,
    });
    await send(t.app, employer, 'GET', `/api/jobs/${job.id}`);
    const admin = await createPersona(t.app, 'admin');
    await send(t.app, admin, 'GET', `/api/jobs/${job.id}`);
    const byStudent = (await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json();
    expect(byStudent.job.viewCount).toBe(2);
    expect(byStudent.viewer.isStudentWithProfile).toBe(true);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await send(t.app, null, 'GET', `/api/jobs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('shows an inactive job only to its owner and admins', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, { isActive: false });
    expect((await send(t.app, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await send(t.app, await createPersona(t.app, 'employer'), 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    const own = await send(t.app, employer, 'GET', `/api/jobs/${job.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().viewer.isOwner).toBe(true);
    expect((await send(t.app, await createPersona(t.app, 'admin'), 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/stats', () => {
  it('counts only active postings', async () => {
    const before = (await send(t.app, null, 'GET', '/api/stats')).json().activeOpportunities;
    const created = (
      await send(t.app, employer, 'POST', '/api/employer/jobs', {
        title: 'Counter',
        companyName: 'C',
        location: 'L',
        city: 'Toronto',
        description: 'D',
      })
    ).json();
    expect((await send(t.app, null, 'GET', '/api/stats')).json().activeOpportunities).toBe(before + 1);
    await send(t.app, employer, 'PATCH', `/api/employer/jobs/${created.job.id}`, { isActive: false });
    expect((await send(t.app, null, 'GET', '/api/stats')).json().activeOpportunities).toBe(before);
  });
});

describe('GET /api/jobs over the count cap', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    const owner = await createPersona(big.app, 'employer');
    const job = { title: 'Shelf stacker', companyName: 'Big Shop', description: 'Stack shelves.', location: 'Downtown', city: 'Toronto' };
    const row = {
      ...job,
      type: 'Part Time',
      industry: 'Retail',
      requirements: [],
      employerId: owner.userId!,
      employerVerified: true,
      searchText: '',
    };
    row.searchText = buildJobSearchText({ ...row });
    await big.app.deps.db.insert(jobs).values(Array.from({ length: JOB_SEARCH_COUNT_CAP + 1 }, () => row));
  });
  afterAll(async () => big.close());

  it('answers "at least the cap" instead of counting every match', async () => {
    const response = await send(big.app, null, 'GET', '/api/jobs?q=shelf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: JOB_SEARCH_COUNT_CAP, totalIsCapped: true });
  });
});
