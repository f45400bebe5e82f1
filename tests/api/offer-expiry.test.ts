import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ANSWER_DAYS, UNDO_WINDOW_MS } from '@common/constants';
import type { StudentApplication, StudentApplicationsResponse } from '@common/contracts/jobs';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { applications, notifications, placements } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Offers expire (docs/product/applications.md#offers-expire): an offer the student has not answered
// within OFFER_ANSWER_DAYS of being told of it closes as offer_expired in the hourly run; the student,
// the employer and the student's school are told once. Accepting an offer may withdraw the student's
// other open applications, each as a withdrawal. Time passes by moving the clock (clock-moves.ts).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

/** A student of a school, and an employer that made them an offer the student has just been told of. */
async function offerTold() {
  const employer = await createPersona(t.app, 'employer');
  const school = await createInstitution(t.app);
  const student = await createLinkedStudent(t.app, school.profileId!);
  const job = await createJob(db(), employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs Ltd' });
  const { id } = await createApplication(db(), job.id, student.userId!);
  const offer = await sendTo(t.app, employer, jobsEndpoints.updateApplication, {
    params: { id },
    body: { status: 'offered', note: 'Two afternoons a week.' },
  });
  expect(offer.statusCode, offer.body).toBe(200);
  await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE, id);
  return { employer, school, student, id };
}

async function studentApplication(student: Persona, id: string): Promise<StudentApplication> {
  const response = await sendTo(t.app, student, jobsEndpoints.studentApplications, { query: { limit: 50 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StudentApplicationsResponse).items.find((item) => item.id === id)!;
}

const statusOf = async (id: string) =>
  (await db().select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]!.status;

async function bell(persona: Persona, kind: string) {
  return db()
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, persona.userId!), eq(notifications.kind, kind)));
}

describe('an offer not answered in time', () => {
  it('shows the student by when to answer, and expires OFFER_ANSWER_DAYS after they were told, telling the student, the employer and the school once', async () => {
    const { employer, school, student, id } = await offerTold();
    const told = await studentApplication(student, id);
    expect(told.status).toBe('offered');
    const answerBy = Date.parse(told.offer!.answerBy!);
    expect(Math.abs(answerBy - (Date.now() + OFFER_ANSWER_DAYS * DAY))).toBeLessThan(5 * MINUTE);
    // The employer's view of the offer says nothing of the student's other applications.
    expect(told.offer!.otherOpenApplications).toBe(0);

    await clockMoves(t.app, OFFER_ANSWER_DAYS * DAY - HOUR, id);
    expect(await statusOf(id)).toBe('offered');

    await clockMoves(t.app, HOUR + MINUTE, id);
    expect(await statusOf(id)).toBe('offer_expired');
    const expired = await studentApplication(student, id);
    expect(expired.offer).toMatchObject({ note: 'Two afternoons a week.', answerBy: null });

    const toStudent = (await bell(student, 'application_status')).filter((row) => row.params.status === 'offer_expired');
    expect(toStudent).toHaveLength(1);
    const toEmployer = (await bell(employer, 'application_student_answered')).filter((row) => row.params.answer === 'offer_expired');
    expect(toEmployer).toHaveLength(1);
    const toSchool = await bell(school, 'application_status');
    expect(toSchool.map((row) => row.params)).toEqual([
      expect.objectContaining({ status: 'offer_expired', reader: 'institution', studentName: expect.any(String) }),
    ]);

    // Too late to accept; and another run tells nobody again.
    const late = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer: 'accept' } });
    expect(late.statusCode).toBe(409);
    await clockMoves(t.app, DAY, id);
    expect((await bell(student, 'application_status')).filter((row) => row.params.status === 'offer_expired')).toHaveLength(1);
    expect((await bell(employer, 'application_student_answered')).filter((row) => row.params.answer === 'offer_expired')).toHaveLength(1);
    expect(await bell(school, 'application_status')).toHaveLength(1);
  });

  it('an offer answered in time does not expire', async () => {
    const { student, id } = await offerTold();
    const accept = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer: 'accept' } });
    expect(accept.statusCode, accept.body).toBe(200);
    await clockMoves(t.app, (OFFER_ANSWER_DAYS + 1) * DAY, id);
    expect(await statusOf(id)).toBe('accepted');
  });
});

describe('accepting an offer and withdrawing the others', () => {
  async function withOthers() {
    const parties = await offerTold();
    const otherEmployer = await createPersona(t.app, 'employer');
    const pendingJob = await createJob(db(), otherEmployer.userId!, { title: 'Library Page', companyName: 'Town Library' });
    const pending = await createApplication(db(), pendingJob.id, parties.student.userId!);
    const interviewJob = await createJob(db(), otherEmployer.userId!, { title: 'Camp Helper', companyName: 'Town Library' });
    const interview = await createApplication(db(), interviewJob.id, parties.student.userId!, { status: 'interview', answeredAt: new Date() });
    const closedJob = await createJob(db(), otherEmployer.userId!, { title: 'Usher', companyName: 'Town Library' });
    const closed = await createApplication(db(), closedJob.id, parties.student.userId!, {
      status: 'rejected',
      notSelectedReason: 'other',
      answeredAt: new Date(),
    });
    return { ...parties, otherEmployer, others: [pending.id, interview.id], closed: closed.id };
  }

  it('the offer says how many others are open; accepting with withdrawOthers withdraws them and tells their employer', async () => {
    const { student, id, otherEmployer, others, closed } = await withOthers();
    expect((await studentApplication(student, id)).offer!.otherOpenApplications).toBe(2);
    const accept = await sendTo(t.app, student, applicationsEndpoints.answerOffer, {
      params: { id },
      body: { answer: 'accept', withdrawOthers: true },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await statusOf(id)).toBe('accepted');
    for (const other of others) expect(await statusOf(other)).toBe('withdrawn');
    // A closed one stays as it was.
    expect(await statusOf(closed)).toBe('rejected');
    expect(await bell(otherEmployer, 'application_withdrawn')).toHaveLength(2);
    expect(await db().select({ id: placements.id }).from(placements).where(eq(placements.applicationId, id))).toHaveLength(1);
  });

  it('without withdrawOthers the others stay; declining never withdraws them', async () => {
    const kept = await withOthers();
    const accept = await sendTo(t.app, kept.student, applicationsEndpoints.answerOffer, { params: { id: kept.id }, body: { answer: 'accept' } });
    expect(accept.statusCode, accept.body).toBe(200);
    for (const other of kept.others) expect(await statusOf(other)).not.toBe('withdrawn');

    const declined = await withOthers();
    const decline = await sendTo(t.app, declined.student, applicationsEndpoints.answerOffer, {
      params: { id: declined.id },
      body: { answer: 'decline', withdrawOthers: true },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    for (const other of declined.others) expect(await statusOf(other)).not.toBe('withdrawn');
  });

  it('refuses a withdrawOthers that is not true or false (400)', async () => {
    const { student, id } = await offerTold();
    const response = await sendTo(t.app, student, applicationsEndpoints.answerOffer, {
      params: { id },
      body: { answer: 'accept', withdrawOthers: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('withdrawOthers must be true or false');
  });
});
