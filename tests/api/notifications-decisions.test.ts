import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationItem, NotificationsPage } from '@common/contracts/notifications';
import { adminEndpoints } from '@common/endpoints/admin';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import type { NotificationKind } from '@common/enums';
import { schoolLinks } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// Decisions about someone are told to them at once (docs/product/notifications.md): a school or an
// employer verified or rejected by FirstRung, a student approved or declined by a school; and a
// school sees a student's request to join in the bell at once, not only in the daily summary.

const PUBLIC_URL = 'http://localhost:5000';

let smtp: TestSmtp;
let t: TestApp;
let admin: Persona;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function ofKind(persona: Persona, kind: NotificationKind): Promise<NotificationItem[]> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === kind);
}
const waitForMail = (persona: Persona, subject: RegExp) =>
  smtp.waitFor((mail) => mail.to.toLowerCase() === persona.email!.toLowerCase() && subject.test(mail.subject));

const decideVerification = async (kind: 'employer' | 'institution', id: string, body: Record<string, unknown>) => {
  const response = await sendTo(t.app, admin, adminEndpoints.decideVerification, { params: { kind, id }, body });
  expect(response.statusCode, response.body).toBe(200);
};

async function signUpEmployer(companyName: string) {
  const employer = await createPersona(t.app, 'employer', { withProfile: false });
  const saved = await sendTo(t.app, employer, profilesEndpoints.saveEmployerProfile, {
    body: { companyName, city: 'Toronto', country: 'Canada', region: 'Ontario' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { employer, profileId: saved.json().profile.id as string };
}

async function signUpSchool(institutionName: string) {
  const school = await createPersona(t.app, 'institution', { withProfile: false });
  const saved = await sendTo(t.app, school, profilesEndpoints.saveInstitutionProfile, { body: { institutionName, city: 'Hamilton' } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { school, profileId: saved.json().profile.id as string };
}

describe('FirstRung decides on an organisation', () => {
  it('tells a verified employer at once, in the app and by e-mail', async () => {
    const { employer, profileId } = await signUpEmployer('Harbour <b>Freight</b>');
    await decideVerification('employer', profileId, { decision: 'verified' });

    const [item] = await ofKind(employer, 'verification_decided');
    expect(item).toMatchObject({ params: { decision: 'verified', name: 'Harbour <b>Freight</b>' }, link: '/employer-dashboard', readAt: null });
    const mail = await waitForMail(employer, /^FirstRung verified Harbour <b>Freight<\/b>$/);
    expect(mail.text).toContain('Your postings are now public');
    expect(mail.text).toContain(`${PUBLIC_URL}/employer-dashboard`);
    expect(mail.html).not.toContain('<b>Freight');
  });

  it('tells a rejected school why, in the app and by e-mail', async () => {
    const { school, profileId } = await signUpSchool('Hillside Academy');
    await decideVerification('institution', profileId, { decision: 'rejected', reason: 'No such school in the registry.' });

    const [item] = await ofKind(school, 'verification_decided');
    expect(item).toMatchObject({
      params: { decision: 'rejected', name: 'Hillside Academy', reason: 'No such school in the registry.' },
      link: '/',
    });
    const mail = await waitForMail(school, /^FirstRung could not verify Hillside Academy$/);
    expect(mail.text).toContain('No such school in the registry.');
  });

  it('tells a school verified after a rejection again: each decision is news', async () => {
    const { school, profileId } = await signUpSchool('Second Chance School');
    await decideVerification('institution', profileId, { decision: 'rejected' });
    await decideVerification('institution', profileId, { decision: 'verified' });
    const items = await ofKind(school, 'verification_decided');
    expect(items.map((item) => item.params.decision)).toEqual(['verified', 'rejected']);
    expect(items[1]!.params).not.toHaveProperty('reason');
  });
});

describe("a student's request to join a school", () => {
  async function studentAsking(school: Persona): Promise<Persona> {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    const saved = await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: school.profileId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return student;
  }
  const requestIdOf = async (student: Persona) => {
    const [row] = await t.app.deps.db.select({ id: schoolLinks.id }).from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!));
    return row!.id;
  };
  const answer = async (school: Persona, student: Persona, decision: 'approve' | 'decline') => {
    const response = await sendTo(t.app, school, schoolLinksEndpoints.decideLinkRequest, {
      params: { id: await requestIdOf(student) },
      body: { decision },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('is in the school’s bell at once, naming the student; no e-mail until the daily summary', async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Bell School');
    const student = await studentAsking(school);
    const [item] = await ofKind(school, 'school_link_requested');
    expect(item).toMatchObject({ params: { studentName: 'Teststudent User' }, link: '/', readAt: null });
    // Saving the profile again with the same school is no new request.
    const again = await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: school.profileId },
    });
    expect(again.statusCode).toBe(200);
    expect(await ofKind(school, 'school_link_requested')).toHaveLength(1);
    await t.app.deps.queue.drain();
    expect(smtp.to(school.email!)).toEqual([]);
  });

  it('tells an approved student at once, in the app and by e-mail', async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Riverside Secondary');
    const student = await studentAsking(school);
    await answer(school, student, 'approve');
    const [item] = await ofKind(student, 'school_link_decided');
    expect(item).toMatchObject({ params: { decision: 'approved', institutionName: 'Riverside Secondary' }, link: '/' });
    const mail = await waitForMail(student, /^Riverside Secondary approved your request$/);
    expect(mail.text).toContain('You are now on the roster of Riverside Secondary');
  });

  it('tells a declined student too', async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Lakeview College');
    const student = await studentAsking(school);
    await answer(school, student, 'decline');
    const [item] = await ofKind(student, 'school_link_decided');
    expect(item).toMatchObject({ params: { decision: 'declined', institutionName: 'Lakeview College' } });
    await waitForMail(student, /^Lakeview College declined your request$/);
  });
});
