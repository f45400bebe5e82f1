import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { savedJobs } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The dashboards' lists page like every list (docs/decisions/007): cursor and limit in,
// { items, nextCursor, total } out, newest first, the total on the first page only.

let t: TestApp;
let employer: Persona;
let student: Persona;
const postingIds: string[] = [];
const SIX = 6;

/** Each of the six rows one minute apart, the newest last; two share a time so the id breaks the tie. */
const minute = (i: number) => new Date(Date.UTC(2025, 5, 1, 12, i === 5 ? 4 : i));

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  student = await createPersona(t.app, 'student');
  const { db } = t.app.deps;
  for (let i = 0; i < SIX; i += 1) {
    const job = await createJob(db, employer.userId!, { title: `Paged ${i}`, createdAt: minute(i) });
    postingIds.push(job.id);
    await createApplication(db, job.id, student.userId!, { createdAt: minute(i) });
    await db.insert(savedJobs).values({ studentId: student.userId!, jobId: job.id, createdAt: minute(i) });
  }
});
afterAll(async () => t.close());

interface PageAnswer {
  items: Array<{ id: string; createdAt?: string }>;
  nextCursor: string | null;
  total: number | null;
}

/** Walks every page of a list, two at a time; returns the pages as answered. */
async function walk(caller: Persona, endpoint: EndpointDeclaration, query: Record<string, unknown> = {}): Promise<PageAnswer[]> {
  const pages: PageAnswer[] = [];
  let cursor: string | null = null;
  do {
    const response = await sendTo(t.app, caller, endpoint, { query: { ...query, limit: 2, ...(cursor ? { cursor } : {}) } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as PageAnswer;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

function expectWholeList(pages: PageAnswer[]): string[] {
  expect(pages).toHaveLength(3);
  expect(pages.map((page) => page.total)).toEqual([SIX, null, null]);
  expect(pages.at(-1)!.nextCursor).toBeNull();
  const ids = pages.flatMap((page) => page.items.map((item) => item.id));
  expect(new Set(ids).size).toBe(SIX);
  return ids;
}

describe("paging of the dashboards' lists", () => {
  it("walks the student's applications, newest first", async () => {
    const pages = await walk(student, jobsEndpoints.studentApplications);
    expectWholeList(pages);
    const times = pages.flatMap((page) => page.items.map((item) => item.createdAt!));
    expect(times).toEqual([...times].sort().reverse());
  });

  it("walks the student's saved jobs, most recently saved first", async () => {
    const ids = expectWholeList(await walk(student, jobsEndpoints.savedJobs));
    expect(ids.slice(2)).toEqual([postingIds[3], postingIds[2], postingIds[1], postingIds[0]]);
  });

  it("walks the employer's postings, with the stat cards on every page", async () => {
    const pages = await walk(employer, jobsEndpoints.employerJobs);
    const ids = expectWholeList(pages);
    expect(ids.slice(2)).toEqual([postingIds[3], postingIds[2], postingIds[1], postingIds[0]]);
    for (const page of pages) expect(page).toMatchObject({ stats: { activePostings: SIX, totalApplications: SIX } });
  });

  it("walks the applications to the employer's postings, and to one posting", async () => {
    expectWholeList(await walk(employer, jobsEndpoints.employerApplications));
    const one = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId: postingIds[0] } });
    expect(one.json()).toMatchObject({ total: 1, nextCursor: null, items: [{ job: { id: postingIds[0] } }] });
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    const lists = [jobsEndpoints.studentApplications, jobsEndpoints.savedJobs, jobsEndpoints.employerJobs, jobsEndpoints.employerApplications];
    for (const endpoint of lists) {
      const caller = endpoint.access.roles?.includes('student') ? student : employer;
      const response = await sendTo(t.app, caller, endpoint, { query: { cursor: 'garbage' } });
      expect(response.statusCode, endpoint.path).toBe(400);
      expect(response.json().issues[0].path).toBe('cursor');
    }
  });
});

describe('bad ids', () => {
  it('answers a malformed id like an unknown one: 404 with the same message', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const job = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params: { id }, body: { isActive: true } });
      expect(job.statusCode).toBe(404);
      expect(job.json()).toEqual({ code: 'NOT_FOUND', message: 'That job was not found.' });
      const application = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'reviewing' } });
      expect(application.statusCode).toBe(404);
      expect(application.json()).toEqual({ code: 'NOT_FOUND', message: 'That application was not found.' });
    }
  });
});
