import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationBody, PlacementClosureResponse, ReflectionBody } from '@common/contracts/placement-closure';
import type { NotificationsPage } from '@common/contracts/notifications';
import { accountEndpoints } from '@common/endpoints/account';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import type { PlacementStatus, ShiftStatus } from '@common/enums';
import { SUPERVISOR_EVALUATION_PAGE_PATH } from '@common/placement-paths';
import { certificates, mailMessages, placementClosures, placementShifts, users } from '@server/db/schema';
import { HOLDER_CLOSED_ACCOUNT_REASON } from '@server/features/certificates/revoke-on-account-deletion';
import { SUPERVISOR_EVALUATION_KIND } from '@server/features/placement-closure/evaluation-mail';
import { runPlacementSchedule } from '@server/features/placements/placement-schedule-run';
import { findPublicRecord } from '@server/features/verify/public-records';
import { createPersona, TEST_PASSWORD, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import {
  bakerySupervisor,
  bakeryTerms,
  freshParties,
  freshSupervisorEmail,
  insertPlacement,
  insertShift,
  mailedLinkToken,
  type HoursFixture,
} from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The end of a placement (docs/product/placement-hours.md#evaluation-and-reflection, #the-certificate):
// the hourly run asks the supervisor for the evaluation once the placement completes and reminds on
// day 3 and day 10; the supervisor evaluates through a single-use link; the student reflects; the
// school signs off, which issues the certificate (with no school, the run issues it). The clock is
// moved by passing `now` to the run.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
const run = (now: Date) => runPlacementSchedule(t.app.deps, now);

// An Ontario workplace, 5 July to 13 August 2027: completed from 00:00 in Toronto on the 14th (04:00 UTC).
const END_DATE = '2027-08-13';
const COMPLETED_AT = new Date('2027-08-14T04:00:00Z');
/** Midnight in Toronto `days` after the end date. */
const dayAfterEnd = (days: number, extraMinutes = 0) => new Date(Date.UTC(2027, 7, 13 + days, 4, extraMinutes));

type Fixture = HoursFixture;

/** An active placement between fresh parties (Maya Lopez, a bakery, Lakeside Secondary unless `withSchool` is false). */
async function activePlacement(options: { withSchool?: boolean; status?: PlacementStatus } = {}): Promise<Fixture> {
  const parties = await freshParties(t.app, options);
  await db().update(users).set({ firstName: 'Maya', lastName: 'Lopez', name: 'Maya Lopez' }).where(eq(users.id, parties.student.userId!));
  const supervisorEmail = freshSupervisorEmail();
  const terms = bakeryTerms({ startDate: '2027-07-05', endDate: END_DATE, supervisor: bakerySupervisor(supervisorEmail) });
  const id = await insertPlacement(t.app, { ...parties, institutionId: parties.school?.profileId ?? null }, { terms, status: options.status });
  return { id, ...parties, supervisorEmail };
}

/** A shift written straight to the table (the log's API is its own feature's). */
const addShift = (fixture: Fixture, workDate: string, minutes: number, status: ShiftStatus) =>
  insertShift(t.app, fixture.id, { workDate, startTime: '09:00', endTime: '15:00', breakMinutes: 0, minutes, status });

async function evaluationMails(fixture: Fixture) {
  return db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, fixture.supervisorEmail), eq(mailMessages.kind, SUPERVISOR_EVALUATION_KIND)))
    .orderBy(desc(mailMessages.createdAt));
}

/** The token of the newest evaluation e-mail's link. */
const latestToken = (fixture: Fixture) =>
  mailedLinkToken(t.app, { to: fixture.supervisorEmail, kind: SUPERVISOR_EVALUATION_KIND, pagePath: SUPERVISOR_EVALUATION_PAGE_PATH });

/** The placement-step e-mails to `persona`'s account, newest first. */
async function stepMails(persona: Persona) {
  return db()
    .select({ subject: mailMessages.subject, textBody: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, persona.userId!), eq(mailMessages.kind, 'notification.placement_step')))
    .orderBy(desc(mailMessages.createdAt));
}

async function stepNotices(persona: Persona, step: string) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step' && item.params.step === step);
}

const ratings = (rating: number) => ({
  punctuality: { rating, comment: 'Always on time.' },
  teamwork: { rating, comment: null },
  communication: { rating },
  initiative: { rating },
  safety: { rating },
});
const completedEvaluation: EvaluationBody = { outcome: 'completed', ratings: ratings(4), wouldHostAgain: true };

const evaluate = (token: string, body: EvaluationBody = completedEvaluation) =>
  sendTo(t.app, null, supervisorEndpoints.evaluate, { params: { token }, body });
const reflectAs = (persona: Persona, fixture: Fixture, body: ReflectionBody) =>
  sendTo(t.app, persona, placementClosureEndpoints.reflect, { params: { id: fixture.id }, body });
const signOffAs = (persona: Persona, fixture: Fixture) => sendTo(t.app, persona, placementClosureEndpoints.signOff, { params: { id: fixture.id } });
async function closureAs(persona: Persona, fixture: Fixture): Promise<PlacementClosureResponse> {
  const response = await sendTo(t.app, persona, placementClosureEndpoints.get, { params: { id: fixture.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlacementClosureResponse;
}

/** A completed placement whose supervisor was asked (the run at completion). */
async function completedPlacement(options: { withSchool?: boolean } = {}) {
  const fixture = await activePlacement(options);
  await run(COMPLETED_AT);
  return fixture;
}

describe('the evaluation', () => {
  it('is asked when the placement completes, by an e-mail to the supervisor with a single-use link', async () => {
    const fixture = await activePlacement();
    await addShift(fixture, '2027-07-05', 330, 'verified');
    await run(dayAfterEnd(0, 60));
    expect(await evaluationMails(fixture)).toHaveLength(0);
    expect((await closureAs(fixture.student, fixture)).evaluationRequestedAt).toBeNull();

    const result = await run(COMPLETED_AT);
    expect(result.evaluationsAsked).toBeGreaterThanOrEqual(1);
    const mails = await evaluationMails(fixture);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Maya Lopez');
    expect(mails[0]!.textBody).toContain('Lakeside Secondary');
    expect((await closureAs(fixture.student, fixture)).missing).toEqual(['evaluation', 'reflection']);

    const token = await latestToken(fixture);
    const page = await sendTo(t.app, null, supervisorEndpoints.evaluation, { params: { token } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      placement: {
        jobTitle: 'Bakery Helper',
        studentName: 'Maya Lopez',
        employerName: 'Crumbs Bakery Inc.',
        endDate: END_DATE,
        supervisorName: 'Sam Baker',
      },
      verifiedMinutes: 330,
      answeredAt: null,
    });

    const answered = await evaluate(token);
    expect(answered.statusCode, answered.body).toBe(200);
    const again = await evaluate(token);
    expect(again.statusCode).toBe(409);
    expect((await sendTo(t.app, null, supervisorEndpoints.evaluation, { params: { token } })).json()).toMatchObject({
      answeredAt: expect.any(String),
    });

    const closure = await closureAs(fixture.student, fixture);
    expect(closure.evaluation).toMatchObject({ outcome: 'completed', evaluatorName: 'Sam Baker', wouldHostAgain: true, lastDayPresent: null });
    expect(closure.evaluation!.ratings!.punctuality).toEqual({ rating: 4, comment: 'Always on time.' });
    expect(closure.missing).toEqual(['reflection']);
    expect(await stepNotices(fixture.student, 'evaluation_received')).toHaveLength(1);
    expect(await stepNotices(fixture.school!, 'evaluation_received')).toHaveLength(1);
    // A second run asks nobody again.
    await run(new Date(COMPLETED_AT.getTime() + 60 * 60 * 1000));
    expect(await evaluationMails(fixture)).toHaveLength(1);
  });

  it('refuses a made-up token and a partly-completed outcome without its last day', async () => {
    const fixture = await completedPlacement();
    expect((await sendTo(t.app, null, supervisorEndpoints.evaluation, { params: { token: 'x'.repeat(43) } })).statusCode).toBe(404);
    const partly = await evaluate(await latestToken(fixture), { outcome: 'partly_completed', ratings: ratings(3), wouldHostAgain: false });
    expect(partly.statusCode).toBe(400);
    const ok = await evaluate(await latestToken(fixture), {
      outcome: 'partly_completed',
      lastDayPresent: '2027-08-06',
      hoursMissed: 12,
      ratings: ratings(3),
      wouldHostAgain: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await closureAs(fixture.school!, fixture)).evaluation).toMatchObject({
      outcome: 'partly_completed',
      lastDayPresent: '2027-08-06',
      hoursMissed: 12,
    });
  });
});

describe('the reminders', () => {
  it('go on day 3 and day 10 after the end date, once each, with a fresh link; each stops once its part is done', async () => {
    const fixture = await completedPlacement();
    const firstToken = await latestToken(fixture);

    await run(dayAfterEnd(3, -1)); // 23:59 in Toronto on day 2
    expect(await evaluationMails(fixture)).toHaveLength(1);
    expect(await stepNotices(fixture.student, 'reflection_reminder')).toHaveLength(0);

    await run(dayAfterEnd(3));
    await run(dayAfterEnd(3, 90));
    expect(await evaluationMails(fixture)).toHaveLength(2);
    expect(await stepNotices(fixture.student, 'reflection_reminder')).toHaveLength(1);
    // The first link stopped working.
    const old = await sendTo(t.app, null, supervisorEndpoints.evaluation, { params: { token: firstToken } });
    expect(old.json()).toMatchObject({ code: 'LINK_INVALID' });

    // The student reflects: on day 10 only the supervisor is reminded.
    expect((await reflectAs(fixture.student, fixture, { reflection: 'I learnt to shape loaves.' })).statusCode).toBe(200);
    await run(dayAfterEnd(9, 60));
    expect(await evaluationMails(fixture)).toHaveLength(2);
    await run(dayAfterEnd(10));
    await run(dayAfterEnd(11));
    expect(await evaluationMails(fixture)).toHaveLength(3);
    expect(await stepNotices(fixture.student, 'reflection_reminder')).toHaveLength(1);
    const [row] = await db().select().from(placementClosures).where(eq(placementClosures.placementId, fixture.id));
    expect(row).toMatchObject({ evaluationReminders: 2, reflectionReminders: 1 });

    // Evaluated through the newest link: nothing more, ever.
    expect((await evaluate(await latestToken(fixture))).statusCode).toBe(200);
    await run(dayAfterEnd(30));
    expect(await evaluationMails(fixture)).toHaveLength(3);
  });

  it('a run that missed day 3 sends one reminder on day 10, not two', async () => {
    const fixture = await completedPlacement();
    await run(dayAfterEnd(10));
    expect(await evaluationMails(fixture)).toHaveLength(2);
    expect(await stepNotices(fixture.student, 'reflection_reminder')).toHaveLength(1);
  });
});

describe('did not show', () => {
  it('ends the later steps: the school and the student told, no reflection, no reminder, no sign-off', async () => {
    const fixture = await completedPlacement();
    const answered = await evaluate(await latestToken(fixture), { outcome: 'did_not_show', wouldHostAgain: false });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await stepNotices(fixture.school!, 'did_not_show')).toHaveLength(1);
    // The student hears it too, in their own words: in the bell and by e-mail.
    expect(await stepNotices(fixture.student, 'did_not_show')).toHaveLength(1);
    const [studentMail] = await stepMails(fixture.student);
    expect(studentMail?.subject).toBe('Your supervisor says you did not come to “Bakery Helper”');
    expect(studentMail?.textBody).toContain('Your supervisor said you did not come to your placement for “Bakery Helper”.');
    expect(studentMail?.textBody).toContain('If this is wrong, talk to your school');
    const closure = await closureAs(fixture.school!, fixture);
    expect(closure.evaluation).toMatchObject({ outcome: 'did_not_show', ratings: null });
    expect(closure.missing).toEqual([]);

    expect((await reflectAs(fixture.student, fixture, { reflection: 'I was there.' })).statusCode).toBe(409);
    await run(dayAfterEnd(3));
    await run(dayAfterEnd(10));
    expect(await evaluationMails(fixture)).toHaveLength(1);
    expect(await stepNotices(fixture.student, 'reflection_reminder')).toHaveLength(0);
    expect((await signOffAs(fixture.school!, fixture)).statusCode).toBe(409);
    expect(await db().select().from(certificates).where(eq(certificates.placementId, fixture.id))).toHaveLength(0);
  });

  it('with no school, the employer and the student are told', async () => {
    const fixture = await completedPlacement({ withSchool: false });
    expect((await evaluate(await latestToken(fixture), { outcome: 'did_not_show', wouldHostAgain: true })).statusCode).toBe(200);
    expect(await stepNotices(fixture.employer, 'did_not_show')).toHaveLength(1);
    expect(await stepNotices(fixture.student, 'did_not_show')).toHaveLength(1);
    expect((await stepMails(fixture.student)).map((mail) => mail.subject)).toContain('Your supervisor says you did not come to “Bakery Helper”');
  });
});

describe('the reflection', () => {
  it('is the student’s, once the placement completed; once the evaluation is in, it says whether they agree', async () => {
    const fixture = await activePlacement();
    expect((await reflectAs(fixture.student, fixture, { reflection: 'Too early.' })).statusCode).toBe(409);
    await run(COMPLETED_AT);
    expect((await reflectAs(fixture.employer, fixture, { reflection: 'Not mine.' })).statusCode).toBe(403);
    const stranger = await createPersona(t.app, 'student');
    expect((await reflectAs(stranger, fixture, { reflection: 'Not mine.' })).statusCode).toBe(404);

    // Before the evaluation, no answer to it is needed.
    expect((await reflectAs(fixture.student, fixture, { reflection: 'First thoughts.' })).statusCode).toBe(200);
    await evaluate(await latestToken(fixture));
    expect((await closureAs(fixture.school!, fixture)).missing).toEqual(['agreement_answer']);

    const noAnswer = await reflectAs(fixture.student, fixture, { reflection: 'Rewritten.' });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().issues).toEqual([expect.objectContaining({ path: 'agreesWithEvaluation' })]);
    expect((await reflectAs(fixture.student, fixture, { reflection: 'Rewritten.', agreesWithEvaluation: false })).statusCode).toBe(400);
    const disagreeing = await reflectAs(fixture.student, fixture, {
      reflection: 'Rewritten.',
      agreesWithEvaluation: false,
      disagreementComment: 'I was never late.',
    });
    expect(disagreeing.statusCode, disagreeing.body).toBe(200);

    expect((await closureAs(fixture.school!, fixture)).reflection).toMatchObject({ reflection: 'Rewritten.', agreesWithEvaluation: false });
    const employerView = await closureAs(fixture.employer, fixture);
    expect(employerView.reflection).toBeNull();
    expect(employerView.evaluation).not.toBeNull();
  });
});

describe('the sign-off', () => {
  it('409s naming what is missing, then approves the verified days, issues the certificate and tells the student', async () => {
    const fixture = await completedPlacement();
    await addShift(fixture, '2027-07-05', 330, 'verified');
    await addShift(fixture, '2027-07-07', 330, 'verified');
    await addShift(fixture, '2027-07-12', 50, 'approved');
    await addShift(fixture, '2027-07-14', 300, 'absent');
    await addShift(fixture, '2027-07-19', 300, 'disputed');

    const early = await signOffAs(fixture.school!, fixture);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('the supervisor’s evaluation');
    expect(early.json().message).toContain('the student’s reflection');
    expect((await signOffAs(fixture.student, fixture)).statusCode).toBe(403);

    await evaluate(await latestToken(fixture));
    await reflectAs(fixture.student, fixture, { reflection: 'I learnt a lot.', agreesWithEvaluation: true });
    const pending = await signOffAs(fixture.school!, fixture);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toContain('hours not yet verified');
    expect((await closureAs(fixture.school!, fixture)).missing).toEqual(['hours_pending']);

    // The coordinator settles the disputed day (its own feature): the placement may be signed off.
    await db()
      .update(placementShifts)
      .set({ status: 'verified' })
      .where(and(eq(placementShifts.placementId, fixture.id), eq(placementShifts.workDate, '2027-07-19')));
    const signed = await signOffAs(fixture.school!, fixture);
    expect(signed.statusCode, signed.body).toBe(200);
    const closure = signed.json() as PlacementClosureResponse;
    expect(closure.signedOffAt).not.toBeNull();
    expect(closure.missing).toEqual([]);
    // 330 + 330 + 50 + 300 minutes verified or approved: 1,010 minutes, 16.75 hours to the quarter hour (down).
    expect(closure.certificate).toMatchObject({ status: 'valid', verifiedMinutes: 1010, language: 'en', revokedReason: null });

    const shifts = await db().select().from(placementShifts).where(eq(placementShifts.placementId, fixture.id));
    expect(shifts.filter((shift) => shift.status === 'approved')).toHaveLength(4);
    expect(shifts.find((shift) => shift.workDate === '2027-07-14')!.status).toBe('absent');

    const record = await findPublicRecord(db(), closure.certificate!.reference);
    expect(record).toMatchObject({ kind: 'certificate', status: 'valid' });
    expect(record!.statement).toEqual({
      studentName: 'Maya Lopez',
      jobTitle: 'Bakery Helper',
      employerLegalName: 'Crumbs Bakery Inc.',
      schoolName: 'Lakeside Secondary',
      startDate: '2027-07-05',
      endDate: END_DATE,
      verifiedHours: 16.75,
      issuedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date()),
    });
    expect(await stepNotices(fixture.student, 'signed_off')).toHaveLength(1);
    expect(await stepNotices(fixture.employer, 'signed_off')).toHaveLength(1);

    // Once: a second sign-off, or a new reflection, is refused.
    expect((await signOffAs(fixture.school!, fixture)).statusCode).toBe(409);
    expect((await reflectAs(fixture.student, fixture, { reflection: 'Later.', agreesWithEvaluation: true })).statusCode).toBe(409);
    expect(await db().select().from(certificates).where(eq(certificates.placementId, fixture.id))).toHaveLength(1);

    // The student closes their account: the certificate's public record is revoked, its row gone.
    const deleted = await sendTo(t.app, fixture.student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await findPublicRecord(db(), closure.certificate!.reference)).toMatchObject({ status: 'revoked', reason: HOLDER_CLOSED_ACCOUNT_REASON });
    expect(await db().select().from(certificates).where(eq(certificates.placementId, fixture.id))).toHaveLength(0);
  });
});

describe('with no school', () => {
  it('the run issues the certificate once the evaluation and the reflection are in and every day is settled, naming no school', async () => {
    const fixture = await completedPlacement({ withSchool: false });
    await addShift(fixture, '2027-07-05', 330, 'verified');
    await addShift(fixture, '2027-07-07', 200, 'logged');
    await evaluate(await latestToken(fixture));
    await reflectAs(fixture.student, fixture, { reflection: 'Good summer.', agreesWithEvaluation: true });
    expect((await run(dayAfterEnd(2))).certificatesIssued).toBe(0);
    expect(await stepNotices(fixture.student, 'certificate_issued')).toHaveLength(0);

    await db()
      .update(placementShifts)
      .set({ status: 'absent' })
      .where(and(eq(placementShifts.placementId, fixture.id), eq(placementShifts.workDate, '2027-07-07')));
    expect((await run(dayAfterEnd(2, 60))).certificatesIssued).toBe(1);
    expect((await run(dayAfterEnd(2, 120))).certificatesIssued).toBe(0);
    // Nobody signed it off: the student and the employer are told once, in the bell and by e-mail.
    expect(await stepNotices(fixture.student, 'certificate_issued')).toHaveLength(1);
    expect(await stepNotices(fixture.employer, 'certificate_issued')).toHaveLength(1);
    const studentMails = (await stepMails(fixture.student)).filter((mail) => mail.subject === 'The certificate for “Bakery Helper” is issued');
    expect(studentMails).toHaveLength(1);
    expect(studentMails[0]!.textBody).toContain('your certificate is issued');
    expect((await stepMails(fixture.employer)).map((mail) => mail.subject)).toContain('The certificate for “Bakery Helper” is issued');
    const closure = await closureAs(fixture.student, fixture);
    expect(closure.certificate).toMatchObject({ status: 'valid', verifiedMinutes: 330 });
    const record = await findPublicRecord(db(), closure.certificate!.reference);
    expect(record!.statement).toMatchObject({ studentName: 'Maya Lopez', verifiedHours: 5.5, issuedOn: '2027-08-15' });
    expect(record!.statement).not.toHaveProperty('schoolName');
  });
});
