import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ANSWER_DAYS } from '@common/constants';
import type { JobDetailResponse, ListJobsResponse } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { employerResponseStats, jobs } from '@server/db/schema';
import { runApplicationDeadlines } from '@server/features/applications/deadlines';
import { insertJob } from '@server/features/jobs/job-repository';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The response rate students see on a posting (docs/product/applications.md#response-rate):
// computed by the hourly run from the employer's counted applications of the last 90 days, shown
// from 10 of them, and the job list's "answers most" order and "employers who answer" filter.

const DAY_MS = 86_400_000;
let t: TestApp;
let student: Persona;
/** A city of this file's own, so the list holds only its postings. */
const city = `Rateville ${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  student = await createPersona(t.app, 'student');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

/** How an application went: answered after so many days (null: not answered), sent so many days ago, its status. */
interface Sent {
  sentDaysAgo: number;
  answeredAfterDays: number | null;
  status?: string;
}
const answeredInTime = (days = 1.5): Sent => ({ sentDaysAgo: 20, answeredAfterDays: days, status: 'rejected' });
const answeredLate: Sent = { sentDaysAgo: 20, answeredAfterDays: APPLICATION_ANSWER_DAYS + 1, status: 'rejected' };
const noResponse: Sent = { sentDaysAgo: 20, answeredAfterDays: null, status: 'no_response' };
const times = (count: number, sent: Sent) => Array.from({ length: count }, () => sent);

/**
 * An employer whose applications went as `sent` (each to a switched-off posting of its own, so the
 * list shows only the employer's `shown` postings in this file's city, newest last).
 */
async function employerWith(sent: Sent[], shown = 1) {
  const employer = await createPersona(t.app, 'employer');
  for (const [index, application] of sent.entries()) {
    const job = await createJob(db(), employer.userId!, { title: `Old posting ${index}`, isActive: false });
    const sentAt = new Date(Date.now() - application.sentDaysAgo * DAY_MS);
    await createApplication(db(), job.id, student.userId!, {
      status: application.status ?? 'pending',
      createdAt: sentAt,
      answerDueAt: new Date(sentAt.getTime() + APPLICATION_ANSWER_DAYS * DAY_MS),
      answeredAt: application.answeredAfterDays === null ? null : new Date(sentAt.getTime() + application.answeredAfterDays * DAY_MS),
      ...(application.status === 'rejected' ? { notSelectedReason: 'other' } : {}),
    });
  }
  const postings: string[] = [];
  for (let index = 0; index < shown; index += 1) {
    const job = await createJob(db(), employer.userId!, {
      title: `Shown posting ${index}`,
      city,
      createdAt: new Date(Date.now() - (shown - index) * 60_000),
    });
    postings.push(job.id);
  }
  return { employer, postings };
}

async function statsOf(employer: Persona) {
  const [row] = await db().select().from(employerResponseStats).where(eq(employerResponseStats.employerId, employer.userId!));
  return row ?? null;
}

async function listed(query: Record<string, string | number | boolean>): Promise<ListJobsResponse> {
  const response = await sendTo(t.app, null, jobsEndpoints.list, {
    query: { city, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListJobsResponse;
}

/** Every posting of the list in its order, page after page. */
async function listedIds(query: Record<string, string | number | boolean>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ListJobsResponse = await listed({ ...query, limit: 2, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((job) => job.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

// answersAll: 10 answered within a day (100%, usually 1 day).
// answersMost: 8 in time, 2 late, 1 no response, plus a withdrawn answered one, a pending one
//   within its days and one sent 100 days ago, none of which count: 8 of 11, 73%; usually 2 days.
// tooFew: 9 answered in time: no rate shown.
// answersNone: 10 closed with no response: 0%, none answered.
let answersAll: Awaited<ReturnType<typeof employerWith>>;
let answersMost: Awaited<ReturnType<typeof employerWith>>;
let tooFew: Awaited<ReturnType<typeof employerWith>>;
let answersNone: Awaited<ReturnType<typeof employerWith>>;
let firstRun: Awaited<ReturnType<typeof runApplicationDeadlines>>;

beforeAll(async () => {
  answersAll = await employerWith(times(10, answeredInTime(0.2)), 2);
  answersMost = await employerWith([
    ...times(8, answeredInTime()),
    ...times(2, answeredLate),
    noResponse,
    { sentDaysAgo: 20, answeredAfterDays: 1, status: 'withdrawn' },
    { sentDaysAgo: 1, answeredAfterDays: null },
    { sentDaysAgo: 100, answeredAfterDays: 1, status: 'rejected' },
  ]);
  tooFew = await employerWith(times(9, answeredInTime()));
  answersNone = await employerWith(times(10, noResponse), 0);
  firstRun = await runApplicationDeadlines(t.app.deps, new Date());
});

describe('the response rate', () => {
  it('counts answered and overdue applications of the window, never withdrawn ones; late answers are not in time', async () => {
    expect(await statsOf(answersMost.employer)).toMatchObject({ counted: 11, answeredInTime: 8, typicalDays: 2 });
    expect(await statsOf(answersAll.employer)).toMatchObject({ counted: 10, answeredInTime: 10, typicalDays: 1 });
    expect(firstRun.postingsRated).toBeGreaterThanOrEqual(2 + 10 + 1 + 14);
  });

  it('shows 0% for an employer that answered none (no usual days: 0)', async () => {
    expect(await statsOf(answersNone.employer)).toMatchObject({ counted: 10, answeredInTime: 0, typicalDays: null });
    const id = await insertJob(db(), answersNone.employer.userId!, {
      title: 'Ghost posting',
      companyName: 'Company',
      location: 'Downtown',
      city: 'Elsewhere',
      description: 'Help.',
      type: 'Part Time',
      requirements: [],
      isHighSchoolOpportunity: false,
      employerVerified: true,
    });
    const detail = await sendTo(t.app, student, jobsEndpoints.detail, { params: { id } });
    expect((detail.json() as JobDetailResponse).job.employerResponse).toEqual({ ratePercent: 0, typicalDays: 0 });
  });

  it('hides itself under 10 counted applications', async () => {
    expect(await statsOf(tooFew.employer)).toMatchObject({ counted: 9, answeredInTime: 9 });
    const [posting] = await db().select().from(jobs).where(eq(jobs.id, tooFew.postings[0]!));
    expect(posting).toMatchObject({ employerResponseRate: null, employerResponseDays: null });
  });

  it("shows on the posting's card and page", async () => {
    const page = await listed({});
    const card = page.items.find((job) => job.id === answersMost.postings[0]);
    expect(card?.employerResponse).toEqual({ ratePercent: 73, typicalDays: 2 });
    expect(page.items.find((job) => job.id === tooFew.postings[0])?.employerResponse).toBeNull();
    const detail = await sendTo(t.app, student, jobsEndpoints.detail, { params: { id: answersAll.postings[0]! } });
    expect((detail.json() as JobDetailResponse).job.employerResponse).toEqual({ ratePercent: 100, typicalDays: 1 });
  });

  it('writes only the postings whose values change on the next run', async () => {
    const again = await runApplicationDeadlines(t.app.deps, new Date());
    expect(again.postingsRated).toBe(0);
  });

  it("starts a new posting with its employer's rate", async () => {
    const id = await insertJob(db(), answersMost.employer.userId!, {
      title: 'Newer posting',
      companyName: 'Company',
      location: 'Downtown',
      city: 'Elsewhere',
      description: 'Help.',
      type: 'Part Time',
      requirements: [],
      isHighSchoolOpportunity: false,
      employerVerified: true,
    });
    const [posting] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(posting).toMatchObject({ employerResponseRate: 73, employerResponseDays: 2 });
  });
});

describe('the job list', () => {
  it('sorts by the response rate, postings without one last, then newest first, page after page', async () => {
    expect(await listedIds({ sort: 'response' })).toEqual([
      answersAll.postings[1],
      answersAll.postings[0],
      answersMost.postings[0],
      tooFew.postings[0],
    ]);
  });

  it('keeps only the employers who answer most (a rate of at least 80%)', async () => {
    expect(await listedIds({ responsive: true })).toEqual([answersAll.postings[1], answersAll.postings[0]]);
    expect(await listedIds({ responsive: true, sort: 'response' })).toEqual([answersAll.postings[1], answersAll.postings[0]]);
    const page = await listed({ responsive: true });
    expect(page.total).toBe(2);
  });

  it('answers a response cursor that does not decode with a 400 naming the cursor', async () => {
    const response = await sendTo(t.app, student, jobsEndpoints.list, {
      query: { sort: 'response', cursor: Buffer.from(JSON.stringify(['500|2026-01-01', 'x'])).toString('base64url') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('cursor');
  });
});
