import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupervisorHoursResponse } from '@common/contracts/placement-hours';
import type { NotificationsPage } from '@common/contracts/notifications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { SUPERVISOR_HOURS_PAGE_PATH } from '@common/placement-paths';
import { mailMessages, placementShifts, supervisorLinks } from '@server/db/schema';
import { SUPERVISOR_HOURS_KIND } from '@server/features/placement-hours/supervisor-hours-mail';
import { runPlacementSchedule } from '@server/features/placements/placement-schedule-run';
import type { Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { hoursPlacement, insertShift, mailedLinkToken, type HoursFixture } from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The supervisor's weekly e-mail and single-use hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account).
// The clock is moved by passing `now` to the placements' hourly run. Workplaces are in Ontario: in
// July, 14:00 UTC is 10:00 in Toronto. 2027-07-05 and 2027-07-12 are Mondays.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const db = () => t.app.deps.db;
const run = (now: Date) => runPlacementSchedule(t.app.deps, now);
const SUNDAY = new Date('2027-07-11T14:00:00Z');
const MONDAY = new Date('2027-07-12T14:00:00Z');

const mailsTo = (address: string) =>
  db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, address), eq(mailMessages.kind, SUPERVISOR_HOURS_KIND)))
    .orderBy(desc(mailMessages.createdAt));

/** The token of the latest e-mail's link. */
const tokenFor = (fixture: HoursFixture) =>
  mailedLinkToken(t.app, { to: fixture.supervisorEmail, kind: SUPERVISOR_HOURS_KIND, pagePath: SUPERVISOR_HOURS_PAGE_PATH });

const read = (token: string) => sendTo(t.app, null, supervisorEndpoints.hours, { params: { token } });
const answer = (token: string, answers: unknown[]) => sendTo(t.app, null, supervisorEndpoints.answerHours, { params: { token }, body: { answers } });

async function shiftsOf(ids: string[]) {
  const rows = await db().select().from(placementShifts).where(inArray(placementShifts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function stepNotices(persona: Persona, step: string) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step' && item.params.step === step);
}

/** A placement with last week's two days logged (Monday and Wednesday) and this Monday's. */
async function weekLogged(options: Parameters<typeof hoursPlacement>[1] = {}) {
  const fixture = await hoursPlacement(t.app, options);
  const monday = await insertShift(t.app, fixture.id, { workDate: '2027-07-05', activities: 'Weighed flour for the morning bake.' });
  const wednesday = await insertShift(t.app, fixture.id, { workDate: '2027-07-07', startTime: '09:00', endTime: '16:00', breakMinutes: 45 });
  const today = await insertShift(t.app, fixture.id, { workDate: '2027-07-12' });
  return { fixture, monday, wednesday, today };
}

describe('the weekly e-mail', () => {
  it('goes on Monday at the workplace, once, with the planned and logged days and a link; the shifts then await the supervisor', async () => {
    const { fixture, monday, wednesday, today } = await weekLogged();
    await run(SUNDAY);
    expect(await mailsTo(fixture.supervisorEmail)).toHaveLength(0);
    // 02:00 UTC on Monday is still Sunday in Toronto.
    await run(new Date('2027-07-12T02:00:00Z'));
    expect(await mailsTo(fixture.supervisorEmail)).toHaveLength(0);

    await run(MONDAY);
    const mails = await mailsTo(fixture.supervisorEmail);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.textBody!;
    expect(mails[0]!.subject).toContain('July 5, 2027');
    expect(text).toContain('Hello Sam');
    expect(text).toContain('Monday, July 5, 2027: 9:00 AM to 3:00 PM, a 30-minute break, 5 h 30 min worked');
    expect(text).toContain('Wednesday, July 7, 2027: 9:00 AM to 4:00 PM, a 45-minute break, 6 h 15 min worked');
    expect(text).toContain('What they did: Weighed flour for the morning bake.');
    expect(text).toContain('Planned by the agreement:');
    expect(text).toContain('Lakeside Secondary stays responsible');
    expect(text).toContain(`${t.config.publicUrl}/supervisor/hours/`);
    // This Monday's shift waits for next week's e-mail.
    expect(text).not.toContain('July 12, 2027');

    const token = await tokenFor(fixture);
    const [link] = await db().select().from(supervisorLinks).where(eq(supervisorLinks.placementId, fixture.id));
    expect(link).toMatchObject({ purpose: 'hours', periodStart: '2027-07-05', periodEnd: '2027-07-11', sentTo: fixture.supervisorEmail });
    const shifts = await shiftsOf([monday, wednesday, today]);
    expect(shifts.get(monday)).toMatchObject({ status: 'awaiting_supervisor', supervisorLinkId: link!.id });
    expect(shifts.get(wednesday)).toMatchObject({ status: 'awaiting_supervisor', supervisorLinkId: link!.id });
    expect(shifts.get(today)).toMatchObject({ status: 'logged', supervisorLinkId: null });

    // Later runs the same Monday send nothing more.
    await run(new Date(MONDAY.getTime() + 3 * HOUR));
    await run(new Date('2027-07-13T03:00:00Z'));
    expect(await mailsTo(fixture.supervisorEmail)).toHaveLength(1);
    expect((await read(token)).statusCode).toBe(200);
  });

  it("is written in the employer's language", async () => {
    const { fixture } = await weekLogged({ employerLanguage: 'fr' });
    await run(MONDAY);
    const [mail] = await mailsTo(fixture.supervisorEmail);
    expect(mail!.htmlBody).toContain('<html lang="fr">');
    expect(mail!.textBody).toContain('lundi 5 juillet 2027');
  });

  it('nothing logged and nothing planned: no e-mail; planned days alone: an e-mail without a button', async () => {
    const none = await hoursPlacement(t.app, { withSchedule: false });
    const plannedOnly = await hoursPlacement(t.app);
    await run(MONDAY);
    expect(await mailsTo(none.supervisorEmail)).toHaveLength(0);
    const [mail] = await mailsTo(plannedOnly.supervisorEmail);
    expect(mail!.textBody).toContain('has not logged any hours');
    expect(mail!.textBody).not.toContain('/supervisor/hours/');
  });
});

describe('the link', () => {
  it('shows the placement, the planned days and its shifts', async () => {
    const { fixture, monday, wednesday } = await weekLogged();
    await run(MONDAY);
    const response = await read(await tokenFor(fixture));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SupervisorHoursResponse;
    expect(body.placement).toMatchObject({ jobTitle: 'Bakery Helper', employerName: 'Crumbs Bakery Inc.', supervisorName: 'Sam Baker' });
    expect(body.periodStart).toBe('2027-07-05');
    expect(body.planned.map((day) => day.workDate)).toEqual(['2027-07-05', '2027-07-07']);
    expect(body.shifts.map((shift) => shift.id)).toEqual([monday, wednesday]);
    expect(body.shifts[1]).toMatchObject({ startTime: '09:00', endTime: '16:00', breakMinutes: 45, minutes: 375 });
    expect(body.answeredAt).toBeNull();
    expect((await read('x'.repeat(43))).statusCode).toBe(404);
  });

  it('answers every shift once: confirm verifies, correct disputes and tells the student and the school; a second answer is 409', async () => {
    const { fixture, monday, wednesday } = await weekLogged();
    const other = await weekLogged();
    await run(MONDAY);
    const token = await tokenFor(fixture);
    const correction = { startTime: '09:00', endTime: '14:00', breakMinutes: 30 };

    const missing = await answer(token, [{ shiftId: monday, answer: 'confirm' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('2027-07-07');
    const foreign = await answer(token, [
      { shiftId: monday, answer: 'confirm' },
      { shiftId: wednesday, answer: 'confirm' },
      { shiftId: other.monday, answer: 'confirm' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('does not ask about that shift');
    const twice = await answer(token, [
      { shiftId: monday, answer: 'confirm' },
      { shiftId: monday, answer: 'absent' },
    ]);
    expect(twice.statusCode).toBe(400);
    const noNote = await answer(token, [
      { shiftId: monday, answer: 'confirm' },
      { shiftId: wednesday, answer: 'correct', correction },
    ]);
    expect(noNote.statusCode).toBe(400);
    // Nothing changed by the refused answers, the other placement's shift included.
    expect((await shiftsOf([other.monday])).get(other.monday)!.status).toBe('awaiting_supervisor');

    const done = await answer(token, [
      { shiftId: monday, answer: 'confirm' },
      { shiftId: wednesday, answer: 'correct', correction, note: 'Left at two for a dentist appointment.' },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const shifts = await shiftsOf([monday, wednesday]);
    expect(shifts.get(monday)).toMatchObject({ status: 'verified', verifiedBy: 'supervisor' });
    expect(shifts.get(monday)!.verifiedAt).not.toBeNull();
    expect(shifts.get(wednesday)).toMatchObject({
      status: 'disputed',
      correctedStartTime: '09:00',
      correctedEndTime: '14:00',
      correctedBreakMinutes: 30,
      supervisorNote: 'Left at two for a dentist appointment.',
      verifiedAt: null,
    });
    expect(await stepNotices(fixture.student, 'hours_disputed')).toHaveLength(1);
    expect(await stepNotices(fixture.school!, 'hours_disputed')).toHaveLength(1);

    const again = await answer(token, [
      { shiftId: monday, answer: 'absent' },
      { shiftId: wednesday, answer: 'absent' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already answered/);
    expect((await shiftsOf([monday])).get(monday)!.status).toBe('verified');
    expect((await read(token)).json().answeredAt).toBe(done.json().answeredAt);
  });

  it('leaves a shift the coordinator verified meanwhile; absent takes an optional note', async () => {
    const { fixture, monday, wednesday } = await weekLogged();
    await run(MONDAY);
    await db()
      .update(placementShifts)
      .set({ status: 'verified', verifiedBy: 'coordinator', verifyReason: 'Called the bakery.', verifiedAt: MONDAY })
      .where(eq(placementShifts.id, monday));
    const response = await answer(await tokenFor(fixture), [
      { shiftId: monday, answer: 'absent' },
      { shiftId: wednesday, answer: 'absent' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const shifts = await shiftsOf([monday, wednesday]);
    expect(shifts.get(monday)).toMatchObject({ status: 'verified', verifiedBy: 'coordinator' });
    expect(shifts.get(wednesday)).toMatchObject({ status: 'absent', supervisorNote: null });
    expect(await stepNotices(fixture.student, 'hours_disputed')).toHaveLength(0);
  });

  it('expires after its days', async () => {
    const { fixture } = await weekLogged();
    await run(MONDAY);
    const token = await tokenFor(fixture);
    await db()
      .update(supervisorLinks)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(supervisorLinks.placementId, fixture.id));
    const response = await read(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LINK_EXPIRED');
  });
});

describe('hours not verified in time', () => {
  it('the school is told once, three days after the e-mail; not when the supervisor answered', async () => {
    const late = await weekLogged();
    const answered = await weekLogged();
    await run(MONDAY);
    const response = await answer(await tokenFor(answered.fixture), [
      { shiftId: answered.monday, answer: 'confirm' },
      { shiftId: answered.wednesday, answer: 'confirm' },
    ]);
    expect(response.statusCode, response.body).toBe(200);

    await run(new Date(MONDAY.getTime() + 3 * DAY - HOUR));
    expect(await stepNotices(late.fixture.school!, 'hours_overdue')).toHaveLength(0);
    await run(new Date(MONDAY.getTime() + 3 * DAY + HOUR));
    const notices = await stepNotices(late.fixture.school!, 'hours_overdue');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params.days).toBe(3);
    await run(new Date(MONDAY.getTime() + 4 * DAY));
    expect(await stepNotices(late.fixture.school!, 'hours_overdue')).toHaveLength(1);
    expect(await stepNotices(answered.fixture.school!, 'hours_overdue')).toHaveLength(0);
  });

  it('with no school, the employer is told', async () => {
    const { fixture } = await weekLogged({ withSchool: false });
    await run(MONDAY);
    await run(new Date(MONDAY.getTime() + 3 * DAY + HOUR));
    expect(await stepNotices(fixture.employer, 'hours_overdue')).toHaveLength(1);
  });
});

describe('the final e-mail', () => {
  it('goes the day after the end date, once, for the shifts left and the last planned days', async () => {
    const fixture = await hoursPlacement(t.app, { endDate: '2027-07-14' });
    const tuesday = await insertShift(t.app, fixture.id, { workDate: '2027-07-13' });
    const wednesday = await insertShift(t.app, fixture.id, { workDate: '2027-07-14' });
    await run(new Date('2027-07-14T20:00:00Z'));
    expect(await mailsTo(fixture.supervisorEmail)).toHaveLength(0);

    await run(new Date('2027-07-15T14:00:00Z'));
    const mails = await mailsTo(fixture.supervisorEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/last hours/);
    expect(mails[0]!.textBody).toContain('ended on Wednesday, July 14, 2027');
    const shifts = await shiftsOf([tuesday, wednesday]);
    expect(shifts.get(tuesday)!.status).toBe('awaiting_supervisor');
    expect(shifts.get(wednesday)!.status).toBe('awaiting_supervisor');
    const body = (await read(await tokenFor(fixture))).json() as SupervisorHoursResponse;
    expect(body.periodEnd).toBe('2027-07-14');
    expect(body.planned.map((day) => day.workDate)).toEqual(['2027-07-12', '2027-07-14']);

    await insertShift(t.app, fixture.id, { workDate: '2027-07-09' });
    await run(new Date('2027-07-16T14:00:00Z'));
    await run(new Date('2027-07-19T14:00:00Z'));
    expect(await mailsTo(fixture.supervisorEmail)).toHaveLength(1);
  });
});
