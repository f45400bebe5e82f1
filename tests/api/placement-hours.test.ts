import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { PlacementHoursResponse, Shift, ShiftBody } from '@common/contracts/placement-hours';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import type { PlacementStatus, ShiftStatus } from '@common/enums';
import { auditLog, placementClosures, placementShifts, placementVersions } from '@server/db/schema';
import { workplaceToday } from '@server/features/placement-hours/shift-service';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { bakeryTerms, freshParties, insertPlacement, type PlacementParties } from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The hours log (docs/product/placement-hours.md#the-hours-log): the student logs one shift a day on
// an active placement, edits or deletes it until the supervisor is asked; only verified hours count;
// the school's coordinator verifies on the supervisor's behalf with a reason (audited) and approves
// verified shifts; each shift is flagged against the agreement's rule pack and dates. The supervisor's
// answers are another part's: the tests put shifts in their states directly.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;

type Fixture = PlacementParties & { id: string };

/**
 * A placement in `status` in Ontario, from 2026-03-02 to 2026-06-26 (days that have come), 16:00 to
 * 19:00 on Mondays and Wednesdays, for a student born on `dateOfBirth` (14 in spring 2026 by default).
 */
async function placementIn(
  status: PlacementStatus = 'active',
  options: {
    withSchool?: boolean;
    dateOfBirth?: string;
    startDate?: string;
    endDate?: string;
    signedPack?: { jurisdiction: string; version: number };
  } = {},
): Promise<Fixture> {
  const parties = await freshParties(t.app, { withSchool: options.withSchool, schoolName: 'Test School' });
  const terms = bakeryTerms({
    startDate: options.startDate ?? '2026-03-02',
    endDate: options.endDate ?? '2026-06-26',
    schedule: {
      days: [
        { weekday: 1, start: '16:00', end: '19:00', breakMinutes: 0 },
        { weekday: 3, start: '16:00', end: '19:00', breakMinutes: 0 },
      ],
    },
    studentDateOfBirth: options.dateOfBirth ?? '2011-09-01',
  });
  const id = await insertPlacement(t.app, { ...parties, institutionId: parties.school?.profileId ?? null }, { terms, status });
  if (options.signedPack) {
    await db()
      .insert(placementVersions)
      .values({
        placementId: id,
        version: 1,
        text: 'The agreement.',
        textHash: 'a'.repeat(64),
        terms,
        requiredParties: ['student', 'employer'],
        rulePack: options.signedPack,
      });
  }
  return { id, ...parties };
}

const day = (overrides: Partial<ShiftBody> = {}): ShiftBody => ({
  workDate: '2026-03-10',
  startTime: '16:00',
  endTime: '19:00',
  breakMinutes: 0,
  activities: 'Shaped loaves and served at the counter.',
  ...overrides,
});

const log = (fixture: Fixture, body: ShiftBody, caller: Persona | null = fixture.student) =>
  sendTo(t.app, caller, placementHoursEndpoints.create, { params: { id: fixture.id }, body });

async function logged(fixture: Fixture, body: ShiftBody = day()): Promise<Shift> {
  const response = await log(fixture, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { shift: Shift }).shift;
}

async function hoursOf(fixture: Fixture, caller: Persona | null = fixture.student): Promise<PlacementHoursResponse> {
  const response = await sendTo(t.app, caller, placementHoursEndpoints.list, { params: { id: fixture.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlacementHoursResponse;
}

/** What the supervisor's answers would do (another part's): the shift moved to `status` directly. */
async function setStatus(shiftId: string, status: ShiftStatus, extra: Partial<typeof placementShifts.$inferInsert> = {}) {
  await db()
    .update(placementShifts)
    .set({ status, ...extra })
    .where(eq(placementShifts.id, shiftId));
}

const verify = (fixture: Fixture, shiftId: string, body: unknown, caller: Persona | null = fixture.school) =>
  sendTo(t.app, caller, placementHoursEndpoints.verify, { params: { id: fixture.id, shiftId }, body });
const approve = (fixture: Fixture, shiftIds: string[], caller: Persona | null = fixture.school) =>
  sendTo(t.app, caller, placementHoursEndpoints.approve, { params: { id: fixture.id }, body: { shiftIds } });

async function flaggedNotices(persona: Persona) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step' && item.params.step === 'hours_flagged');
}

describe('logging a day', () => {
  it('logs a day of an active placement, with its minutes, and lists it newest first', async () => {
    const fixture = await placementIn();
    const first = await logged(fixture, day({ workDate: '2026-03-09', breakMinutes: 30 }));
    expect(first).toMatchObject({ status: 'logged', minutes: 150, flags: [], verifiedBy: null });
    await logged(fixture, day({ workDate: '2026-03-11' }));
    const hours = await hoursOf(fixture);
    expect(hours.shifts.map((shift) => shift.workDate)).toEqual(['2026-03-11', '2026-03-09']);
    expect(hours.canLog).toBe(true);
  });

  it('takes one shift per date: a second for the same date is 409', async () => {
    const fixture = await placementIn();
    await logged(fixture);
    const again = await log(fixture, day({ startTime: '10:00' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain('2026-03-10');
  });

  it('refuses a day that has not come at the workplace (400), and times that do not make a day', async () => {
    const fixture = await placementIn('active', { endDate: '2031-06-30' });
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const future = await log(fixture, day({ workDate: workplaceToday('Ontario', tomorrow) }));
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().message).toContain(workplaceToday('Ontario', new Date()));
    const backwards = await log(fixture, day({ startTime: '19:00', endTime: '16:00' }));
    expect(backwards.statusCode).toBe(400);
  });

  it('refuses a placement that has not started (409), a signed-off one and one the student did not show up to', async () => {
    for (const status of ['signed', 'signing', 'cancelled'] as const) {
      const fixture = await placementIn(status);
      expect((await log(fixture, day())).statusCode).toBe(409);
      expect((await hoursOf(fixture)).canLog).toBe(false);
    }
    const completed = await placementIn('completed');
    await logged(completed);
    await db().insert(placementClosures).values({ placementId: completed.id, signedOffAt: new Date() });
    expect((await log(completed, day({ workDate: '2026-03-11' }))).statusCode).toBe(409);
    expect((await hoursOf(completed)).canLog).toBe(false);
    const noShow = await placementIn('completed');
    await db().insert(placementClosures).values({ placementId: noShow.id, outcome: 'did_not_show', evaluatedAt: new Date() });
    const refused = await log(noShow, day());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/did not come/);
  });

  it('answers 404 to anyone not a party, as for the placement; the employer and the school read the log', async () => {
    const fixture = await placementIn();
    await logged(fixture);
    const stranger = await createPersona(t.app, 'student');
    const otherSchool = await createInstitution(t.app);
    const otherEmployer = await createPersona(t.app, 'employer');
    for (const caller of [stranger, otherSchool, otherEmployer]) {
      const response = await sendTo(t.app, caller, placementHoursEndpoints.list, { params: { id: fixture.id } });
      expect(response.statusCode).toBe(404);
    }
    expect((await log(fixture, day({ workDate: '2026-03-11' }), stranger)).statusCode).toBe(404);
    const asSchool = await hoursOf(fixture, fixture.school);
    expect(asSchool.shifts).toHaveLength(1);
    expect(asSchool.canLog).toBe(false);
    expect(asSchool.planned).toEqual([]);
    expect((await hoursOf(fixture, fixture.employer)).shifts).toHaveLength(1);
  });

  it('offers the agreement’s days not logged yet of this week and last, up to today', async () => {
    const today = workplaceToday('Ontario', new Date());
    const fixture = await placementIn('active', { startDate: '2026-01-05', endDate: '2031-06-30' });
    const { planned } = await hoursOf(fixture);
    expect(planned.length).toBeGreaterThan(0);
    for (const entry of planned) {
      expect(entry.workDate <= today).toBe(true);
      expect([1, 3]).toContain(new Date(`${entry.workDate}T00:00:00Z`).getUTCDay());
      expect(entry).toMatchObject({ startTime: '16:00', endTime: '19:00', breakMinutes: 0 });
    }
    await logged(fixture, day({ workDate: planned[0]!.workDate }));
    expect((await hoursOf(fixture)).planned.map((entry) => entry.workDate)).not.toContain(planned[0]!.workDate);
  });
});

describe('editing and deleting a day', () => {
  const put = (fixture: Fixture, shiftId: string, body: ShiftBody) =>
    sendTo(t.app, fixture.student, placementHoursEndpoints.update, { params: { id: fixture.id, shiftId }, body });
  const remove = (fixture: Fixture, shiftId: string) =>
    sendTo(t.app, fixture.student, placementHoursEndpoints.remove, { params: { id: fixture.id, shiftId } });

  it('edits and deletes a logged day', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    const edited = await put(fixture, shift.id, day({ endTime: '20:00' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().shift).toMatchObject({ minutes: 240, endTime: '20:00' });
    expect((await remove(fixture, shift.id)).statusCode).toBe(204);
    expect((await hoursOf(fixture)).shifts).toEqual([]);
  });

  it('refuses to move a day onto a date already logged (409)', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await logged(fixture, day({ workDate: '2026-03-11' }));
    expect((await put(fixture, shift.id, day({ workDate: '2026-03-11' }))).statusCode).toBe(409);
  });

  it('refuses to change a day the supervisor was asked about, verified or approved (409)', async () => {
    const fixture = await placementIn();
    for (const [index, status] of (['awaiting_supervisor', 'verified', 'approved', 'absent'] as const).entries()) {
      const shift = await logged(fixture, day({ workDate: `2026-03-1${index}` }));
      await setStatus(shift.id, status);
      expect((await put(fixture, shift.id, day({ workDate: `2026-03-1${index}` }))).statusCode).toBe(409);
      expect((await remove(fixture, shift.id)).statusCode).toBe(409);
    }
  });

  it('puts a disputed day back to logged, without the supervisor’s note and correction', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await setStatus(shift.id, 'disputed', {
      supervisorNote: 'Left at 18:00',
      correctedStartTime: '16:00',
      correctedEndTime: '18:00',
      correctedBreakMinutes: 0,
    });
    const disputed = (await hoursOf(fixture)).shifts[0]!;
    expect(disputed).toMatchObject({ status: 'disputed', supervisorNote: 'Left at 18:00', correction: { endTime: '18:00' } });
    const edited = await put(fixture, shift.id, day({ endTime: '18:00' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().shift).toMatchObject({ status: 'logged', supervisorNote: null, correction: null, minutes: 120 });
  });

  it('answers 404 for a shift of another placement', async () => {
    const fixture = await placementIn();
    const other = await placementIn();
    const shift = await logged(other);
    expect((await put(fixture, shift.id, day())).statusCode).toBe(404);
  });
});

describe('only verified hours count', () => {
  it('counts logged, awaiting, disputed and absent days nothing; a coordinator’s verification counts', async () => {
    const fixture = await placementIn();
    const shifts = [];
    for (const workDate of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']) shifts.push(await logged(fixture, day({ workDate })));
    await setStatus(shifts[1]!.id, 'awaiting_supervisor');
    await setStatus(shifts[2]!.id, 'disputed');
    await setStatus(shifts[3]!.id, 'absent');
    expect((await hoursOf(fixture)).totals).toEqual({ verifiedMinutes: 0, pendingMinutes: 540 });
    const verified = await verify(fixture, shifts[1]!.id, { reason: 'The supervisor confirmed by phone.' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().shift).toMatchObject({
      status: 'verified',
      verifiedBy: 'coordinator',
      verifyReason: 'The supervisor confirmed by phone.',
    });
    expect((await hoursOf(fixture)).totals).toEqual({ verifiedMinutes: 180, pendingMinutes: 360 });
  });
});

describe('the coordinator verifies on the supervisor’s behalf', () => {
  it('needs a reason (400)', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await setStatus(shift.id, 'awaiting_supervisor');
    expect((await verify(fixture, shift.id, { reason: '  ' })).statusCode).toBe(400);
    expect((await verify(fixture, shift.id, {})).statusCode).toBe(400);
  });

  it('records who, why and which shift in the audit log', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await setStatus(shift.id, 'awaiting_supervisor');
    expect((await verify(fixture, shift.id, { reason: 'Checked the timesheet.' })).statusCode).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'placement.hours_verify'), eq(auditLog.actorId, fixture.school!.userId!)));
    expect(entry).toMatchObject({
      targetId: fixture.student.userId,
      details: { shiftId: shift.id, placementId: fixture.id, reason: 'Checked the timesheet.' },
    });
  });

  it('verifies only a day awaiting the supervisor or disputed (409 otherwise)', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    expect((await verify(fixture, shift.id, { reason: 'Too early' })).statusCode).toBe(409);
    await setStatus(shift.id, 'absent');
    expect((await verify(fixture, shift.id, { reason: 'Absent' })).statusCode).toBe(409);
  });

  it('takes a disputed day’s corrected times when told to, and recounts its minutes', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await setStatus(shift.id, 'disputed', {
      supervisorNote: 'Left early',
      correctedStartTime: '16:00',
      correctedEndTime: '17:30',
      correctedBreakMinutes: 0,
    });
    const response = await verify(fixture, shift.id, { reason: 'As the supervisor says.', useCorrection: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shift).toMatchObject({ status: 'verified', endTime: '17:30', minutes: 90 });
    expect((await hoursOf(fixture)).totals.verifiedMinutes).toBe(90);
  });

  it('is the school’s: the employer of a placement with a school is refused; with no school the employer verifies', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture);
    await setStatus(shift.id, 'awaiting_supervisor');
    expect((await verify(fixture, shift.id, { reason: 'Mine' }, fixture.employer)).statusCode).toBe(403);
    const noSchool = await placementIn('active', { withSchool: false });
    const own = await logged(noSchool);
    await setStatus(own.id, 'awaiting_supervisor');
    expect((await verify(noSchool, own.id, { reason: 'I was there.' }, noSchool.employer)).statusCode).toBe(200);
    const stranger = await createInstitution(t.app);
    expect((await verify(fixture, shift.id, { reason: 'Not mine' }, stranger)).statusCode).toBe(404);
  });
});

describe('the school approves verified days', () => {
  it('approves verified days; any other in the list: 409 and nothing approved', async () => {
    const fixture = await placementIn();
    const first = await logged(fixture, day({ workDate: '2026-03-09' }));
    const second = await logged(fixture, day({ workDate: '2026-03-11' }));
    await setStatus(first.id, 'verified', { verifiedBy: 'supervisor', verifiedAt: new Date() });
    const refused = await approve(fixture, [first.id, second.id]);
    expect(refused.statusCode).toBe(409);
    const statuses = (await hoursOf(fixture)).shifts.map((shift) => shift.status);
    expect(statuses).toEqual(['logged', 'verified']);
    const approved = await approve(fixture, [first.id]);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ approved: 1 });
    const after = (await hoursOf(fixture)).shifts.find((shift) => shift.id === first.id)!;
    expect(after.status).toBe('approved');
    expect(after.approvedAt).not.toBeNull();
    expect((await hoursOf(fixture)).totals.verifiedMinutes).toBe(180);
  });

  it('refuses another placement’s verified day (409), and anyone but the school', async () => {
    const fixture = await placementIn();
    const other = await placementIn();
    const shift = await logged(other);
    await setStatus(shift.id, 'verified', { verifiedBy: 'supervisor', verifiedAt: new Date() });
    expect((await approve(fixture, [shift.id])).statusCode).toBe(409);
    expect((await approve(other, [shift.id], fixture.school)).statusCode).toBe(404);
    expect((await approve(other, [shift.id], other.employer)).statusCode).toBe(403);
  });
});

describe('flags', () => {
  it('flags a 10-hour day of a 14-year-old in Ontario with the daily-hours rule, and tells the school and the student once', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture, day({ startTime: '08:00', endTime: '18:00' }));
    expect(shift.flags).toEqual([expect.objectContaining({ ruleId: 'on.daily-hours', measure: 'day', found: 600, limit: 480 })]);
    expect(shift.flags[0]!.citation?.en).toMatch(/Employment Standards/);
    expect(await flaggedNotices(fixture.school!)).toHaveLength(1);
    expect(await flaggedNotices(fixture.student)).toHaveLength(1);
    // Edited and still over the limit: no news.
    await sendTo(t.app, fixture.student, placementHoursEndpoints.update, {
      params: { id: fixture.id, shiftId: shift.id },
      body: day({ startTime: '08:00', endTime: '17:45' }),
    });
    expect(await flaggedNotices(fixture.school!)).toHaveLength(1);
  });

  it('flags school hours for a placement with no school, and tells the employer', async () => {
    const fixture = await placementIn('active', { withSchool: false });
    const shift = await logged(fixture, day({ startTime: '10:00', endTime: '13:00' }));
    expect(shift.flags.map((flag) => flag.ruleId)).toEqual(['on.school-hours']);
    expect(await flaggedNotices(fixture.employer)).toHaveLength(1);
  });

  it('flags a day outside the agreement’s dates', async () => {
    const fixture = await placementIn();
    const shift = await logged(fixture, day({ workDate: '2026-02-27' }));
    expect(shift.flags.map((flag) => flag.ruleId)).toEqual(['outside_dates']);
  });

  it('reads the pack the agreement was signed under, and re-reads the week on each write', async () => {
    // Quebec's pack: at most 10 hours Monday to Friday in a school week under 16.
    const fixture = await placementIn('active', { signedPack: { jurisdiction: 'Quebec', version: 1 } });
    const monday = await logged(fixture, day({ workDate: '2026-03-09', startTime: '14:00', endTime: '19:00' }));
    expect(monday.flags).toEqual([]);
    const tuesday = await logged(fixture, day({ workDate: '2026-03-10', startTime: '13:00', endTime: '19:00' }));
    expect(tuesday.flags.map((flag) => flag.ruleId)).toContain('qc.school-week-weekday-hours');
    const week = (await hoursOf(fixture)).shifts;
    for (const shift of week) expect(shift.flags.map((flag) => flag.ruleId)).toContain('qc.school-week-weekday-hours');
    await sendTo(t.app, fixture.student, placementHoursEndpoints.remove, { params: { id: fixture.id, shiftId: tuesday.id } });
    expect((await hoursOf(fixture)).shifts[0]!.flags).toEqual([]);
  });
});
