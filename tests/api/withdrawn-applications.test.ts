// A withdrawn application stays in the student's history as "withdrawn" (docs/product/jobs.md#withdrawing):
// the employer no longer sees it nor counts it, the school's totals leave it out, the employer
// cannot move it, and applying again reopens it as pending.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerJob, StudentApplication } from '@common/contracts/jobs';
import { accountEndpoints } from '@common/endpoints/account';
import { filesEndpoints } from '@common/endpoints/files';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { applications, jobs } from '@server/db/schema';
import { createJob, createSchoolLink } from '@server/seed/factories';
import { PDF_BYTES } from './helpers/upload-fixtures';
import { createPersona, TEST_PASSWORD, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

let t: TestApp;
let school: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Withdrawn High');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

async function studentOfSchool(): Promise<Persona> {
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  await t.storage.put(`resumes/${student.userId}/cv.pdf`, PDF_BYTES, 'application/pdf');
  await createSchoolLink(db(), student.userId!, school.profileId!, 'approved');
  return student;
}
const apply = (student: Persona, id: string) => sendTo(t.app, student, jobsEndpoints.apply, { params: { id }, body: { message: 'Hello' } });
const withdraw = (student: Persona, id: string) => sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params: { id } });
const myApplications = async (student: Persona) =>
  ((await sendTo(t.app, student, jobsEndpoints.studentApplications)).json() as { items: StudentApplication[] }).items;
const employerList = async (employer: Persona, jobId: string) =>
  (await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId } })).json() as { items: Array<{ id: string }>; total: number };
const employerJob = async (employer: Persona, jobId: string) =>
  ((await sendTo(t.app, employer, jobsEndpoints.employerJobs)).json() as { items: EmployerJob[] }).items.find((job) => job.id === jobId)!;
const storedCount = async (jobId: string) => (await db().select({ n: jobs.applicationCount }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;
const placementsTotal = async () => (await sendTo(t.app, school, institutionsEndpoints.placements, { query: {} })).json().total as number;

describe('a withdrawn application', () => {
  it("stays in the student's list as withdrawn, leaves the employer's list, counts and resume, and cannot be moved", async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Kept Carpenter' });
    const student = await studentOfSchool();
    const { application } = (await apply(student, job.id)).json();
    const schoolBefore = await placementsTotal();
    expect(await storedCount(job.id)).toBe(1);

    const withdrawn = await withdraw(student, application.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'withdrawn' })]);
    const [row] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('withdrawn');

    expect(await employerList(employer, job.id)).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await storedCount(job.id)).toBe(0);
    expect((await employerJob(employer, job.id))._count.applications).toBe(0);
    expect(await placementsTotal()).toBe(schoolBefore - 1);
    const resume = await sendTo(t.app, employer, filesEndpoints.downloadResume, { params: { userId: student.userId } });
    expect(resume.statusCode).toBe(403);

    const moved = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id: application.id }, body: { status: 'reviewing' } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ code: 'CONFLICT', message: 'The student withdrew this application: its status can no longer be changed.' });
    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'withdrawn' })]);

    // The posting page no longer says "applied": the student may apply again.
    const detail = (await sendTo(t.app, student, jobsEndpoints.detail, { params: { id: job.id } })).json();
    expect(detail.viewer).toEqual(expect.objectContaining({ hasApplied: false, applicationStatus: null }));
  });

  it('reopens as pending when the student applies again, counted once more', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Second Thoughts' });
    const student = await studentOfSchool();
    const { application } = (await apply(student, job.id)).json();
    expect((await withdraw(student, application.id)).statusCode).toBe(200);
    const schoolAfterWithdrawal = await placementsTotal();

    const again = await apply(student, job.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().application).toEqual(expect.objectContaining({ id: application.id, status: 'pending' }));
    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'pending' })]);
    expect((await employerList(employer, job.id)).items).toEqual([expect.objectContaining({ id: application.id, status: 'pending' })]);
    expect(await storedCount(job.id)).toBe(1);
    expect(await placementsTotal()).toBe(schoolAfterWithdrawal + 1);
    // A live application is still refused a second time.
    expect((await apply(student, job.id)).statusCode).toBe(409);
  });

  it("goes with the student's account when it is deleted", async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!);
    const student = await studentOfSchool();
    const { application } = (await apply(student, job.id)).json();
    expect((await withdraw(student, application.id)).statusCode).toBe(200);

    const deleted = await sendTo(t.app, student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await db().select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect(await storedCount(job.id)).toBe(0);
  });
});
