import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ANSWER_DAYS, UNDO_WINDOW_MS } from '@common/constants';
import type { EmployerApplication, EmployerApplicationsResponse, StudentApplication } from '@common/contracts/jobs';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { applicationInterviews, applications } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

// The rules around the answers (docs/product/applications.md): who sees an application and its
// interview file, "Viewed", the "To answer" list, withdrawing, and applying again.

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

async function setUp() {
  const employer = await createPersona(t.app, 'employer');
  const job = await createJob(db(), employer.userId!, { title: 'Garden Helper', companyName: 'Green Co' });
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  const applied = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
  expect(applied.statusCode, applied.body).toBe(201);
  await t.app.deps.queue.drain();
  return { employer, student, jobId: job.id, id: (applied.json() as { application: { id: string } }).application.id };
}

const open = (employer: Persona, id: string) => sendTo(t.app, employer, applicationsEndpoints.employerApplication, { params: { id } });
const ics = (persona: Persona, id: string) => send(t.app, persona, 'GET', `/api/applications/${id}/interview.ics`);
const withdraw = (student: Persona, id: string) => sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params: { id } });

describe('GET /api/employer/applications/:id', () => {
  it('records the first opening only, for the student to see; anyone else’s or a withdrawn one is not found', async () => {
    const { employer, student, id } = await setUp();
    const other = await createPersona(t.app, 'employer');
    expect((await open(other, id)).statusCode).toBe(404);
    const [untouched] = await db().select({ viewedAt: applications.viewedAt }).from(applications).where(eq(applications.id, id));
    expect(untouched!.viewedAt).toBeNull();

    const first = await open(employer, id);
    expect(first.statusCode, first.body).toBe(200);
    const viewedAt = (first.json() as { application: EmployerApplication }).application.viewedAt;
    expect(viewedAt).not.toBeNull();
    const answerDueAt = Date.parse((first.json() as { application: EmployerApplication }).application.answerDueAt);
    expect(answerDueAt).toBeGreaterThan(Date.now() + (APPLICATION_ANSWER_DAYS - 1) * DAY);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await open(employer, id)).json().application.viewedAt).toBe(viewedAt);
    const mine = await sendTo(t.app, student, jobsEndpoints.studentApplications, { query: {} });
    expect(mine.json().items[0].viewedAt).toBe(viewedAt);

    expect((await withdraw(student, id)).statusCode).toBe(200);
    expect((await open(employer, id)).statusCode).toBe(404);
  });
});

describe('GET /api/applications/:id/interview.ics', () => {
  it('gives the interview to the student once told and to the employer; anyone else, or no interview: not found', async () => {
    const { employer, student, id } = await setUp();
    expect((await ics(employer, id)).statusCode).toBe(404);
    const startsAt = new Date(Math.floor((Date.now() + 3 * DAY) / MINUTE) * MINUTE);
    const moved = await sendTo(t.app, employer, jobsEndpoints.updateApplication, {
      params: { id },
      body: { status: 'interview', interview: { startsAt: startsAt.toISOString(), durationMinutes: 30, callLink: 'https://call.example/x' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Held: the employer has it, the student not yet.
    expect((await ics(employer, id)).statusCode).toBe(200);
    expect((await ics(student, id)).statusCode).toBe(404);
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);

    const file = await ics(student, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('interview.ics');
    expect(file.body).toContain(`UID:application-${id}@localhost`);
    expect(file.body).toContain('SEQUENCE:0');
    expect(file.body).toContain(
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(file.body).toContain('SUMMARY:Interview: Garden Helper (Green Co)');
    expect(file.body).toContain('LOCATION:https://call.example/x');

    expect((await ics(await createPersona(t.app, 'student'), id)).statusCode).toBe(404);
    expect((await ics(await createPersona(t.app, 'employer'), id)).statusCode).toBe(404);
    expect((await ics(await createPersona(t.app, 'institution'), id)).statusCode).toBe(403);
  });
});

describe('the answers refused', () => {
  it('a student answers only what waits for them; a closed application moves no more', async () => {
    const { employer, student, id } = await setUp();
    const interview = await sendTo(t.app, student, applicationsEndpoints.answerInterview, { params: { id }, body: { answer: 'accept' } });
    expect(interview.statusCode).toBe(409);
    expect(interview.json()).toEqual({ code: 'CONFLICT', message: 'No interview is waiting for your answer on this application.' });
    const offer = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer: 'accept' } });
    expect(offer.statusCode).toBe(409);
    const someoneElse = await sendTo(t.app, await createPersona(t.app, 'student'), applicationsEndpoints.answerOffer, {
      params: { id },
      body: { answer: 'accept' },
    });
    expect(someoneElse.statusCode).toBe(404);
    const badAnswer = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer: 'maybe' } });
    expect(badAnswer.statusCode).toBe(400);

    await db().update(applications).set({ status: 'no_response' }).where(eq(applications.id, id));
    const closed = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'reviewing' } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This application is closed: it can no longer be changed.');
  });
});

describe('"To answer" (sort=due)', () => {
  it('lists only the applications waiting for a first answer, the soonest due first, page by page', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!);
    const dueIn = [5, 1, 9, 3, 12];
    const ids: string[] = [];
    for (const [index, days] of dueIn.entries()) {
      const student = await createPersona(t.app, 'student');
      const status = index === 4 ? 'reviewing' : 'pending';
      ids.push((await createApplication(db(), job.id, student.userId!, { status, answerDueAt: new Date(Date.now() + days * DAY) })).id);
    }
    // Answered (told), and answered but still held: neither waits.
    const told = await createApplication(db(), job.id, (await createPersona(t.app, 'student')).userId!, {
      status: 'rejected',
      notSelectedReason: 'other',
      answerDueAt: new Date(Date.now() + DAY / 2),
    });
    const held = await createApplication(db(), job.id, (await createPersona(t.app, 'student')).userId!, {
      answerDueAt: new Date(Date.now() + DAY / 3),
    });
    const moved = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id: held.id }, body: { status: 'offered' } });
    expect(moved.statusCode, moved.body).toBe(200);

    const order = [1, 3, 0, 2, 4].map((index) => ids[index]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    do {
      const page = await sendTo(t.app, employer, jobsEndpoints.employerApplications, {
        query: { sort: 'due', limit: 2, ...(cursor ? { cursor } : {}) },
      });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as EmployerApplicationsResponse;
      if (!cursor) total = body.total;
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(order);
    expect(total).toBe(5);
    expect(seen).not.toContain(told.id);
    expect(seen).not.toContain(held.id);

    const bad = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { sort: 'due', cursor: 'garbage' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('cursor');
    const newest = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { sort: 'newest' } });
    expect((newest.json() as EmployerApplicationsResponse).total).toBe(7);
  });
});

describe('withdrawing', () => {
  it('is open until an answer closes it; an accepted one is talked over with the employer', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!);
    const cases = [
      ['pending', 200],
      ['reviewing', 200],
      ['interview', 200],
      ['offered', 200],
      ['withdrawn', 200],
      ['accepted', 409],
      ['declined', 409],
      ['rejected', 409],
      ['no_response', 409],
    ] as const;
    for (const [status, expected] of cases) {
      const student = await createPersona(t.app, 'student');
      const application = await createApplication(db(), job.id, student.userId!, { status });
      const answer = await withdraw(student, application.id);
      expect(answer.statusCode, status).toBe(expected);
      if (status === 'accepted') expect(answer.json().message).toContain('This application was accepted');
      else if (expected === 409) expect(answer.json().message, status).toBe('This application is closed.');
    }
  });

  it('and applying again starts afresh: a new deadline, nothing viewed, answered or said, no interview', async () => {
    const { employer, student, jobId, id } = await setUp();
    await open(employer, id);
    await sendTo(t.app, employer, jobsEndpoints.updateApplication, {
      params: { id },
      body: { status: 'interview', interview: { startsAt: new Date(Date.now() + 2 * DAY).toISOString(), durationMinutes: 20, place: 'Shed' } },
    });
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
    await db()
      .update(applications)
      .set({
        answerDueAt: new Date(Date.now() - DAY),
        reminderSentAt: new Date(),
        offerNote: 'old',
        notSelectedReason: 'other',
        notSelectedNote: 'old',
      })
      .where(eq(applications.id, id));
    expect((await withdraw(student, id)).statusCode).toBe(200);

    const again = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: jobId }, body: {} });
    expect(again.statusCode, again.body).toBe(201);
    const application = (again.json() as { application: StudentApplication }).application;
    expect(application).toMatchObject({ id, status: 'pending', viewedAt: null, interview: null, offer: null, notSelected: null });
    expect(Date.parse(application.answerDueAt)).toBeGreaterThan(Date.now() + (APPLICATION_ANSWER_DAYS - 1) * DAY);
    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ answeredAt: null, reminderSentAt: null, offerNote: null, notSelectedReason: null, notSelectedNote: null });
    expect(await db().select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, id))).toEqual([]);
  });
});
