import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsPage } from '@common/contracts/notifications';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { eq } from 'drizzle-orm';
import { mailMessages } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, TEST_PASSWORD, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// When a student's account is deleted, their school and the employer of each placement that had
// accepted them are told (docs/product/notifications.md), without the deleted student's name.

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function ofKind(persona: Persona): Promise<NotificationItem[]> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'student_account_deleted');
}
const waitForMail = (persona: Persona, subject: RegExp) =>
  smtp.waitFor((mail) => mail.to.toLowerCase() === persona.email!.toLowerCase() && subject.test(mail.subject));

/** A student on the school's roster, accepted for one posting and still pending for another. */
async function placedStudent() {
  const school = await createInstitution(t.app, 'Toronto', 'Maple High');
  const employer = await createPersona(t.app, 'employer');
  const otherEmployer = await createPersona(t.app, 'employer');
  const student = await createLinkedStudent(t.app, school.profileId);
  const accepted = await createJob(t.app.deps.db, employer.userId!, { title: 'Bike Mechanic' });
  const pending = await createJob(t.app.deps.db, otherEmployer.userId!, { title: 'Shop Helper' });
  await createApplication(t.app.deps.db, accepted.id, student.userId!, { status: 'accepted' });
  await createApplication(t.app.deps.db, pending.id, student.userId!, { status: 'pending' });
  return { school, employer, otherEmployer, student };
}

describe("a student's account is deleted", () => {
  it('by the student: the school and the employer of the accepted placement are told, in the app and by e-mail, without the name', async () => {
    const { school, employer, otherEmployer, student } = await placedStudent();
    const deleted = await sendTo(t.app, student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [toSchool] = await ofKind(school);
    expect(toSchool).toMatchObject({ params: { organisation: 'institution' }, link: '/' });
    const [toEmployer] = await ofKind(employer);
    expect(toEmployer).toMatchObject({ params: { organisation: 'employer', jobTitle: 'Bike Mechanic' }, link: '/employer-dashboard' });
    // Only an accepted placement: a pending application's employer is not told.
    expect(await ofKind(otherEmployer)).toEqual([]);

    const schoolMail = await waitForMail(school, /^A student deleted their FirstRung account$/);
    expect(schoolMail.text).toContain('no longer on your roster');
    const employerMail = await waitForMail(employer, /^A student deleted their FirstRung account$/);
    expect(employerMail.text).toContain('The student you accepted for “Bike Mechanic”');
    for (const text of [schoolMail.text, employerMail.text, JSON.stringify([toSchool, toEmployer])]) {
      expect(text).not.toContain('Teststudent');
      expect(text).not.toContain(student.email!);
    }
  });

  it('by an admin: told the same way', async () => {
    const { school, employer, student } = await placedStudent();
    const admin = await createPersona(t.app, 'admin');
    const deleted = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: student.userId } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ofKind(school)).toHaveLength(1);
    expect(await ofKind(employer)).toHaveLength(1);
  });

  it('tells a school nothing of a student who had only asked to join it', async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Pending School');
    const student = await createLinkedStudent(t.app, school.profileId, {}, 'pending');
    const deleted = await sendTo(t.app, student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ofKind(school)).toEqual([]);
  });
});

describe('deleting your own account', () => {
  it('mails a confirmation to your address, of which FirstRung keeps nothing', async () => {
    const student = await createPersona(t.app, 'student');
    const deleted = await sendTo(t.app, student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const mail = await waitForMail(student, /^Your FirstRung account was deleted$/);
    expect(mail.text).toContain('have been deleted, as you asked');
    expect(mail.text).toContain('http://localhost:5000/contact');
    expect(await t.app.deps.db.select().from(mailMessages).where(eq(mailMessages.toAddress, student.email!))).toEqual([]);
  });
});
