import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetencyRatings } from '@common/contracts/placement-closure';
import type { OverdueResponse, SchoolHoursResponse, StudentPlacementsSummaryResponse } from '@common/contracts/school-hours';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { SHIFT_STATUSES, type PlacementStatus, type ShiftStatus } from '@common/enums';
import { certificates, placementClosures, placements, placementShifts, publicRecords, supervisorLinks, users } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { bakeryTerms, insertPlacement } from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The school's views of its students' hours (docs/product/placement-hours.md#the-schools-views):
// only verified and approved shifts count in the hours, the CSV, the student's page and the student's
// total; the period is inclusive; another school's students and placements are never shown; the
// overdue list names each kind with its date, oldest first. Shifts, links and closures are written
// directly (their own features are tested elsewhere), each relative to the real clock.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function named(persona: Persona, firstName: string, lastName: string) {
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, persona.userId!));
  return persona;
}

/** A placement of `student` at a fresh employer, in `status`, with the school given. */
async function placementOf(
  student: Persona,
  institutionId: string | null,
  options: { status?: PlacementStatus; title?: string; legalName?: string; endDate?: string } = {},
): Promise<string> {
  const employer = await createPersona(t.app, 'employer');
  const terms = bakeryTerms({ startDate: '2026-09-01', endDate: options.endDate ?? '2027-06-30' }, options.legalName);
  return insertPlacement(t.app, { student, employer, institutionId }, { terms, status: options.status, jobTitle: options.title });
}

/** One shift a day from `firstDate`, one per status given, `minutes` each. */
async function shifts(placementId: string, firstDate: string, statuses: readonly ShiftStatus[], minutes = 60, linkId: string | null = null) {
  const start = Date.parse(`${firstDate}T00:00:00Z`);
  await db()
    .insert(placementShifts)
    .values(
      statuses.map((status, index) => ({
        placementId,
        workDate: dayOf(new Date(start + index * DAY)),
        startTime: '09:00',
        endTime: '17:00',
        breakMinutes: 0,
        minutes,
        status,
        supervisorLinkId: linkId,
        ...(status === 'verified' || status === 'approved' ? { verifiedBy: 'supervisor', verifiedAt: new Date() } : {}),
      })),
    );
}

const ratings = (value: number): CompetencyRatings => ({
  punctuality: { rating: value, comment: null },
  teamwork: { rating: value, comment: null },
  communication: { rating: value, comment: null },
  initiative: { rating: value, comment: null },
  safety: { rating: value + 1, comment: null },
});

describe("a school's hours", () => {
  let school: Persona;
  let other: Persona;
  let ada: Persona;
  let bea: Persona;
  let stranger: Persona;
  let adaBakery: string;
  let adaLibrary: string;
  let beaPlacement: string;

  beforeAll(async () => {
    school = await createInstitution(t.app);
    other = await createInstitution(t.app);
    ada = await named(await createLinkedStudent(t.app, school.profileId), 'Ada', 'Abbott');
    bea = await named(await createLinkedStudent(t.app, school.profileId), 'Bea', 'Zimmer');
    stranger = await named(await createLinkedStudent(t.app, other.profileId), 'Cal', 'Another');
    adaLibrary = await placementOf(ada, school.profileId, { title: 'Library Aide', legalName: '=HYPERLINK("http://x.test")' });
    adaBakery = await placementOf(ada, school.profileId, { title: 'Bakery Helper' });
    beaPlacement = await placementOf(bea, school.profileId, { status: 'completed', title: 'Garden Helper' });
    const strangerPlacement = await placementOf(stranger, other.profileId);
    // Every status once, 60 minutes each, on 2026-10-01..06: only verified and approved (120) count.
    await shifts(adaBakery, '2026-10-01', SHIFT_STATUSES);
    // The period's first and last days, and a day on each side of it.
    await shifts(adaLibrary, '2026-09-30', ['verified', 'approved'], 30);
    await shifts(adaLibrary, '2026-10-31', ['approved', 'verified'], 45);
    await shifts(beaPlacement, '2026-10-15', ['approved', 'logged'], 90);
    await shifts(strangerPlacement, '2026-10-10', ['verified'], 600);
  });

  const hours = (caller: Persona, from: string, to: string) => sendTo(t.app, caller, placementHoursEndpoints.schoolHours, { query: { from, to } });

  it('counts only verified and approved shifts, by student then job, the period inclusive', async () => {
    const response = await hours(school, '2026-10-01', '2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SchoolHoursResponse;
    expect(body.rows.map((row) => [row.studentName, row.jobTitle, row.verifiedMinutes, row.shifts])).toEqual([
      ['Ada Abbott', 'Bakery Helper', 120, 2],
      // 2026-09-30 (verified) is out, 2026-10-01 (approved) and 2026-10-31 (approved) in, 2026-11-01 out.
      ['Ada Abbott', 'Library Aide', 75, 2],
      ['Bea Zimmer', 'Garden Helper', 90, 1],
    ]);
    expect(body.totalMinutes).toBe(285);
    expect(body.rows.some((row) => row.studentId === stranger.userId)).toBe(false);
  });

  it('answers the period asked and refuses one that ends before it starts', async () => {
    const narrow = (await hours(school, '2026-10-31', '2026-10-31')).json() as SchoolHoursResponse;
    expect(narrow.rows.map((row) => [row.jobTitle, row.verifiedMinutes])).toEqual([['Library Aide', 45]]);
    expect((await hours(school, '2026-10-31', '2026-10-01')).statusCode).toBe(400);
  });

  it('writes the same rows as CSV, in the reader language, with no formula cell', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/institution/hours.csv?from=2026-10-01&to=2026-10-31',
      headers: { cookie: school.cookie!, 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('heures-2026-10-01-2026-10-31.csv');
    const lines = response.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Élève,Poste,Employeur,Jours vérifiés,Minutes vérifiées,Heures vérifiées,Du,Au');
    expect(lines.slice(1)).toEqual([
      'Ada Abbott,Bakery Helper,Crumbs Bakery Inc.,2,120,2.00,2026-10-01,2026-10-31',
      `Ada Abbott,Library Aide,"'=HYPERLINK(""http://x.test"")",2,75,1.25,2026-10-01,2026-10-31`,
      'Bea Zimmer,Garden Helper,Crumbs Bakery Inc.,1,90,1.50,2026-10-01,2026-10-31',
      'Total,,,5,285,4.75,2026-10-01,2026-10-31',
    ]);
    const english = await sendTo(t.app, school, placementHoursEndpoints.schoolHoursCsv, { query: { from: '2026-10-01', to: '2026-10-31' } });
    expect(english.headers['content-disposition']).toContain('hours-2026-10-01-2026-10-31.csv');
    expect(english.body).not.toContain('Another');
  });

  it("shows one of the school's students with their placements, and another school's student as not found", async () => {
    await db()
      .insert(placementClosures)
      .values({
        placementId: beaPlacement,
        outcome: 'completed',
        ratings: ratings(4),
        wouldHostAgain: true,
        evaluatedAt: new Date(),
      });
    await db()
      .insert(publicRecords)
      .values({ reference: 'FR-TEST-HOUR-S001', kind: 'certificate', statement: { hours: 1.5 } });
    await db().insert(certificates).values({ placementId: beaPlacement, reference: 'FR-TEST-HOUR-S001', language: 'en', verifiedMinutes: 90 });
    const summary = (id: string) => sendTo(t.app, school, placementHoursEndpoints.studentSummary, { params: { userId: id } });

    const response = await summary(bea.userId!);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as StudentPlacementsSummaryResponse;
    expect(body.verifiedMinutes).toBe(90);
    expect(body.placements).toEqual([
      expect.objectContaining({
        placementId: beaPlacement,
        status: 'completed',
        verifiedMinutes: 90,
        evaluation: { outcome: 'completed', averageRating: 4.2, wouldHostAgain: true },
        certificateReference: 'FR-TEST-HOUR-S001',
      }),
    ]);
    const adaBody = (await summary(ada.userId!)).json() as StudentPlacementsSummaryResponse;
    // Bakery 120 (verified + approved of every status), library every shift counted: 30+30+45+45.
    expect(adaBody.verifiedMinutes).toBe(270);
    expect(adaBody.placements.map((placement) => placement.evaluation)).toEqual([null, null]);

    expect((await summary(stranger.userId!)).statusCode).toBe(404);
    expect((await sendTo(t.app, other, placementHoursEndpoints.studentSummary, { params: { userId: bea.userId! } })).statusCode).toBe(404);
  });

  it('gives the student their verified hours across their placements', async () => {
    const response = await sendTo(t.app, ada, placementHoursEndpoints.myTotal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ verifiedMinutes: 270, placements: 2 });
    const fresh = await createLinkedStudent(t.app, school.profileId);
    expect((await sendTo(t.app, fresh, placementHoursEndpoints.myTotal)).json()).toEqual({ verifiedMinutes: 0, placements: 0 });
  });
});

describe("a school's overdue list", () => {
  let school: Persona;
  const ids: Record<string, string> = {};

  async function hoursLink(placementId: string, sentDaysAgo: number, statuses: ShiftStatus[], firstDate: string, used = false) {
    const [link] = await db()
      .insert(supervisorLinks)
      .values({
        placementId,
        purpose: 'hours',
        tokenHash: crypto.randomUUID(),
        sentTo: 'sam@crumbs.test',
        sentAt: daysAgo(sentDaysAgo),
        expiresAt: daysAgo(sentDaysAgo - 14),
        usedAt: used ? new Date() : null,
      })
      .returning({ id: supervisorLinks.id });
    await shifts(placementId, firstDate, statuses, 60, link!.id);
  }

  beforeAll(async () => {
    school = await createInstitution(t.app);
    const other = await createInstitution(t.app);
    const student = await named(await createLinkedStudent(t.app, school.profileId), 'Dan', 'Doe');
    const outsider = await createLinkedStudent(t.app, other.profileId);

    // Hours: sent 5 days ago, two shifts still awaiting and one the coordinator verified: due 2 days ago, 120 minutes.
    ids.hours = await placementOf(student, school.profileId, { title: 'Hours' });
    await hoursLink(ids.hours, 5, ['awaiting_supervisor', 'awaiting_supervisor', 'verified'], '2026-10-05');
    // Not yet due (sent 2 days ago), answered, or every shift settled: not listed.
    await hoursLink(ids.hours, 2, ['awaiting_supervisor'], '2026-10-12');
    await hoursLink(ids.hours, 9, ['verified'], '2026-09-28', true);
    await hoursLink(ids.hours, 8, ['verified', 'disputed'], '2026-09-21');

    // Ended 10 days ago, nothing in: evaluation and reflection missing since 7 days ago.
    ids.nothing = await placementOf(student, school.profileId, { status: 'completed', title: 'Nothing in', endDate: dayOf(daysAgo(10)) });
    await db()
      .insert(placementClosures)
      .values({ placementId: ids.nothing, evaluationRequestedAt: daysAgo(9) });
    // Ended 20 days ago, evaluated, no reflection: the reflection since 17 days ago.
    ids.evaluated = await placementOf(student, school.profileId, { status: 'completed', title: 'Evaluated', endDate: dayOf(daysAgo(20)) });
    await db()
      .insert(placementClosures)
      .values({ placementId: ids.evaluated, outcome: 'completed', ratings: ratings(3), wouldHostAgain: true, evaluatedAt: daysAgo(15) });
    // Both in, not signed off: waiting since the later of the two (4 days ago).
    ids.waiting = await placementOf(student, school.profileId, { status: 'completed', title: 'Waiting', endDate: dayOf(daysAgo(30)) });
    await db()
      .insert(placementClosures)
      .values({
        placementId: ids.waiting,
        outcome: 'partly_completed',
        ratings: ratings(3),
        wouldHostAgain: false,
        evaluatedAt: daysAgo(25),
        reflection: 'Learnt a lot.',
        agreesWithEvaluation: true,
        reflectedAt: daysAgo(4),
      });
    // Not listed: ended 2 days ago (not due yet), did not show, signed off, another school's.
    const recent = await placementOf(student, school.profileId, { status: 'completed', title: 'Recent', endDate: dayOf(daysAgo(2)) });
    await db().insert(placementClosures).values({ placementId: recent });
    const noShow = await placementOf(student, school.profileId, { status: 'completed', title: 'No show', endDate: dayOf(daysAgo(30)) });
    await db()
      .insert(placementClosures)
      .values({ placementId: noShow, outcome: 'did_not_show', wouldHostAgain: false, evaluatedAt: daysAgo(25) });
    const signedOff = await placementOf(student, school.profileId, { status: 'completed', title: 'Signed off', endDate: dayOf(daysAgo(30)) });
    await db()
      .insert(placementClosures)
      .values({
        placementId: signedOff,
        outcome: 'completed',
        ratings: ratings(5),
        wouldHostAgain: true,
        evaluatedAt: daysAgo(25),
        reflection: 'Fine.',
        agreesWithEvaluation: true,
        reflectedAt: daysAgo(24),
        signedOffAt: daysAgo(20),
      });
    const outsiders = await placementOf(outsider, other.profileId, { status: 'completed', endDate: dayOf(daysAgo(30)) });
    await db().insert(placementClosures).values({ placementId: outsiders });
    await hoursLink(await placementOf(outsider, other.profileId), 6, ['awaiting_supervisor'], '2026-10-05');
  });

  const overdue = (limit?: number) => sendTo(t.app, school, placementHoursEndpoints.overdue, { query: limit === undefined ? {} : { limit } });

  it('lists each kind with the date it became due, oldest first', async () => {
    const response = await overdue();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as OverdueResponse;
    const endPlus3 = (daysBefore: number) => `${dayOf(daysAgo(daysBefore - 3))}T00:00:00.000Z`;
    expect(body.items.map((item) => [item.jobTitle, item.kind, item.pendingMinutes])).toEqual([
      ['Evaluated', 'reflection_missing', null],
      expect.arrayContaining(['Nothing in']),
      expect.arrayContaining(['Nothing in']),
      ['Waiting', 'sign_off_waiting', null],
      ['Hours', 'hours_unverified', 120],
    ]);
    expect(body.items.slice(1, 3).map((item) => item.kind)).toEqual(['evaluation_missing', 'reflection_missing']);
    expect(body.items[0]!.since).toBe(endPlus3(20));
    expect(body.items[1]!.since).toBe(endPlus3(10));
    expect(Date.parse(body.items[3]!.since)).toBeCloseTo(daysAgo(4).getTime(), -4);
    expect(Date.parse(body.items[4]!.since)).toBeCloseTo(daysAgo(2).getTime(), -4);
    expect(body.items.every((item) => item.studentName === 'Dan Doe')).toBe(true);
    expect(body.total).toBe(5);
  });

  it('answers at most `limit` items and the total of them all', async () => {
    const body = (await overdue(2)).json() as OverdueResponse;
    expect(body.items.map((item) => item.jobTitle)).toEqual(['Evaluated', 'Nothing in']);
    expect(body.total).toBe(5);
  });

  it('follows the placement when its school changes', async () => {
    const moved = await placementOf(await createLinkedStudent(t.app, school.profileId), school.profileId, { title: 'Moved' });
    await hoursLink(moved, 6, ['awaiting_supervisor'], '2026-10-05');
    const [closed] = await db().insert(placementClosures).values({ placementId: moved }).returning({ school: placementClosures.institutionId });
    expect(closed!.school).toBe(school.profileId);
    const titles = async (persona: Persona) =>
      ((await sendTo(t.app, persona, placementHoursEndpoints.overdue)).json() as OverdueResponse).items.map((item) => item.jobTitle);
    expect(await titles(school)).toContain('Moved');

    const next = await createInstitution(t.app);
    await db().update(placements).set({ institutionId: next.profileId }).where(eq(placements.id, moved));
    expect(await titles(school)).not.toContain('Moved');
    expect(await titles(next)).toEqual(['Moved']);
    const [link] = await db().select({ school: supervisorLinks.institutionId }).from(supervisorLinks).where(eq(supervisorLinks.placementId, moved));
    expect(link!.school).toBe(next.profileId);
  });

  it('is empty for a school with nothing overdue', async () => {
    const empty = await createInstitution(t.app);
    expect((await sendTo(t.app, empty, placementHoursEndpoints.overdue)).json()).toEqual({ items: [], total: 0 });
  });
});
