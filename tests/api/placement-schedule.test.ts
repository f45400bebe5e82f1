import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { Placement } from '@common/contracts/placements';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import type { PlacementStatus, SignerParty } from '@common/enums';
import { backgroundTasks, mailMessages, placements, placementSignatures, placementVersions } from '@server/db/schema';
import { enqueuePlacementScheduleRun, runPlacementSchedule } from '@server/features/placements/placement-schedule-run';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Placements over time (docs/product/placements.md#reminders-and-the-dates): the hourly run starts a
// signed placement on its start date and completes it the day after its end date, on the workplace's
// calendar; it reminds each party that has not signed once a day, three times, then tells the school;
// the school reminds a party itself at most once a day. The clock is moved by passing `now`.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const db = () => t.app.deps.db;

interface Fixture {
  id: string;
  student: Persona;
  employer: Persona;
  school: Persona | null;
}

/** A placement in `status` (Ontario's workplace unless `region` says otherwise) between fresh parties. */
async function placementIn(
  status: PlacementStatus,
  options: { region?: string; withSchool?: boolean; startDate?: string; endDate?: string } = {},
): Promise<Fixture> {
  const employer = await createPersona(t.app, 'employer');
  const school = options.withSchool === false ? null : await createInstitution(t.app);
  const student = await createLinkedStudent(t.app, school?.profileId ?? null);
  const job = await createJob(db(), employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs' });
  const application = await createApplication(db(), job.id, student.userId!, { status: 'accepted', answeredAt: new Date() });
  const base = emptyTerms();
  const terms = {
    ...base,
    workplace: { ...base.workplace, legalName: 'Crumbs Bakery Inc.', country: 'Canada' as const, region: options.region ?? 'Ontario' },
    startDate: options.startDate ?? '2027-07-05',
    endDate: options.endDate ?? '2027-08-13',
    guardian: { name: 'Gail Guardian', email: 'gail@home.test', phone: '416 555 0104' },
  };
  const [row] = await db()
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: student.userId!,
      employerId: employer.userId!,
      institutionId: school?.profileId ?? null,
      status,
      terms,
    })
    .returning({ id: placements.id });
  return { id: row!.id, student, employer, school };
}

/** The fixture out for signature: version 1 asks `parties`, each asked at `askedAt`; `signed` have signed. */
async function outForSignature(fixture: Fixture, parties: SignerParty[], askedAt: Date, signed: SignerParty[] = []): Promise<void> {
  const [placement] = await db().update(placements).set({ status: 'signing' }).where(eq(placements.id, fixture.id)).returning();
  await db()
    .insert(placementVersions)
    .values({
      placementId: fixture.id,
      version: 1,
      text: 'The agreement.',
      textHash: 'a'.repeat(64),
      terms: placement!.terms,
      requiredParties: parties,
      rulePack: { jurisdiction: 'Ontario', version: 1 },
    });
  for (const party of parties) {
    const done = signed.includes(party);
    await db()
      .insert(placementSignatures)
      .values({
        placementId: fixture.id,
        version: 1,
        party,
        createdAt: askedAt,
        ...(done
          ? { status: 'signed', signerName: party, method: 'account', textHash: 'a'.repeat(64), answeredAt: askedAt, ipAddress: '127.0.0.1' }
          : { inviteTokenHash: party === 'guardian' ? `first-${fixture.id}` : null }),
      });
  }
}

const statusOf = async (id: string) => (await db().select({ status: placements.status }).from(placements).where(eq(placements.id, id)))[0]!.status;
const signatureOf = async (id: string, party: SignerParty) =>
  (
    await db()
      .select()
      .from(placementSignatures)
      .where(and(eq(placementSignatures.placementId, id), eq(placementSignatures.party, party)))
  )[0]!;

async function stepNotices(persona: Persona, step: string) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step' && item.params.step === step);
}

const run = (now: Date) => runPlacementSchedule(t.app.deps, now);

describe('the dates', () => {
  it('a signed placement is active from its start date and completed the day after its end date, on the workplace’s calendar', async () => {
    const fixture = await placementIn('signed');
    // 23:00 in Toronto on 4 July (03:00 UTC on the 5th): not yet.
    await run(new Date('2027-07-05T03:00:00Z'));
    expect(await statusOf(fixture.id)).toBe('signed');
    // 00:30 in Toronto on 5 July.
    await run(new Date('2027-07-05T04:30:00Z'));
    expect(await statusOf(fixture.id)).toBe('active');
    for (const party of [fixture.student, fixture.employer, fixture.school!]) expect(await stepNotices(party, 'started')).toHaveLength(1);
    // The end date itself is a day of work.
    await run(new Date('2027-08-14T03:59:00Z'));
    expect(await statusOf(fixture.id)).toBe('active');
    await run(new Date('2027-08-14T04:00:00Z'));
    expect(await statusOf(fixture.id)).toBe('completed');
    // A second run tells nobody again.
    await run(new Date('2027-08-15T04:00:00Z'));
    for (const party of [fixture.student, fixture.employer, fixture.school!]) {
      expect(await stepNotices(party, 'started')).toHaveLength(1);
      expect(await stepNotices(party, 'completed')).toHaveLength(1);
    }
  });

  it('reads British Columbia’s calendar for a workplace there, and UTC for one in the USA', async () => {
    const vancouver = await placementIn('signed', { region: 'British Columbia' });
    const usa = await placementIn('signed', { region: 'Texas' });
    // 00:30 UTC on 5 July: still 4 July in Vancouver (17:30), already 5 July in UTC.
    await run(new Date('2027-07-05T00:30:00Z'));
    expect(await statusOf(vancouver.id)).toBe('signed');
    expect(await statusOf(usa.id)).toBe('active');
    await run(new Date('2027-07-05T07:00:00Z'));
    expect(await statusOf(vancouver.id)).toBe('active');
  });

  it('never starts a placement that is not signed by every required party', async () => {
    const signing = await placementIn('signing');
    const validated = await placementIn('school_validated');
    await run(new Date('2027-09-01T12:00:00Z'));
    expect(await statusOf(signing.id)).toBe('signing');
    expect(await statusOf(validated.id)).toBe('school_validated');
  });

  it('a placement signed after its end date is started and completed in one run', async () => {
    const late = await placementIn('signed', { startDate: '2027-01-04', endDate: '2027-01-29' });
    await run(new Date('2027-02-10T12:00:00Z'));
    expect(await statusOf(late.id)).toBe('completed');
    expect(await stepNotices(late.student, 'started')).toHaveLength(1);
    expect(await stepNotices(late.student, 'completed')).toHaveLength(1);
  });
});

describe('the reminders', () => {
  it('reminds each pending party once a day, three times, with a fresh link for the guardian; then tells the school once', async () => {
    const fixture = await placementIn('draft');
    const asked = new Date();
    await outForSignature(fixture, ['student', 'guardian', 'employer', 'institution'], asked, ['employer', 'institution']);
    const at = (hours: number) => new Date(asked.getTime() + hours * HOUR);

    await run(at(23.9));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(0);

    await run(at(24));
    const student = await signatureOf(fixture.id, 'student');
    expect(student).toMatchObject({ remindersSent: 1, lastRemindedAt: at(24) });
    const reminders = await stepNotices(fixture.student, 'signature_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.params).toMatchObject({ signer: 'student', reader: 'student' });
    // By e-mail too.
    const mails = await db()
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, fixture.student.userId!), eq(mailMessages.kind, 'notification.placement_step')));
    expect(mails.map((mail) => mail.subject)).toContain('Reminder: your signature is waiting on the placement agreement for “Bakery Helper”');
    // The guardian: a new link replaces the first.
    const guardian = await signatureOf(fixture.id, 'guardian');
    expect(guardian.remindersSent).toBe(1);
    expect(guardian.inviteTokenHash).not.toBe(`first-${fixture.id}`);
    // Those who signed are not reminded.
    expect((await signatureOf(fixture.id, 'employer')).remindersSent).toBe(0);

    // The same hour again: nothing more.
    await run(at(24.5));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(1);

    await run(at(48));
    await run(at(72));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(3);
    expect(await stepNotices(fixture.student, 'signature_reminder')).toHaveLength(3);
    expect(await stepNotices(fixture.school!, 'signatures_overdue')).toHaveLength(0);

    // A day after the third: no fourth reminder; the school is told, naming each party.
    await run(at(96));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(3);
    const overdue = await stepNotices(fixture.school!, 'signatures_overdue');
    expect(overdue.map((notice) => notice.params.signer).sort()).toEqual(['guardian', 'student']);
    await run(at(200));
    expect(await stepNotices(fixture.school!, 'signatures_overdue')).toHaveLength(2);
    expect(await stepNotices(fixture.student, 'signature_reminder')).toHaveLength(3);
  });

  it('with no school, the employer is told the signatures are overdue', async () => {
    const fixture = await placementIn('draft', { withSchool: false });
    const asked = new Date(Date.now() - 100 * HOUR);
    await outForSignature(fixture, ['student', 'employer'], asked, ['employer']);
    for (const hours of [24, 48, 72, 96]) await run(new Date(asked.getTime() + hours * HOUR));
    const overdue = await stepNotices(fixture.employer, 'signatures_overdue');
    expect(overdue.map((notice) => notice.params.signer)).toEqual(['student']);
  });

  it('reminds nobody of a placement that is no longer out for signature', async () => {
    const fixture = await placementIn('draft');
    const asked = new Date();
    await outForSignature(fixture, ['student', 'employer'], asked);
    await db().update(placements).set({ status: 'cancelled', cancelledReason: 'Moved away.' }).where(eq(placements.id, fixture.id));
    await run(new Date(asked.getTime() + 30 * HOUR));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(0);
  });
});

describe('POST /api/placements/:id/remind', () => {
  const remind = (persona: Persona, id: string, party: string) =>
    sendTo(t.app, persona, placementsEndpoints.remind, { params: { id }, body: { party } });

  it('the school reminds a pending party at most once a day; it counts as one of the three', async () => {
    const fixture = await placementIn('draft');
    const asked = new Date(Date.now() - HOUR);
    await outForSignature(fixture, ['student', 'employer', 'institution'], asked, ['institution']);

    const first = await remind(fixture.school!, fixture.id, 'student');
    expect(first.statusCode, first.body).toBe(200);
    const student = (first.json() as { placement: Placement }).placement.signatures.find((signature) => signature.party === 'student');
    expect(student?.remindersSent).toBe(1);
    expect(await stepNotices(fixture.student, 'signature_reminder')).toHaveLength(1);

    // Again the same day: 409, saying from when.
    const again = await remind(fixture.school!, fixture.id, 'student');
    expect(again.statusCode).toBe(409);
    const lastRemindedAt = (await signatureOf(fixture.id, 'student')).lastRemindedAt!;
    const nextAt = new Date(lastRemindedAt.getTime() + 24 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: `That party was reminded less than a day ago. You can remind them again from ${nextAt} (UTC).`,
    });

    // The hourly run counts from the school's reminder: the next is a day after it.
    await run(new Date(lastRemindedAt.getTime() + 23 * HOUR));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(1);
    await run(new Date(lastRemindedAt.getTime() + 24 * HOUR));
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(2);
  });

  it('refuses a party that is not pending (409), an employer when the school runs it (409), and anyone not its school (404)', async () => {
    const fixture = await placementIn('draft');
    await outForSignature(fixture, ['student', 'employer', 'institution'], new Date(), ['employer']);
    expect((await remind(fixture.school!, fixture.id, 'employer')).statusCode).toBe(409);
    expect((await remind(fixture.school!, fixture.id, 'guardian')).statusCode).toBe(409);
    const byEmployer = await remind(fixture.employer, fixture.id, 'student');
    expect(byEmployer.statusCode).toBe(409);
    expect(byEmployer.json()).toMatchObject({ message: 'This placement has a school: the school reminds the parties that have not signed.' });
    const otherSchool = await createInstitution(t.app);
    expect((await remind(otherSchool, fixture.id, 'student')).statusCode).toBe(404);
    expect((await remind(await createPersona(t.app, 'employer'), fixture.id, 'student')).statusCode).toBe(404);
    // A bad party name is a 400 saying which ones there are.
    expect((await remind(fixture.school!, fixture.id, 'mayor')).statusCode).toBe(400);
  });

  it('with no school the employer reminds; after the third reminder: 409; before the signatures: 409', async () => {
    const fixture = await placementIn('draft', { withSchool: false });
    const asked = new Date(Date.now() - 80 * HOUR);
    await outForSignature(fixture, ['student', 'employer'], asked, ['employer']);
    // Two reminders from the hourly run, the third from the employer.
    await run(new Date(asked.getTime() + 24 * HOUR));
    await run(new Date(asked.getTime() + 48 * HOUR));
    const third = await remind(fixture.employer, fixture.id, 'student');
    expect(third.statusCode, third.body).toBe(200);
    expect((await signatureOf(fixture.id, 'student')).remindersSent).toBe(3);
    await db()
      .update(placementSignatures)
      .set({ lastRemindedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(placementSignatures.placementId, fixture.id));
    const fourth = await remind(fixture.employer, fixture.id, 'student');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ message: 'That party has had every reminder already.' });

    const draft = await placementIn('employer_completed', { withSchool: false });
    expect((await remind(draft.employer, draft.id, 'student')).statusCode).toBe(409);
  });
});

describe('the hourly task', () => {
  it('is one task per hour whoever queues it, and its handler does what is due now', async () => {
    const started = await placementIn('signed', { startDate: '2020-01-06', endDate: '2099-12-31' });
    const hour = new Date().toISOString().slice(0, 13);
    const first = await enqueuePlacementScheduleRun(t.app.deps.queue, hour);
    expect(first).not.toBeNull();
    expect(await enqueuePlacementScheduleRun(t.app.deps.queue, hour)).toBeNull();
    const [task] = await db()
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.dedupeKey, `placements.schedule:${hour}`));
    expect(task?.runAt.toISOString()).toBe(`${hour}:00:00.000Z`);

    // Due at the start of this hour: the worker (or this drain) runs it.
    await t.app.deps.queue.drain();
    expect(await statusOf(started.id)).toBe('active');
  });
});
