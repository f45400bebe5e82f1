import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJob } from '@server/seed/factories';
import { UNDO_WINDOW_MS } from '@common/constants';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

let t: TestApp;
let employer: Persona;
let otherEmployer: Persona;
let student: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  otherEmployer = await createPersona(t.app, 'employer');
  student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
});
afterAll(async () => t.close());

const validPosting = { title: 'Bike Mechanic Helper', companyName: 'Spokes', location: '1 Wheel St', city: 'Toronto', description: 'Fix bikes.' };

describe('POST /api/jobs/:id/apply', () => {
  it('applies with a message, once; a second attempt says so', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Apply here' });
    const first = await send(t.app, student, 'POST', `/api/jobs/${job.id}/apply`, { message: 'I would love to.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().application).toMatchObject({ status: 'pending', job: { id: job.id, title: 'Apply here', companyName: 'Test Company' } });
    const second = await send(t.app, student, 'POST', `/api/jobs/${job.id}/apply`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'ALREADY_EXISTS', message: 'You have already applied to this job.' });
    const detail = (await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json();
    expect(detail.viewer).toMatchObject({ hasApplied: true, hasResume: true });
    expect(detail.job._count.applications).toBe(1);
  });

  it('applies without any body', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    const response = await send(t.app, student, 'POST', `/api/jobs/${job.id}/apply`);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a message over 1000 characters, naming the field', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    const response = await send(t.app, student, 'POST', `/api/jobs/${job.id}/apply`, { message: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path: 'message', message: 'Message must be at most 1000 characters' });
  });

  it('asks for a resume first', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    const noResume = await createPersona(t.app, 'student');
    const response = await send(t.app, noResume, 'POST', `/api/jobs/${job.id}/apply`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please upload your resume to your profile before applying.');
  });

  it('refuses a job past its deadline, and an inactive one, saying why', async () => {
    const late = await createJob(t.app.deps.db, employer.userId!, { applicationDeadline: new Date(Date.now() - 60_000) });
    const lateAnswer = await send(t.app, student, 'POST', `/api/jobs/${late.id}/apply`, {});
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json()).toEqual({ code: 'JOB_CLOSED', message: 'The application deadline for this opportunity has passed.' });
    const open = await createJob(t.app.deps.db, employer.userId!, { applicationDeadline: new Date(Date.now() + 86_400_000) });
    expect((await send(t.app, student, 'POST', `/api/jobs/${open.id}/apply`, {})).statusCode).toBe(201);
    const inactive = await createJob(t.app.deps.db, employer.userId!, { isActive: false });
    expect((await send(t.app, student, 'POST', `/api/jobs/${inactive.id}/apply`, {})).statusCode).toBe(404);
    const switchedOff = await createJob(t.app.deps.db, employer.userId!);
    await send(t.app, employer, 'PATCH', `/api/employer/jobs/${switchedOff.id}`, { isActive: false });
    expect((await send(t.app, student, 'POST', `/api/jobs/${switchedOff.id}/apply`, {})).statusCode).toBe(404);
  });

  it('refuses visitors, other roles, a student without a profile and unknown jobs', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    expect((await send(t.app, null, 'POST', `/api/jobs/${job.id}/apply`, {})).statusCode).toBe(401);
    expect((await send(t.app, employer, 'POST', `/api/jobs/${job.id}/apply`, {})).statusCode).toBe(403);
    expect((await send(t.app, await createPersona(t.app, 'institution'), 'POST', `/api/jobs/${job.id}/apply`, {})).statusCode).toBe(403);
    expect(
      (await send(t.app, await createPersona(t.app, 'student', { withProfile: false }), 'POST', `/api/jobs/${job.id}/apply`, {})).statusCode,
    ).toBe(403);
    expect((await send(t.app, student, 'POST', '/api/jobs/123/apply', {})).statusCode).toBe(404);
  });
});

describe('student lists', () => {
  it("lists the student's own applications, newest first, with their status", async () => {
    const me = await createPersona(t.app, 'student');
    const a = await createJob(t.app.deps.db, employer.userId!, { title: 'Old' });
    const b = await createJob(t.app.deps.db, employer.userId!, { title: 'New' });
    await createApplication(t.app.deps.db, a.id, me.userId!, { status: 'reviewing', createdAt: new Date(Date.now() - 10_000) });
    await createApplication(t.app.deps.db, b.id, me.userId!, { status: 'accepted' });
    const body = (await send(t.app, me, 'GET', '/api/student/applications')).json();
    expect(body.total).toBe(2);
    expect(body.items.map((x: { job: { title: string }; status: string }) => [x.job.title, x.status])).toEqual([
      ['New', 'accepted'],
      ['Old', 'reviewing'],
    ]);
    expect(body.items[0].job).toEqual({
      id: b.id,
      title: 'New',
      location: 'Downtown',
      type: 'Part Time',
      companyName: 'Test Company',
      state: 'open',
    });
    const limited = (await send(t.app, me, 'GET', '/api/student/applications?limit=1')).json();
    expect(limited).toMatchObject({ total: 2, items: [{ job: { title: 'New' } }] });
    expect((await send(t.app, me, 'GET', '/api/student/applications?limit=500')).statusCode).toBe(400);
  });
});

describe('employer postings', () => {
  it('creates a posting with defaults and shows it in the employer list with stats', async () => {
    const me = await createPersona(t.app, 'employer');
    const created = await send(t.app, me, 'POST', '/api/employer/jobs', {
      ...validPosting,
      requirements: ['Own tools'],
      duration: '3 months',
      isHighSchoolOpportunity: true,
      applicationDeadline: '2099-06-30T23:59:59.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().job).toMatchObject({
      ...validPosting,
      // The profile's (verified) company name, not the form's.
      companyName: `Company ${me.email}`,
      type: 'Full Time',
      isActive: true,
      requirements: ['Own tools'],
      isHighSchoolOpportunity: true,
      applicationDeadline: '2099-06-30T23:59:59.000Z',
      pendingApplications: 0,
    });
    const jobId = created.json().job.id;
    await send(t.app, student, 'GET', `/api/jobs/${jobId}`);
    await send(t.app, student, 'POST', `/api/jobs/${jobId}/apply`, {});
    const list = (await send(t.app, me, 'GET', '/api/employer/jobs')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: jobId, viewCount: 1, _count: { applications: 1 }, pendingApplications: 1 });
    expect(list.stats).toEqual({ activePostings: 1, totalApplications: 1, awaitingReview: 1, totalViews: 1 });
    await send(t.app, me, 'PATCH', `/api/employer/jobs/${jobId}`, { isActive: false });
    expect((await send(t.app, me, 'GET', '/api/employer/jobs')).json().stats.activePostings).toBe(0);
  });

  it('names every missing required field, and a wrong type or deadline', async () => {
    const response = await send(t.app, employer, 'POST', '/api/employer/jobs', {
      title: '',
      companyName: ' ',
      type: 'Gig',
      applicationDeadline: 'tomorrow',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(response.json().issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]));
    expect(messages).toMatchObject({
      title: 'Title is required',
      companyName: 'Company name is required',
      type: expect.stringContaining('Type must be one of'),
      applicationDeadline: 'Deadline must be a date and time (ISO 8601)',
    });
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['location', 'city', 'description']));
  });

  it('needs an employer profile to post', async () => {
    const bare = await createPersona(t.app, 'employer', { withProfile: false });
    expect((await send(t.app, bare, 'POST', '/api/employer/jobs', validPosting)).statusCode).toBe(403);
  });

  it("switches only its own postings (404 for another employer's), and the switch hides the job from browse", async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Switchable unicorn' });
    expect((await send(t.app, otherEmployer, 'PATCH', `/api/employer/jobs/${job.id}`, { isActive: false })).statusCode).toBe(404);
    expect((await send(t.app, employer, 'PATCH', '/api/employer/jobs/nope', { isActive: false })).statusCode).toBe(404);
    expect((await send(t.app, employer, 'PATCH', `/api/employer/jobs/${job.id}`, { isActive: 'no' })).statusCode).toBe(400);
    const off = await send(t.app, employer, 'PATCH', `/api/employer/jobs/${job.id}`, { isActive: false });
    expect(off.json().job.isActive).toBe(false);
    expect((await send(t.app, null, 'GET', '/api/jobs?q=unicorn')).json().total).toBe(0);
    await send(t.app, employer, 'PATCH', `/api/employer/jobs/${job.id}`, { isActive: true });
    expect((await send(t.app, null, 'GET', '/api/jobs?q=unicorn')).json().total).toBe(1);
    expect((await send(t.app, otherEmployer, 'GET', '/api/employer/jobs')).json().items.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });
});

describe('employer applications', () => {
  it('lists applicants with profile summary, message and resume link; the status change reaches the student', async () => {
    const me = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, me.userId!, { title: 'Review me' });
    const other = await createJob(t.app.deps.db, me.userId!, { title: 'Other posting' });
    const applicant = await createPersona(t.app, 'student');
    await giveResume(t.app, applicant);
    await send(t.app, applicant, 'POST', `/api/jobs/${job.id}/apply`, { message: 'Pick me' });
    await createApplication(t.app.deps.db, other.id, student.userId!);

    const all = (await send(t.app, me, 'GET', '/api/employer/applications')).json();
    expect(all.total).toBe(2);
    const filtered = (await send(t.app, me, 'GET', `/api/employer/applications?jobId=${job.id}`)).json();
    expect(filtered.total).toBe(1);
    const application = filtered.items[0];
    expect(application).toMatchObject({
      status: 'pending',
      message: 'Pick me',
      job: { id: job.id, title: 'Review me' },
      student: { id: applicant.userId, email: applicant.email, firstName: 'Teststudent', profile: { skills: [] } },
      resumeUrl: `/api/files/resumes/${applicant.userId}`,
    });
    expect((await send(t.app, me, 'GET', '/api/employer/applications?jobId=bad')).statusCode).toBe(400);

    const moves = [{ status: 'reviewing' }, { status: 'rejected', reason: 'schedule' }, { status: 'offered', note: 'Saturdays, from June' }];
    for (const body of moves) {
      const moved = await send(t.app, me, 'PATCH', `/api/employer/applications/${application.id}`, body);
      expect(moved.json().application.status).toBe(body.status);
    }
    // The student is told only once the last choice has stood for the undo window (application-status-undo.test.ts).
    expect((await send(t.app, applicant, 'GET', '/api/student/applications')).json().items[0].status).toBe('pending');
    await clockMoves(t.app, UNDO_WINDOW_MS);
    const seen = (await send(t.app, applicant, 'GET', '/api/student/applications')).json();
    expect(seen.items[0]).toMatchObject({ status: 'offered', offer: { note: 'Saturdays, from June', declineNote: null }, notSelected: null });
    const invalid = await send(t.app, me, 'PATCH', `/api/employer/applications/${application.id}`, { status: 'hired' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].path).toBe('status');
  });

  it("never shows or changes another employer's applications", async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    const application = await createApplication(t.app.deps.db, job.id, (await createPersona(t.app, 'student')).userId!);
    const theirs = (await send(t.app, otherEmployer, 'GET', `/api/employer/applications?jobId=${job.id}`)).json();
    expect(theirs).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await send(t.app, otherEmployer, 'PATCH', `/api/employer/applications/${application.id}`, { status: 'reviewing' })).statusCode).toBe(404);
    expect((await send(t.app, otherEmployer, 'PATCH', '/api/employer/applications/xyz', { status: 'reviewing' })).statusCode).toBe(404);
    expect((await send(t.app, student, 'PATCH', `/api/employer/applications/${application.id}`, { status: 'reviewing' })).statusCode).toBe(403);
    expect((await send(t.app, null, 'GET', '/api/employer/applications')).statusCode).toBe(401);
  });
});
