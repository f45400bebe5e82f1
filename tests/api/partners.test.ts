import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { partnersEndpoints } from '@common/endpoints/partners';
import { employerProfiles, institutionProfiles, notifications } from '@server/db/schema';
import { createEmployerProfile, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Schools and employers as partners (docs/product/schools.md#partners): only verified schools
// invite, only the invited (verified) employer answers, no second invitation, either side ends it;
// the other side hears of each step; a partner's postings are badged for the school's approved
// students only.

let t: TestApp;
let school: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Maple High');
});
afterAll(async () => t.close());

let companyCount = 0;
/** A verified employer (unless told) with a unique company name containing `name`. */
async function employerNamed(name: string, verificationStatus: 'verified' | 'pending' = 'verified'): Promise<Persona & { companyName: string }> {
  const persona = await createPersona(t.app, 'employer', { withProfile: false });
  const companyName = `${name} ${++companyCount}`;
  const profile = await createEmployerProfile(t.app.deps.db, persona.userId!, { companyName, verificationStatus });
  return { ...persona, profileId: profile.id, companyName };
}

const invite = (caller: Persona, employerId: string) => sendTo(t.app, caller, partnersEndpoints.inviteEmployer, { body: { employerId } });
const answer = (caller: Persona, id: string, decision: 'accept' | 'decline') =>
  sendTo(t.app, caller, partnersEndpoints.answerInvitation, { params: { id }, body: { decision } });
const kindsFor = async (persona: Persona) =>
  (
    await t.app.deps.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, persona.userId!))
  ).map((row): Record<string, string | number> => ({ kind: row.kind, ...row.params }));

describe('finding and inviting an employer', () => {
  it('offers verified employers whose company name contains the search, with where an invitation stands', async () => {
    const bakery = await employerNamed('Crumb Bakery');
    await employerNamed('Crumb Pending', 'pending');
    const found = await sendTo(t.app, school, partnersEndpoints.partnerCandidates, { query: { q: 'crumb' } });
    expect(found.statusCode).toBe(200);
    const names = found.json().items.map((item: { companyName: string }) => item.companyName);
    expect(names).toContain(bakery.companyName);
    expect(names.some((name: string) => name.startsWith('Crumb Pending'))).toBe(false);
    expect(found.json().items.find((item: { employerId: string }) => item.employerId === bakery.userId).partnershipStatus).toBeNull();

    expect((await invite(school, bakery.userId!)).statusCode).toBe(201);
    const again = await sendTo(t.app, school, partnersEndpoints.partnerCandidates, { query: { q: bakery.companyName } });
    expect(again.json().items[0]).toMatchObject({ employerId: bakery.userId, partnershipStatus: 'pending' });
    // A search of one letter says what is wrong.
    const short = await sendTo(t.app, school, partnersEndpoints.partnerCandidates, { query: { q: 'c' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].path).toBe('q');
  });

  it('invites once, tells the employer, and refuses a second invitation', async () => {
    const employer = await employerNamed('Spokes Cycles');
    const invited = await invite(school, employer.userId!);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().partnership).toMatchObject({
      status: 'pending',
      answeredAt: null,
      employer: { id: employer.userId, companyName: employer.companyName },
    });
    expect(await kindsFor(employer)).toEqual([{ kind: 'partnership_invited', institutionName: 'Maple High' }]);

    const twice = await invite(school, employer.userId!);
    expect(twice.statusCode).toBe(409);
    expect(await kindsFor(employer)).toHaveLength(1);
  });

  it('invites only verified employers, and only as a verified school', async () => {
    const pending = await employerNamed('Not Yet Checked', 'pending');
    expect((await invite(school, pending.userId!)).statusCode).toBe(404);
    const student = await createPersona(t.app, 'student');
    expect((await invite(school, student.userId!)).statusCode).toBe(404);
    expect((await invite(school, 'no-such-user')).statusCode).toBe(404);
    expect((await invite(school, '../etc')).statusCode).toBe(400);

    const unverifiedSchool = await createInstitution(t.app, 'Toronto', 'Unchecked Academy');
    await t.app.deps.db
      .update(institutionProfiles)
      .set({ verificationStatus: 'pending' })
      .where(eq(institutionProfiles.id, unverifiedSchool.profileId!));
    const employer = await employerNamed('Verified Co');
    const refused = await invite(unverifiedSchool, employer.userId!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not verified your school/);
    expect((await sendTo(t.app, unverifiedSchool, partnersEndpoints.partnerCandidates, { query: { q: 'Verified' } })).statusCode).toBe(403);
    expect(await kindsFor(employer)).toEqual([]);
  });

  it('lets only schools invite and only employers answer', async () => {
    const employer = await employerNamed('Role Check');
    const other = await employerNamed('Other Role');
    expect((await invite(employer, other.userId!)).statusCode).toBe(403);
    const id = (await invite(school, employer.userId!)).json().partnership.id;
    expect((await answer(school, id, 'accept')).statusCode).toBe(403);
    const student = await createLinkedStudent(t.app, school.profileId);
    expect((await answer(student, id, 'accept')).statusCode).toBe(403);
  });
});

describe('answering an invitation', () => {
  it('lets only the invited employer answer, once, and tells the school', async () => {
    const employer = await employerNamed('Answer Ltd');
    const stranger = await employerNamed('Stranger Ltd');
    const id = (await invite(school, employer.userId!)).json().partnership.id;

    const listed = await sendTo(t.app, employer, partnersEndpoints.employerPartners);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id, status: 'pending', institution: expect.objectContaining({ institutionName: 'Maple High' }) }),
    ]);
    expect((await sendTo(t.app, stranger, partnersEndpoints.employerPartners)).json().items).toEqual([]);

    expect((await answer(stranger, id, 'accept')).statusCode).toBe(404);
    const accepted = await answer(employer, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().partnership).toMatchObject({ id, status: 'accepted' });
    expect(accepted.json().partnership.answeredAt).not.toBeNull();
    expect((await answer(employer, id, 'decline')).statusCode).toBe(404);
    expect((await kindsFor(school)).filter((row) => row.kind === 'partnership_answered')).toContainEqual({
      kind: 'partnership_answered',
      companyName: employer.companyName,
      answer: 'accepted',
    });
    const badAnswer = await answer(employer, id, 'maybe' as 'accept');
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().issues[0].path).toBe('decision');
  });

  it('refuses an answer from an employer FirstRung no longer verifies', async () => {
    const employer = await employerNamed('Lapsed Co');
    const id = (await invite(school, employer.userId!)).json().partnership.id;
    await t.app.deps.db.update(employerProfiles).set({ verificationStatus: 'pending' }).where(eq(employerProfiles.userId, employer.userId!));
    const refused = await answer(employer, id, 'accept');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not verified your company/);
  });

  it('keeps a declined invitation for the school to clear; clearing it lets the school invite again', async () => {
    const employer = await employerNamed('Declining Co');
    const id = (await invite(school, employer.userId!)).json().partnership.id;
    expect((await answer(employer, id, 'decline')).statusCode).toBe(200);
    expect((await kindsFor(school)).filter((row) => row.kind === 'partnership_answered' && row.companyName === employer.companyName)).toEqual([
      { kind: 'partnership_answered', companyName: employer.companyName, answer: 'declined' },
    ]);
    expect((await sendTo(t.app, employer, partnersEndpoints.employerPartners)).json().items).toEqual([]);
    const schoolList = (await sendTo(t.app, school, partnersEndpoints.schoolPartners, { query: { limit: 100 } })).json();
    expect(schoolList.items.find((item: { id: string }) => item.id === id).status).toBe('declined');
    expect((await invite(school, employer.userId!)).statusCode).toBe(409);

    const cleared = await sendTo(t.app, school, partnersEndpoints.endSchoolPartnership, { params: { id } });
    expect(cleared.statusCode).toBe(204);
    // The employer said no already: clearing is silent.
    expect((await kindsFor(employer)).map((row) => row.kind)).toEqual(['partnership_invited']);
    expect((await invite(school, employer.userId!)).statusCode).toBe(201);
  });
});

describe('a partner of the school', () => {
  it("marks the partner's postings for the school's approved students only, and lists them for the school", async () => {
    const employer = await employerNamed('Badge Works');
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Badge apprentice', companyName: employer.companyName });
    const closed = await createJob(t.app.deps.db, employer.userId!, { title: 'Closed badge job', isActive: false });
    const approved = await createLinkedStudent(t.app, school.profileId);
    const pending = await createLinkedStudent(t.app, school.profileId, {}, 'pending');
    const otherSchool = await createInstitution(t.app, 'Toronto', 'Elsewhere High');
    const elsewhere = await createLinkedStudent(t.app, otherSchool.profileId);

    const flagFor = async (caller: Persona | null) => {
      const list = await sendTo(t.app, caller, jobsEndpoints.list, { query: { q: 'Badge apprentice' } });
      const detail = await sendTo(t.app, caller, jobsEndpoints.detail, { params: { id: job.id } });
      const inList = list.json().items.find((item: { id: string }) => item.id === job.id).isSchoolPartner;
      expect(detail.json().job.isSchoolPartner).toBe(inList);
      return inList as boolean;
    };

    const id = (await invite(school, employer.userId!)).json().partnership.id;
    expect(await flagFor(approved)).toBe(false);
    expect((await sendTo(t.app, school, partnersEndpoints.partnerJobs)).json().items.map((item: { id: string }) => item.id)).not.toContain(job.id);

    expect((await answer(employer, id, 'accept')).statusCode).toBe(200);
    expect(await flagFor(approved)).toBe(true);
    expect(await flagFor(pending)).toBe(false);
    expect(await flagFor(elsewhere)).toBe(false);
    expect(await flagFor(null)).toBe(false);
    const partnerJobs = (await sendTo(t.app, school, partnersEndpoints.partnerJobs)).json();
    const ids = partnerJobs.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(job.id);
    expect(ids).not.toContain(closed.id);
    expect((await sendTo(t.app, otherSchool, partnersEndpoints.partnerJobs)).json().items).toEqual([]);

    // The employer ends it: the school hears, the badge goes.
    const stranger = await employerNamed('Not The Partner');
    expect((await sendTo(t.app, stranger, partnersEndpoints.endEmployerPartnership, { params: { id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, otherSchool, partnersEndpoints.endSchoolPartnership, { params: { id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, employer, partnersEndpoints.endEmployerPartnership, { params: { id } })).statusCode).toBe(204);
    expect(await flagFor(approved)).toBe(false);
    expect(await kindsFor(school)).toContainEqual({ kind: 'partnership_ended', name: employer.companyName, stage: 'partnership' });
    expect((await sendTo(t.app, employer, partnersEndpoints.endEmployerPartnership, { params: { id } })).statusCode).toBe(404);
  });

  it('lets the school end a partnership or withdraw an invitation, telling the employer; the employer cannot end a pending one', async () => {
    const employer = await employerNamed('Withdrawn Co');
    const id = (await invite(school, employer.userId!)).json().partnership.id;
    expect((await sendTo(t.app, employer, partnersEndpoints.endEmployerPartnership, { params: { id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, school, partnersEndpoints.endSchoolPartnership, { params: { id } })).statusCode).toBe(204);
    expect(await kindsFor(employer)).toContainEqual({ kind: 'partnership_ended', name: 'Maple High', stage: 'invitation' });

    const secondId = (await invite(school, employer.userId!)).json().partnership.id;
    await answer(employer, secondId, 'accept');
    expect((await sendTo(t.app, school, partnersEndpoints.endSchoolPartnership, { params: { id: secondId } })).statusCode).toBe(204);
    expect(await kindsFor(employer)).toContainEqual({ kind: 'partnership_ended', name: 'Maple High', stage: 'partnership' });
    const rows = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, employer.userId!), eq(notifications.kind, 'partnership_ended')));
    expect(rows).toHaveLength(2);
  });
});
