import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@common/endpoints/admin';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { platformEndpoints } from '@common/endpoints/platform';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { auditLog, studentProfiles } from '@server/db/schema';
import { countListedJobs, findListedJob } from '@server/features/seo/seo-repository';
import { createInstitutionProfile } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Schools and employers are verified before students meet them (docs/product/admin.md#verification,
// docs/security.md): a new one starts pending, an admin decides (audited), and until then an
// employer's postings stay out of every public list and a school out of the students' picker.

let t: TestApp;
let admin: Persona;
let student: Persona;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPersona(t.app, 'admin');
  student = await createPersona(t.app, 'student');
});
afterAll(async () => t.close());

const { saveEmployerProfile, employerProfile, saveInstitutionProfile, institutionPicker, saveStudentProfile } = profilesEndpoints;

/** A new employer as a real sign-up makes one: a role, then its own profile save. */
async function signUpEmployer(companyName: string) {
  const employer = await createPersona(t.app, 'employer', { withProfile: false });
  const saved = await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName, city: 'Toronto', country: 'Canada', region: 'Ontario' } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { employer, profileId: saved.json().profile.id as string };
}

async function signUpSchool(institutionName: string) {
  const school = await createPersona(t.app, 'institution', { withProfile: false });
  const saved = await sendTo(t.app, school, saveInstitutionProfile, { body: { institutionName, city: 'Hamilton' } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { school, profileId: saved.json().profile.id as string };
}

async function post(employer: Persona, title: string, extra: Record<string, unknown> = {}) {
  const created = await sendTo(t.app, employer, jobsEndpoints.createJob, {
    body: { title, companyName: 'Any', location: 'Main St', city: 'Hamilton', description: 'Help out.', ...extra },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().job as { id: string; employerVerified: boolean; companyName: string };
}

const decide = (caller: Persona, kind: 'employer' | 'institution', id: string, body: Record<string, unknown>) =>
  sendTo(t.app, caller, adminEndpoints.decideVerification, { params: { kind, id }, body });

const browse = async (q: string) =>
  (await sendTo(t.app, null, jobsEndpoints.list, { query: { q } })).json() as { items: Array<{ id: string; companyName: string }>; total: number };
const stats = async () => (await sendTo(t.app, null, platformEndpoints.stats)).json() as { activeOpportunities: number; employerPartners: number };
const auditOf = (action: string, targetId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('a new employer', () => {
  it('starts pending; its posting stays out of every public list until an admin verifies it, then appears', async () => {
    const { employer, profileId } = await signUpEmployer('Harbour Freight Co');
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.verification).toEqual({ status: 'pending', note: null, decidedAt: null });

    const statsBefore = await stats();
    // The total of this search is counted (and cached) before the decision: verifying must forget it.
    expect((await browse('dockhand')).total).toBe(0);
    const job = await post(employer, 'Dockhand trainee');
    expect(job.employerVerified).toBe(false);

    // Absent from browse, from its detail for visitors and students, from search engines and counters.
    expect((await browse('dockhand')).items).toEqual([]);
    expect((await browse('dockhand')).total).toBe(0);
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, student, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} })).statusCode).toBe(404);
    expect(await findListedJob(t.app.deps.db, job.id)).toBeUndefined();
    expect(await stats()).toEqual(statsBefore);
    // The employer still sees and manages its own posting.
    expect((await sendTo(t.app, employer, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(200);
    expect((await sendTo(t.app, employer, jobsEndpoints.employerJobs)).json().items.map((item: { id: string }) => item.id)).toEqual([job.id]);

    // In the admin's queue.
    const queue = await sendTo(t.app, admin, adminEndpoints.verifications, { query: { kind: 'employer' } });
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: profileId, name: 'Harbour Freight Co', status: 'pending', accountEmail: employer.email }),
    );

    const listedBefore = await countListedJobs(t.app.deps.db);
    const verified = await decide(admin, 'employer', profileId, { decision: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().item).toMatchObject({ status: 'verified', note: null });

    expect((await browse('dockhand')).items.map((item) => item.id)).toEqual([job.id]);
    expect((await browse('dockhand')).total).toBe(1);
    const detail = await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: job.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().job.employerVerified).toBe(true);
    expect(await findListedJob(t.app.deps.db, job.id)).toBeDefined();
    expect(await countListedJobs(t.app.deps.db)).toBe(listedBefore + 1);
    expect(await stats()).toEqual({
      ...statsBefore,
      activeOpportunities: statsBefore.activeOpportunities + 1,
      employerPartners: statsBefore.employerPartners + 1,
    });
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.verification.status).toBe('verified');
    // Out of the pending queue now.
    const pending = await sendTo(t.app, admin, adminEndpoints.verifications, { query: { kind: 'employer' } });
    expect(pending.json().items.map((item: { id: string }) => item.id)).not.toContain(profileId);

    const [entry] = await auditOf('employer.verify', employer.userId!);
    expect(entry).toMatchObject({ actorId: admin.userId, targetEmail: employer.email });
    expect(entry!.details).toMatchObject({ profileId, name: 'Harbour Freight Co', from: 'pending', postingsChanged: 1 });
  });

  it('a rejection (with its reason) takes the postings out again; saving the profile again asks again', async () => {
    const { employer, profileId } = await signUpEmployer('Fly By Night Ltd');
    await decide(admin, 'employer', profileId, { decision: 'verified' });
    const job = await post(employer, 'Quayside runner');
    expect((await browse('quayside')).items).toHaveLength(1);
    expect((await sendTo(t.app, student, jobsEndpoints.save, { params: { id: job.id } })).statusCode).toBeLessThan(300);
    const savedIds = async () => (await sendTo(t.app, student, jobsEndpoints.savedJobs)).json().items.map((item: { id: string }) => item.id);
    expect(await savedIds()).toContain(job.id);

    const rejected = await decide(admin, 'employer', profileId, { decision: 'rejected', reason: 'No such company is registered.' });
    expect(rejected.json().item).toMatchObject({ status: 'rejected', note: 'No such company is registered.' });
    expect((await browse('quayside')).items).toEqual([]);
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(404);
    // Nor does it stay on the saved list of a student who saved it.
    expect(await savedIds()).not.toContain(job.id);
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.verification).toMatchObject({
      status: 'rejected',
      note: 'No such company is registered.',
    });
    const [entry] = await auditOf('employer.reject', employer.userId!);
    expect(entry!.details).toMatchObject({ reason: 'No such company is registered.', from: 'verified' });

    await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'Fly By Night Ltd', website: 'https://flybynight.example' } });
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.verification).toEqual({ status: 'pending', note: null, decidedAt: null });
  });

  it('a verified employer that renames itself goes back under review, and its postings with it', async () => {
    const { employer, profileId } = await signUpEmployer('Corner Bakery');
    await decide(admin, 'employer', profileId, { decision: 'verified' });
    await post(employer, 'Croissant folder');
    await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'Corner Bakery', city: 'Ottawa' } });
    expect((await browse('croissant')).items).toHaveLength(1);

    await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'A Famous Chain Inc' } });
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.verification.status).toBe('pending');
    expect((await browse('croissant')).items).toEqual([]);
  });

  it('posts under the company name FirstRung verified, whatever the form sends', async () => {
    const { employer, profileId } = await signUpEmployer('Honest Hardware');
    await decide(admin, 'employer', profileId, { decision: 'verified' });
    const job = await post(employer, 'Paint mixer', { companyName: 'A Famous Chain Inc' });
    expect(job.companyName).toBe('Honest Hardware');
    expect((await browse('paint mixer')).items.map((item) => item.companyName)).toEqual(['Honest Hardware']);
  });

  it('sends the schools in its city no alert until it is verified, then one', async () => {
    const school = await createPersona(t.app, 'institution', { withProfile: false });
    await createInstitutionProfile(t.app.deps.db, school.userId!, { institutionName: 'Guelph Collegiate', city: 'Guelph' });
    const { employer, profileId } = await signUpEmployer('Guelph Garden Centre');
    const job = await post(employer, 'Greenhouse helper', { city: 'Guelph', isHighSchoolOpportunity: true });
    const alerts = async () =>
      (await sendTo(t.app, school, institutionsEndpoints.alerts)).json().items.map((item: { job: { id: string } }) => item.job.id);
    expect(await alerts()).toEqual([]);
    await decide(admin, 'employer', profileId, { decision: 'verified' });
    expect(await alerts()).toEqual([job.id]);
  });
});

describe('a new school', () => {
  it('is not offered to students, and a student cannot link to it, until an admin verifies it', async () => {
    const { school, profileId } = await signUpSchool('Northfield Academy');
    const picker = async () => (await sendTo(t.app, null, institutionPicker, { query: { search: 'Northfield' } })).json().items;
    expect(await picker()).toEqual([]);

    const refused = await sendTo(t.app, student, saveStudentProfile, { body: { youthStatus: 'current_student', institutionId: profileId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'institutionId', message: 'That school has not been verified by FirstRung yet. Choose a verified school from the list.' },
    ]);

    const verified = await decide(admin, 'institution', profileId, { decision: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await picker()).toEqual([expect.objectContaining({ id: profileId, institutionName: 'Northfield Academy' })]);
    const linked = await sendTo(t.app, student, saveStudentProfile, { body: { youthStatus: 'current_student', institutionId: profileId } });
    expect(linked.statusCode, linked.body).toBe(200);
    const [entry] = await auditOf('institution.verify', school.userId!);
    expect(entry).toMatchObject({ actorId: admin.userId, targetEmail: school.email });
  });

  it('rejected, it leaves the picker and loses its students, who no longer reach it', async () => {
    const { school, profileId } = await signUpSchool('Shadow Institute');
    await decide(admin, 'institution', profileId, { decision: 'verified' });
    const pupil = await createPersona(t.app, 'student');
    await sendTo(t.app, pupil, saveStudentProfile, { body: { youthStatus: 'current_student', institutionId: profileId } });
    // The school approves the request, so the pupil is on its roster (docs/decisions/016).
    const [request] = (await sendTo(t.app, school, schoolLinksEndpoints.linkRequests)).json().items;
    await sendTo(t.app, school, schoolLinksEndpoints.decideLinkRequest, { params: { id: request.id }, body: { decision: 'approve' } });
    expect((await sendTo(t.app, school, institutionsEndpoints.students)).json().items).toHaveLength(1);

    await decide(admin, 'institution', profileId, { decision: 'rejected', reason: 'Not a registered school.' });
    const [row] = await t.app.deps.db
      .select({ institutionId: studentProfiles.institutionId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, pupil.userId!));
    expect(row!.institutionId).toBeNull();
    // Its roster is gone, and a rejected school is refused students' data anyway (verified-organisations.test.ts).
    expect((await sendTo(t.app, school, institutionsEndpoints.students)).json().code).toBe('ORGANISATION_NOT_VERIFIED');
    expect((await sendTo(t.app, null, institutionPicker, { query: { search: 'Shadow' } })).json().items).toEqual([]);
    const [entry] = await auditOf('institution.reject', school.userId!);
    expect(entry!.details).toMatchObject({ reason: 'Not a registered school.', unlinkedStudents: 1 });
  });

  it('a student already linked keeps the link while the school, renamed, is back under review', async () => {
    const { school, profileId } = await signUpSchool('Maple Grove School');
    await decide(admin, 'institution', profileId, { decision: 'verified' });
    const pupil = await createPersona(t.app, 'student');
    await sendTo(t.app, pupil, saveStudentProfile, { body: { youthStatus: 'current_student', institutionId: profileId } });
    await sendTo(t.app, school, saveInstitutionProfile, { body: { institutionName: 'Maple Grove Collegiate' } });
    const resaved = await sendTo(t.app, pupil, saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: profileId, city: 'Ottawa' },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });
});

describe('deciding', () => {
  it('is for admins only', async () => {
    const { profileId } = await signUpEmployer('Gatekeeper Goods');
    for (const kind of ['employer', 'institution', 'student'] as const) {
      const caller = await createPersona(t.app, kind);
      expect((await decide(caller, 'employer', profileId, { decision: 'verified' })).statusCode, kind).toBe(403);
      expect((await sendTo(t.app, caller, adminEndpoints.verifications, { query: { kind: 'employer' } })).statusCode, kind).toBe(403);
    }
    expect(
      (await sendTo(t.app, null, adminEndpoints.decideVerification, { params: { kind: 'employer', id: profileId }, body: { decision: 'verified' } }))
        .statusCode,
    ).toBe(401);
    expect((await sendTo(t.app, admin, adminEndpoints.verifications, { query: { kind: 'employer' } })).json().items).toContainEqual(
      expect.objectContaining({ id: profileId, status: 'pending' }),
    );
  });

  it('answers bad input with a 4xx that says what is wrong', async () => {
    const { profileId } = await signUpEmployer('Careful Inputs');
    const badDecision = await decide(admin, 'employer', profileId, { decision: 'maybe' });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().message).toContain('Decision must be verified or rejected');
    const longReason = await decide(admin, 'employer', profileId, { decision: 'rejected', reason: 'x'.repeat(501) });
    expect(longReason.statusCode).toBe(400);
    // An id of the other kind, an unknown id and an unknown kind are all "not found".
    expect((await decide(admin, 'institution', profileId, { decision: 'verified' })).statusCode).toBe(404);
    expect((await decide(admin, 'employer', '00000000-0000-4000-8000-000000000000', { decision: 'verified' })).statusCode).toBe(404);
    const badKind = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/verifications/robot/${profileId}`,
      headers: { cookie: admin.cookie! },
      payload: { decision: 'verified' },
    });
    expect(badKind.statusCode).toBe(404);
    expect((await sendTo(t.app, admin, adminEndpoints.verifications, { query: { kind: 'robots' } })).statusCode).toBe(400);
  });
});
