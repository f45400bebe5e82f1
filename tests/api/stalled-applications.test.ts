import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ANSWER_DAYS, APPLICATION_REMINDER_DAYS } from '@common/constants';
import { applicationsEndpoints, type StalledApplicationsResponse } from '@common/endpoints/applications';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A school's "Waiting for an answer" card (docs/product/applications.md#schools-stalled-applications):
// its approved students' applications unanswered 7 days or more after they were sent, and those
// closed with no response in the last 30 days, oldest first.

const DAY_MS = 86_400_000;
let t: TestApp;
let school: Persona;
let otherSchool: Persona;
let employer: Persona;
/** The applications the school should see, oldest first. */
const expected: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Stalled High');
  otherSchool = await createInstitution(t.app, 'Toronto', 'Other High');
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

/** An application of `student` sent `daysAgo` days ago, to a posting of its own. */
async function sent(student: Persona, daysAgo: number, values: Partial<Parameters<typeof createApplication>[3]> = {}) {
  const job = await createJob(db(), employer.userId!, { title: `Posting ${daysAgo}`, companyName: 'Crumbs Ltd' });
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  const application = await createApplication(db(), job.id, student.userId!, {
    createdAt,
    answerDueAt: new Date(createdAt.getTime() + APPLICATION_ANSWER_DAYS * DAY_MS),
    ...values,
  });
  return application.id;
}

async function stalledPage(persona: Persona, query: Record<string, unknown> = {}): Promise<StalledApplicationsResponse> {
  const response = await sendTo(t.app, persona, applicationsEndpoints.stalledApplications, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StalledApplicationsResponse;
}

describe("a school's stalled applications", () => {
  beforeAll(async () => {
    const maya = await createLinkedStudent(t.app, school.profileId);
    const pending = await createLinkedStudent(t.app, school.profileId, {}, 'pending');
    const outsider = await createPersona(t.app, 'student');
    // Seen: waiting 7+ days (pending or reviewing), closed with no response within 30 days.
    const closedRecently = await sent(maya, APPLICATION_ANSWER_DAYS + 20, { status: 'no_response' });
    const reviewing = await sent(maya, APPLICATION_REMINDER_DAYS + 3, { status: 'reviewing' });
    const waiting = await sent(maya, APPLICATION_REMINDER_DAYS + 0.1);
    expected.push(closedRecently, reviewing, waiting);
    // Not seen: too recent, answered, withdrawn, closed long ago, a student the school has not approved, another school's.
    await sent(maya, APPLICATION_ANSWER_DAYS + 40, { status: 'no_response' });
    await sent(maya, APPLICATION_REMINDER_DAYS - 0.1);
    await sent(maya, APPLICATION_REMINDER_DAYS + 2, { status: 'interview', answeredAt: new Date() });
    await sent(maya, APPLICATION_REMINDER_DAYS + 2, { status: 'withdrawn' });
    await sent(pending, APPLICATION_REMINDER_DAYS + 2);
    await sent(outsider, APPLICATION_REMINDER_DAYS + 2);
  });

  it('lists its own students waiting 7 days or more and those closed with no response in 30 days, oldest first', async () => {
    const page = await stalledPage(school);
    expect(page.items.map((item) => item.id)).toEqual(expected);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.status)).toEqual(['no_response', 'reviewing', 'pending']);
    expect(page.items[1]).toMatchObject({
      student: { firstName: 'Teststudent', lastName: 'User' },
      job: { title: `Posting ${APPLICATION_REMINDER_DAYS + 3}`, companyName: 'Crumbs Ltd' },
    });
  });

  it('pages oldest first, the total on the first page only', async () => {
    const first = await stalledPage(school, { limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual(expected.slice(0, 2));
    expect(first.nextCursor).not.toBeNull();
    const second = await stalledPage(school, { limit: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(2));
    expect(second.total).toBeNull();
    expect(second.nextCursor).toBeNull();
  });

  it('shows another school none of them', async () => {
    expect(await stalledPage(otherSchool)).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('answers a cursor that does not decode with a 400 naming the cursor', async () => {
    const response = await sendTo(t.app, school, applicationsEndpoints.stalledApplications, { query: { cursor: 'nonsense' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('cursor');
  });
});
