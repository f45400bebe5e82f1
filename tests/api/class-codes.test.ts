import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassCode } from '@common/contracts/class-codes';
import type { NotificationItem } from '@common/contracts/notifications';
import { classCodesEndpoints } from '@common/endpoints/class-codes';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { institutionProfiles, schoolLinks } from '@server/db/schema';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Class codes (docs/product/school-sign-in.md#class-codes): a school makes a code, a student types
// it into their profile to ask to join, and the school approves the code's requests at once.

let t: TestApp;
let school: Persona;
let otherSchool: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside');
  otherSchool = await createInstitution(t.app, 'Toronto', 'Lakeview');
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function makeCode(institution: Persona, body: Record<string, unknown> = { label: 'Grade 10 – Ms Roy', lifetimeDays: 30 }): Promise<ClassCode> {
  const response = await sendTo(t.app, institution, classCodesEndpoints.create, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().classCode;
}
const codesOf = async (institution: Persona): Promise<ClassCode[]> => (await sendTo(t.app, institution, classCodesEndpoints.list)).json().items;
const saveProfileWithCode = (student: Persona, classCode: string) =>
  sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { grade: '10', classCode } });
async function studentWithCode(classCode: string, kind: 'student' | 'noRole' = 'student'): Promise<Persona> {
  const student = await createPersona(t.app, kind, { withProfile: false });
  const saved = await saveProfileWithCode(student, classCode);
  expect(saved.statusCode, saved.body).toBe(200);
  return student;
}
const linkOf = async (student: Persona) => {
  const [row] = await t.app.deps.db.select().from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!));
  return row;
};
const approveAll = (institution: Persona, id: string, body: Record<string, unknown> = {}) =>
  sendTo(t.app, institution, classCodesEndpoints.approveRequests, { params: { id }, body });
const rosterIds = async (institution: Persona) =>
  (await sendTo(t.app, institution, institutionsEndpoints.students, { query: { limit: 100 } })).json().items.map((s: { id: string }) => s.id);
const notificationsOf = async (persona: Persona, kind: string) =>
  ((await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } })).json().items as NotificationItem[]).filter(
    (item) => item.kind === kind,
  );

describe("a school's class codes", () => {
  it('makes a random code shown as XXXX-XXXX, lists it with its state and pending requests, and revokes it', async () => {
    const code = await makeCode(school);
    expect(code).toMatchObject({ label: 'Grade 10 – Ms Roy', state: 'active', revokedAt: null, pendingRequests: 0 });
    expect(code.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}-[ACDEFGHJKMNPQRTUVWXY34679]{4}$/);
    expect(new Date(code.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect((await codesOf(school)).map((c) => c.id)).toContain(code.id);
    expect((await codesOf(otherSchool)).map((c) => c.id)).not.toContain(code.id);

    // Another school's code is not found: not revoked, not approved.
    expect((await sendTo(t.app, otherSchool, classCodesEndpoints.revoke, { params: { id: code.id } })).statusCode).toBe(404);
    expect((await approveAll(otherSchool, code.id)).statusCode).toBe(404);

    const revoked = await sendTo(t.app, school, classCodesEndpoints.revoke, { params: { id: code.id } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().classCode).toMatchObject({ id: code.id, state: 'revoked', revokedAt: expect.any(String) });
    expect((await codesOf(school)).find((c) => c.id === code.id)?.state).toBe('revoked');
  });

  it('takes an end date at most a year away, and refuses a lifetime not offered, none, or both', async () => {
    const endOfDay = new Date(Date.now() + 200 * DAY_MS).toISOString();
    expect((await makeCode(school, { label: 'Term', expiresAt: endOfDay })).expiresAt).toBe(endOfDay);
    const refused = async (body: Record<string, unknown>, field: string) => {
      const response = await sendTo(t.app, school, classCodesEndpoints.create, { body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues?.map((i: { path: string }) => i.path) ?? response.json().message).toContain(field);
    };
    await refused({ label: 'Too long', expiresAt: new Date(Date.now() + 400 * DAY_MS).toISOString() }, 'expiresAt');
    await refused({ label: 'Past', expiresAt: new Date(Date.now() - DAY_MS).toISOString() }, 'expiresAt');
    await refused({ label: 'Odd', lifetimeDays: 12 }, 'lifetimeDays');
    await refused({ label: 'None' }, 'lifetimeDays');
    await refused({ label: 'Both', lifetimeDays: 7, expiresAt: endOfDay }, 'lifetimeDays');
    await refused({ label: ' ', lifetimeDays: 7 }, 'label');
  });

  it('is refused to a school FirstRung has not verified', async () => {
    const pending = await createInstitution(t.app, 'Toronto', 'Not Yet');
    await t.app.deps.db.update(institutionProfiles).set({ verificationStatus: 'pending' }).where(eq(institutionProfiles.id, pending.profileId!));
    expect((await sendTo(t.app, pending, classCodesEndpoints.create, { body: { label: 'x', lifetimeDays: 7 } })).statusCode).toBe(403);
    expect((await sendTo(t.app, pending, classCodesEndpoints.list)).statusCode).toBe(403);
  });
});

describe('a student typing a code', () => {
  it('asks to join the school, in any case and with or without the dash, from a new account too', async () => {
    const code = await makeCode(school);
    const plain = code.code.replace('-', '');
    for (const typed of [code.code, plain.toLowerCase(), ` ${plain.slice(0, 4).toLowerCase()}-${plain.slice(4)} `]) {
      const student = await studentWithCode(typed);
      expect(await linkOf(student)).toMatchObject({ institutionId: school.profileId, status: 'pending', source: 'class_code', classCodeId: code.id });
    }
    // An account with no role yet (the student setting up their profile) becomes a student asking to join.
    const newcomer = await studentWithCode(code.code, 'noRole');
    expect((await linkOf(newcomer))?.classCodeId).toBe(code.id);
    const profile = (await sendTo(t.app, newcomer, profilesEndpoints.studentProfile)).json().profile;
    expect(profile).toMatchObject({ institutionId: school.profileId, youthStatus: 'current_student' });

    expect((await codesOf(school)).find((c) => c.id === code.id)?.pendingRequests).toBe(4);
    // The school's requests show the code's label; its bell has the request as for any other.
    const requests = (await sendTo(t.app, school, schoolLinksEndpoints.linkRequests, { query: { limit: 100 } })).json().items;
    const newcomerLinkId = (await linkOf(newcomer))!.id;
    expect(requests.find((r: { id: string }) => r.id === newcomerLinkId)).toMatchObject({
      classCode: { id: code.id, label: 'Grade 10 – Ms Roy' },
    });
    expect((await notificationsOf(school, 'school_link_requested')).length).toBeGreaterThanOrEqual(4);
  });

  it('replaces a pending request to another school, and a pending request to the same school takes the code', async () => {
    const code = await makeCode(school);
    const student = await createPersona(t.app, 'student', { withProfile: false });
    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: otherSchool.profileId },
    });
    expect((await saveProfileWithCode(student, code.code)).statusCode).toBe(200);
    expect(await linkOf(student)).toMatchObject({ institutionId: school.profileId, status: 'pending', classCodeId: code.id });

    const sameSchool = await createPersona(t.app, 'student', { withProfile: false });
    await sendTo(t.app, sameSchool, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: school.profileId },
    });
    expect(await linkOf(sameSchool)).toMatchObject({ source: 'request', classCodeId: null });
    expect((await saveProfileWithCode(sameSchool, code.code)).statusCode).toBe(200);
    expect(await linkOf(sameSchool)).toMatchObject({
      institutionId: school.profileId,
      status: 'pending',
      source: 'class_code',
      classCodeId: code.id,
    });
  });

  it('refuses an unknown, a malformed, a revoked and an expired code under the field, in plain words', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    const refusal = async (typed: string) => {
      const response = await saveProfileWithCode(student, typed);
      expect(response.statusCode, response.body).toBe(400);
      const issue = response.json().issues.find((i: { path: string }) => i.path === 'classCode');
      expect(issue).toBeDefined();
      return issue.message as string;
    };
    expect(await refusal('AAAA-AAAA')).toMatch(/No school has this class code/);
    expect(await refusal('hello')).toMatch(/8-character class code/);

    const revoked = await makeCode(school);
    await sendTo(t.app, school, classCodesEndpoints.revoke, { params: { id: revoked.id } });
    expect(await refusal(revoked.code)).toMatch(/no longer uses this class code/);

    const weekly = await makeCode(school, { label: 'One week', lifetimeDays: 7 });
    await clockMoves(t.app, 7 * DAY_MS + 60_000);
    expect(await refusal(weekly.code)).toMatch(/has expired/);
    expect((await codesOf(school)).find((c) => c.id === weekly.id)?.state).toBe('expired');
    expect(await linkOf(student)).toBeUndefined();
  });

  it('limits how many codes one account types', async () => {
    const guesser = await createPersona(t.app, 'student', { withProfile: false });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await saveProfileWithCode(guesser, 'CCCC-CCCC')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    // Saving the profile without a code is not counted.
    expect((await sendTo(t.app, guesser, profilesEndpoints.saveStudentProfile, { body: { grade: '9' } })).statusCode).toBe(200);
  });
});

describe("approving a code's requests at once", () => {
  it("approves only this code's pending requests to this school, and tells each student as a single approval does", async () => {
    const code = await makeCode(school);
    const otherCode = await makeCode(school, { label: 'Grade 11', lifetimeDays: 7 });
    const askers = [await studentWithCode(code.code), await studentWithCode(code.code)];
    const withOtherCode = await studentWithCode(otherCode.code);
    const declined = await studentWithCode(code.code);
    const declinedId = (await linkOf(declined))!.id;
    expect(
      (await sendTo(t.app, school, schoolLinksEndpoints.decideLinkRequest, { params: { id: declinedId }, body: { decision: 'decline' } })).statusCode,
    ).toBe(200);

    // Revoking the code leaves its requests for the school to answer.
    await sendTo(t.app, school, classCodesEndpoints.revoke, { params: { id: code.id } });
    const approved = await approveAll(school, code.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ approved: 2 });

    const roster = await rosterIds(school);
    for (const student of askers) {
      expect(roster).toContain(student.userId);
      expect(await notificationsOf(student, 'school_link_decided')).toEqual([
        expect.objectContaining({ params: { institutionName: 'Riverside', decision: 'approved' } }),
      ]);
    }
    expect(roster).not.toContain(withOtherCode.userId);
    expect(roster).not.toContain(declined.userId);
    expect((await linkOf(withOtherCode))?.status).toBe('pending');
    expect((await linkOf(declined))?.status).toBe('declined');
    expect((await codesOf(school)).find((c) => c.id === code.id)?.pendingRequests).toBe(0);
    // Nothing is left to approve: a second call approves none.
    expect((await approveAll(school, code.id)).json()).toEqual({ approved: 0 });
  });

  it('approves only the requests named, when some are', async () => {
    const code = await makeCode(school);
    const [first, second] = [await studentWithCode(code.code), await studentWithCode(code.code)];
    const stranger = await studentWithCode((await makeCode(otherSchool)).code);
    const ids = [(await linkOf(first))!.id, (await linkOf(stranger))!.id];
    expect((await approveAll(school, code.id, { requestIds: ids })).json()).toEqual({ approved: 1 });
    expect((await linkOf(first))?.status).toBe('approved');
    expect((await linkOf(second))?.status).toBe('pending');
    expect(
      await t.app.deps.db
        .select()
        .from(schoolLinks)
        .where(and(eq(schoolLinks.studentId, stranger.userId!), eq(schoolLinks.status, 'pending'))),
    ).toHaveLength(1);
  });
});
