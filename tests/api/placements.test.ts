import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { EmployerPartBody, Placement, PlacementsResponse } from '@common/contracts/placements';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { employerProfiles, institutionProfiles, mailMessages, placements, rosterEntries, studentProfiles } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { employerPartBody, schoolPartBody } from './helpers/placement-fixtures';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Placements and their agreements (docs/product/placements.md): accepting an offer starts one, the
// employer fills in its part, the school completes and validates it, a party cancels it; only the
// parties and admins read it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Parties {
  employer: Persona;
  student: Persona;
  school: Persona | null;
  applicationId: string;
}

/**
 * An offer waiting for a student (of a school unless `withSchool` is false), to a posting that
 * states its postal code, start date and hours; the employer's profile is in Ontario.
 */
async function offerWaiting(options: { withSchool?: boolean } = {}): Promise<Parties> {
  const { db } = t.app.deps;
  const employer = await createPersona(t.app, 'employer');
  await db
    .update(employerProfiles)
    .set({ companyName: 'Crumbs Bakery Inc.', country: 'Canada', region: 'Ontario' })
    .where(eq(employerProfiles.userId, employer.userId!));
  const school = options.withSchool === false ? null : await createInstitution(t.app);
  if (school) {
    await db
      .update(institutionProfiles)
      .set({ contactPerson: 'Cora Ordinator', contactEmail: 'cora@school.test', contactPhone: '416 555 0100' })
      .where(eq(institutionProfiles.id, school.profileId!));
  }
  const student = await createLinkedStudent(t.app, school?.profileId ?? null, { phoneNumber: '(416) 555-0199', dateOfBirth: '2009-05-31' });
  const job = await createJob(db, employer.userId!, {
    title: 'Bakery Helper',
    companyName: 'Crumbs',
    location: '12 Baker St',
    city: 'Toronto',
    postalCode: 'M5V 2T6',
    startDate: '2027-07-05',
    hoursPerWeek: 20,
  });
  const application = await createApplication(db, job.id, student.userId!, { status: 'offered', answeredAt: new Date() });
  return { employer, student, school, applicationId: application.id };
}

async function accept(parties: Parties, answer: 'accept' | 'decline' = 'accept', status = 200) {
  const response = await sendTo(t.app, parties.student, applicationsEndpoints.answerOffer, {
    params: { id: parties.applicationId },
    body: { answer },
  });
  expect(response.statusCode, response.body).toBe(status);
}

async function placementsOf(persona: Persona): Promise<Placement[]> {
  const response = await sendTo(t.app, persona, placementsEndpoints.list, { query: {} });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PlacementsResponse).items;
}

/** The accepted offer's placement, started: its parties and id. */
async function started(options: Parameters<typeof offerWaiting>[0] = {}) {
  const parties = await offerWaiting(options);
  await accept(parties);
  const [placement] = await placementsOf(parties.student);
  return { ...parties, placement: placement!, id: placement!.id };
}

async function stepNotices(persona: Persona) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step');
}

// The same agreement as the signatures' tests fill in (helpers/placement-fixtures.ts).
const employerPart = employerPartBody;
const schoolPart = schoolPartBody;

const putEmployerPart = (caller: Persona, id: string, body: unknown) =>
  sendTo(t.app, caller, placementsEndpoints.employerPart, { params: { id }, body });
const putSchoolPart = (caller: Persona, id: string, body: unknown) => sendTo(t.app, caller, placementsEndpoints.schoolPart, { params: { id }, body });
const issuePaths = (body: string) => (JSON.parse(body) as { issues?: Array<{ path: string }> }).issues?.map((issue) => issue.path) ?? [];

describe('from offer to placement', () => {
  it('accepting an offer starts one draft placement, prefilled, and tells the employer', async () => {
    const { employer, student, school, placement } = await started();
    expect(placement).toMatchObject({
      status: 'draft',
      version: 1,
      nextStep: 'employer_part',
      job: { title: 'Bakery Helper' },
      institution: { id: school!.profileId },
      terms: {
        workplace: {
          legalName: 'Crumbs Bakery Inc.',
          address: '12 Baker St',
          city: 'Toronto',
          country: 'Canada',
          region: 'Ontario',
          postalCode: 'M5V 2T6',
        },
        startDate: '2027-07-05',
        weeklyHours: 20,
        coordinator: { name: 'Cora Ordinator', email: 'cora@school.test' },
        studentDateOfBirth: '2009-05-31',
        endDate: null,
        guardian: { name: null },
      },
    });
    const [notice] = await stepNotices(employer);
    expect(notice).toMatchObject({
      params: { step: 'employer_part', placementId: placement.id, jobTitle: 'Bakery Helper', studentName: 'Teststudent User' },
    });
    expect(await stepNotices(student)).toHaveLength(0);
    // And by e-mail, in the employer's language (English: none saved).
    const mails = await t.app.deps.db
      .select({ subject: mailMessages.subject, text: mailMessages.textBody })
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, employer.userId!), eq(mailMessages.kind, 'notification.placement_step')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Fill in the placement agreement for Teststudent User');
    expect(mails[0]!.text).toContain('Teststudent User accepted your offer for “Bakery Helper”.');
  });

  it('an offer is accepted once: accepting again is refused and makes no second placement', async () => {
    const parties = await offerWaiting();
    await accept(parties);
    await accept(parties, 'accept', 409);
    const rows = await t.app.deps.db.select({ id: placements.id }).from(placements).where(eq(placements.applicationId, parties.applicationId));
    expect(rows).toHaveLength(1);
  });

  it("names the parent or guardian of the school's roster, for the school to confirm in its part", async () => {
    const parties = await offerWaiting();
    const otherSchool = await createInstitution(t.app, 'Ottawa', 'Former School');
    const entry = { firstName: 'Test', lastName: 'Student', grade: '11', dateOfBirth: '2009-05-31', studentId: parties.student.userId! };
    await t.app.deps.db.insert(rosterEntries).values([
      { ...entry, institutionId: parties.school!.profileId!, email: 'kid@school.test', guardianName: 'Lin Chen', guardianEmail: 'lin@home.test' },
      // Another school's roster is not this placement's.
      { ...entry, institutionId: otherSchool.profileId!, email: 'kid@old.test', guardianName: 'Old Contact', guardianPhone: '613 555 0100' },
    ]);
    await accept(parties);
    const [placement] = await placementsOf(parties.school!);
    expect(placement!.terms.guardian).toEqual({ name: 'Lin Chen', email: 'lin@home.test', phone: null });
    expect(placement!.nextStep).toBe('employer_part');
  });

  it('a declined offer starts none', async () => {
    const parties = await offerWaiting();
    await accept(parties, 'decline');
    expect(await placementsOf(parties.student)).toEqual([]);
    expect(await placementsOf(parties.employer)).toEqual([]);
  });
});

describe('who reads a placement', () => {
  it('its student, employer and school, and admins; anyone else is told it does not exist', async () => {
    const { employer, student, school, id } = await started();
    const admin = await createPersona(t.app, 'admin');
    for (const party of [student, employer, school!, admin]) {
      const response = await sendTo(t.app, party, placementsEndpoints.get, { params: { id } });
      expect(response.statusCode, `${party.kind}: ${response.body}`).toBe(200);
    }
    const strangers = [
      await createPersona(t.app, 'student'),
      await createPersona(t.app, 'employer'),
      await createInstitution(t.app, 'Ottawa', 'Other School'),
    ];
    for (const stranger of strangers) {
      const response = await sendTo(t.app, stranger, placementsEndpoints.get, { params: { id } });
      expect(response.statusCode, stranger.kind).toBe(404);
      expect(await placementsOf(stranger)).toEqual([]);
    }
    for (const party of [student, employer, school!]) expect((await placementsOf(party)).map((item) => item.id)).toEqual([id]);
    expect((await placementsOf(admin)).map((item) => item.id)).toContain(id);
  });

  it('an employer FirstRung has not verified reads none of it', async () => {
    const { employer, id } = await started();
    await t.app.deps.db.update(employerProfiles).set({ verificationStatus: 'pending' }).where(eq(employerProfiles.userId, employer.userId!));
    const response = await sendTo(t.app, employer, placementsEndpoints.get, { params: { id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ORGANISATION_NOT_VERIFIED' });
  });
});

describe("the employer's part", () => {
  it.each([
    ['an end before the start', { endDate: '2027-07-01' }, 'endDate'],
    ['both a schedule and weekly hours', { weeklyHours: 12 }, 'schedule'],
    ['neither a schedule nor weekly hours', { schedule: null }, 'schedule'],
    [
      'a day twice',
      { schedule: { days: [1, 1].map((weekday) => ({ weekday, start: '09:00', end: '12:00', breakMinutes: 0 })) } },
      'schedule.days.1.weekday',
    ],
    ['a day ending before it starts', { schedule: { days: [{ weekday: 2, start: '15:00', end: '09:00', breakMinutes: 0 }] } }, 'schedule.days.0.end'],
    [
      'a break as long as the day',
      { schedule: { days: [{ weekday: 2, start: '09:00', end: '10:00', breakMinutes: 60 }] } },
      'schedule.days.0.breakMinutes',
    ],
    ['a weekday 8', { schedule: { days: [{ weekday: 8, start: '09:00', end: '10:00', breakMinutes: 0 }] } }, 'schedule.days.0.weekday'],
    ['a time that is not one', { schedule: { days: [{ weekday: 2, start: '9h', end: '10:00', breakMinutes: 0 }] } }, 'schedule.days.0.start'],
    ['a state for a Canadian workplace', { workplace: { ...employerPart().workplace, region: 'Texas' } }, 'workplace.region'],
    ['an "other" insurer without details', { insurance: { coveredBy: 'other' as const } }, 'insurance.details'],
  ])('refuses %s, naming the field', async (_name, overrides, path) => {
    const { employer, id } = await started();
    const response = await putEmployerPart(employer, id, employerPart(overrides as Partial<EmployerPartBody>));
    expect(response.statusCode, response.body).toBe(400);
    expect(issuePaths(response.body)).toContain(path);
  });

  it('moves the draft to employer_completed and tells the school; corrections keep it there', async () => {
    const { employer, school, student, id } = await started();
    const response = await putEmployerPart(employer, id, employerPart());
    expect(response.statusCode, response.body).toBe(200);
    const { placement } = response.json() as { placement: Placement };
    expect(placement).toMatchObject({ status: 'employer_completed', nextStep: 'school_part' });
    expect(placement.terms).toMatchObject({
      endDate: '2027-08-13',
      weeklyHours: null,
      supervisor: { role: 'Head baker' },
      insurance: { coveredBy: 'school_board' },
    });
    expect(placement.terms.schedule?.days).toHaveLength(2);
    // The coordinator prefilled from the school's profile is the school's to change, not the employer's.
    expect(placement.terms.coordinator.name).toBe('Cora Ordinator');
    const notices = await stepNotices(school!);
    expect(notices.map((notice) => notice.params.step)).toEqual(['school_part']);

    const corrected = await putEmployerPart(employer, id, employerPart({ schedule: null, weeklyHours: 15 }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as { placement: Placement }).placement).toMatchObject({
      status: 'employer_completed',
      terms: { schedule: null, weeklyHours: 15 },
    });
    expect(await stepNotices(school!)).toHaveLength(1);
    expect(await stepNotices(student)).toHaveLength(0);
  });

  it("is another employer's to fill in: not found", async () => {
    const { id } = await started();
    const other = await createPersona(t.app, 'employer');
    expect((await putEmployerPart(other, id, employerPart())).statusCode).toBe(404);
  });
});

describe("the school's part", () => {
  it('comes after the employer: before it, 409', async () => {
    const { school, id } = await started();
    const response = await putSchoolPart(school!, id, schoolPart());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('employer fills in its part first') });
  });

  it("refuses a guardian whose e-mail or phone is the student's own, naming the field", async () => {
    const { employer, school, student, id } = await started();
    await putEmployerPart(employer, id, employerPart());
    const sameEmail = await putSchoolPart(
      school!,
      id,
      schoolPart({ guardian: { name: 'Me', email: student.email!.toUpperCase(), phone: '416 555 0177' } }),
    );
    expect(sameEmail.statusCode, sameEmail.body).toBe(400);
    expect(issuePaths(sameEmail.body)).toEqual(['guardian.email']);
    const samePhone = await putSchoolPart(school!, id, schoolPart({ guardian: { name: 'Me', email: 'gail@home.test', phone: '+1 416-555-0199' } }));
    expect(samePhone.statusCode, samePhone.body).toBe(400);
    expect(issuePaths(samePhone.body)).toEqual(['guardian.phone']);
  });

  it('validates the agreement and tells the student and the employer; a later correction by the employer goes back to the school', async () => {
    const { employer, school, student, id } = await started();
    await putEmployerPart(employer, id, employerPart());
    const response = await putSchoolPart(school!, id, schoolPart());
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { placement: Placement }).placement).toMatchObject({
      status: 'school_validated',
      nextStep: 'signatures',
      terms: { guardian: { name: 'Gail Guardian', email: 'gail@home.test' }, studentDateOfBirth: '2009-05-31' },
    });
    const [toStudent] = await stepNotices(student);
    expect(toStudent).toMatchObject({ params: { step: 'ready_to_sign', reader: 'student' } });
    expect((await stepNotices(employer)).map((notice) => notice.params.step)).toEqual(['ready_to_sign', 'employer_part']);
    const late = await putEmployerPart(employer, id, employerPart());
    expect(late.statusCode, late.body).toBe(200);
    expect((late.json() as { placement: Placement }).placement).toMatchObject({ status: 'employer_completed', version: 1, nextStep: 'school_part' });
  });

  it("asks for the date of birth when the student's profile has none", async () => {
    const { employer, school, student, id } = await started();
    await t.app.deps.db.update(studentProfiles).set({ dateOfBirth: null }).where(eq(studentProfiles.userId, student.userId!));
    await putEmployerPart(employer, id, employerPart());
    const missing = await putSchoolPart(school!, id, schoolPart());
    expect(missing.statusCode).toBe(400);
    expect(issuePaths(missing.body)).toEqual(['studentDateOfBirth']);
    const given = await putSchoolPart(school!, id, schoolPart({ studentDateOfBirth: '2010-02-03' }));
    expect((given.json() as { placement: Placement }).placement.terms.studentDateOfBirth).toBe('2010-02-03');
  });

  it("is nobody's for a student with no school: 409, and the employer's part leads to the signatures", async () => {
    const { employer, student, id, placement } = await started({ withSchool: false });
    expect(placement).toMatchObject({ institution: null, terms: { coordinator: { name: null } } });
    const anySchool = await createInstitution(t.app);
    const response = await putSchoolPart(anySchool, id, schoolPart());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('has no school') });
    const done = await putEmployerPart(employer, id, employerPart());
    expect((done.json() as { placement: Placement }).placement).toMatchObject({ status: 'employer_completed', nextStep: 'signatures' });
    expect((await stepNotices(student)).map((notice) => notice.params.step)).toEqual(['ready_to_sign']);
  });
});

describe('cancelling', () => {
  const cancel = (caller: Persona, id: string, reason: unknown) =>
    sendTo(t.app, caller, placementsEndpoints.cancel, { params: { id }, body: { reason } });

  it('the school cancels with a reason: the student and the employer are told why', async () => {
    const { employer, school, student, id } = await started();
    expect((await cancel(school!, id, '   ')).statusCode).toBe(400);
    const response = await cancel(school!, id, 'The bakery closed for renovations.');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { placement: Placement }).placement).toMatchObject({
      status: 'cancelled',
      cancelledReason: 'The bakery closed for renovations.',
      nextStep: null,
    });
    for (const party of [student, employer]) {
      const [notice] = await stepNotices(party);
      expect(notice).toMatchObject({ params: { step: 'cancelled', reason: 'The bakery closed for renovations.' } });
    }
    expect(await stepNotices(school!)).toHaveLength(0);
    expect((await cancel(school!, id, 'Again')).statusCode).toBe(409);
    expect((await putEmployerPart(employer, id, employerPart())).statusCode).toBe(409);
  });

  it('the employer may cancel until the school validated; the student of a school may not', async () => {
    const first = await started();
    expect((await cancel(first.student, first.id, 'Changed my mind')).statusCode).toBe(409);
    expect((await cancel(first.employer, first.id, 'The position was cut.')).statusCode).toBe(200);
    expect((await stepNotices(first.school!)).map((notice) => notice.params.step)).toEqual(['cancelled']);

    const second = await started();
    await putEmployerPart(second.employer, second.id, employerPart());
    await putSchoolPart(second.school!, second.id, schoolPart());
    const refused = await cancel(second.employer, second.id, 'Too late?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('only the school can cancel') });
  });

  it('a student with no school cancels in its place; a stranger is told it does not exist', async () => {
    const { student, employer, id } = await started({ withSchool: false });
    expect((await cancel(await createPersona(t.app, 'student'), id, 'Not mine')).statusCode).toBe(404);
    expect((await cancel(student, id, 'I found another placement.')).statusCode).toBe(200);
    expect((await stepNotices(employer)).map((notice) => notice.params.step)).toEqual(['cancelled', 'employer_part']);
  });
});
