// The admin tools (docs/product/admin.md): taking a posting down, deleting an account, who
// registered for an event, the one rule for viewing as a user; and a refused profile of another
// role that says why (docs/product/profiles.md#saving).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@common/endpoints/admin';
import { eventsEndpoints } from '@common/endpoints/events';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { auditLog, jobs, notifications, users } from '@server/db/schema';
import { createEvent, createEventRegistration, createJob } from '@server/seed/factories';
import { createAllPersonas, createPersona, type Persona, type PersonaKind } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let personas: Record<PersonaKind, Persona>;
let admin: Persona;

beforeAll(async () => {
  t = await createTestApp();
  personas = await createAllPersonas(t.app);
  admin = personas.admin;
});
afterAll(async () => t.close());

const auditOf = (action: string, targetId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('taking a posting down', () => {
  it('switches it off with the reason, audits it, tells the employer, and keeps it off', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Bike Helper', isActive: true });
    const reason = 'It asks applicants for a fee.';

    const response = await sendTo(t.app, admin, adminEndpoints.takeDownJob, { params: { id: job.id }, body: { reason: `  ${reason} ` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ id: job.id, isActive: false, takedownReason: reason, takenDownAt: expect.any(String) });

    // Out of the public list and the public page.
    const browse = await sendTo(t.app, personas.student, jobsEndpoints.list, { query: { limit: 50 } });
    expect(browse.json().items.map((item: { id: string }) => item.id)).not.toContain(job.id);
    expect((await sendTo(t.app, personas.student, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(404);

    const [audit] = await auditOf('job.takedown', employer.userId!);
    expect(audit).toMatchObject({ actorId: admin.userId, targetEmail: employer.email, details: { jobId: job.id, title: 'Bike Helper', reason } });
    const [notification] = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, employer.userId!));
    expect(notification).toMatchObject({ kind: 'posting_taken_down', params: { jobId: job.id, jobTitle: 'Bike Helper', reason } });

    // The employer sees why on the dashboard, and cannot switch it on again.
    const mine = await sendTo(t.app, employer, jobsEndpoints.employerJobs);
    expect(mine.json().items[0]).toMatchObject({ id: job.id, isActive: false, takedown: { reason, at: expect.any(String) } });
    const switchOn = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params: { id: job.id }, body: { isActive: true } });
    expect(switchOn.statusCode).toBe(409);
    expect(switchOn.json().message).toMatch(/took this posting down/);
    const [row] = await t.app.deps.db.select({ isActive: jobs.isActive }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.isActive).toBe(false);

    // Once only.
    const again = await sendTo(t.app, admin, adminEndpoints.takeDownJob, { params: { id: job.id }, body: { reason } });
    expect(again.statusCode).toBe(409);
  });

  it('asks for a reason, and answers 404 for a posting that does not exist', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, employer.userId!);
    const blank = await sendTo(t.app, admin, adminEndpoints.takeDownJob, { params: { id: job.id }, body: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0]).toMatchObject({ path: 'reason', message: 'Give the reason the employer will read' });
    const tooLong = await sendTo(t.app, admin, adminEndpoints.takeDownJob, { params: { id: job.id }, body: { reason: 'x'.repeat(501) } });
    expect(tooLong.statusCode).toBe(400);
    const missing = await sendTo(t.app, admin, adminEndpoints.takeDownJob, { params: { id: crypto.randomUUID() }, body: { reason: 'Spam' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who registered for an event', () => {
  it('lists names, e-mail addresses, how and when, newest first and paged', async () => {
    const event = await createEvent(t.app.deps.db);
    const first = await createPersona(t.app, 'student');
    const second = await createPersona(t.app, 'employer');
    await createEventRegistration(t.app.deps.db, event.id, first.userId!, 'student');
    await createEventRegistration(t.app.deps.db, event.id, second.userId!, 'employer_booth');

    const page1 = await sendTo(t.app, admin, eventsEndpoints.registrants, { params: { id: event.id }, query: { limit: 1 } });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({
      total: 2,
      items: [{ userId: second.userId, email: second.email, firstName: 'Testemployer', lastName: 'User', registrationType: 'employer_booth' }],
    });
    const page2 = await sendTo(t.app, admin, eventsEndpoints.registrants, { params: { id: event.id }, query: { cursor: page1.json().nextCursor } });
    expect(page2.json().items).toEqual([expect.objectContaining({ userId: first.userId, email: first.email, registeredAt: expect.any(String) })]);
    expect(page2.json().nextCursor).toBeNull();
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await sendTo(t.app, admin, eventsEndpoints.registrants, { params: { id: crypto.randomUUID() } });
    expect(response.statusCode).toBe(404);
  });
});

describe('viewing as a user: one rule for the Users tab and the server', () => {
  it('a student an admin made an employer has no profile of their role: Incomplete, no viewing', async () => {
    const student = await createPersona(t.app, 'student');
    await sendTo(t.app, admin, adminEndpoints.changeRole, { params: { userId: student.userId! }, body: { role: 'employer' } });
    const list = await sendTo(t.app, admin, adminEndpoints.users, { query: { q: student.email! } });
    expect(list.json().items[0]).toMatchObject({ id: student.userId, role: 'employer', hasProfile: false, profileStatus: 'Incomplete' });
    const start = await sendTo(t.app, admin, adminEndpoints.impersonate, { body: { targetUserId: student.userId } });
    expect(start.statusCode).toBe(409);
  });
});

describe('a profile of another role', () => {
  it('is refused with why and what to do, in plain words', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, profilesEndpoints.saveEmployerProfile, { body: { companyName: 'Spokes' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'This is a student account, so it cannot have an employer profile: each account has one role. ' +
        'To use FirstRung as an employer, sign up for a separate account with another e-mail address.',
    );
  });
});

describe('deleting an account', () => {
  it('deletes the user and their data, audited, and answers 404 afterwards', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, employer.userId!);
    const response = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: employer.userId! } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: { id: employer.userId, email: employer.email } });
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, employer.userId!))).toHaveLength(0);
    expect(await t.app.deps.db.select().from(jobs).where(eq(jobs.id, job.id))).toHaveLength(0);
    // The account's id and role; its e-mail is not kept (docs/product/accounts.md#what-deleting-an-account-removes).
    const [audit] = await auditOf('user.delete', employer.userId!);
    expect(audit).toMatchObject({ actorId: admin.userId, targetEmail: 'deleted account', details: { role: 'employer' } });
    // Their session ended with the account.
    expect((await sendTo(t.app, employer, jobsEndpoints.employerJobs)).statusCode).toBe(401);
    const again = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: employer.userId! } });
    expect(again.statusCode).toBe(404);
  });

  it('never deletes your own account', async () => {
    const response = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: admin.userId! } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/your own account/);
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, admin.userId!))).toHaveLength(1);
  });

  it('may delete another admin while one who can sign in remains', async () => {
    const other = await createPersona(t.app, 'admin');
    const response = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: other.userId! } });
    expect(response.statusCode).toBe(200);
  });

  // Last: it suspends every admin but one.
  it('never deletes the last admin who can sign in', async () => {
    const actor = await createPersona(t.app, 'admin');
    const last = await createPersona(t.app, 'admin');
    // Every other admin is suspended; the actor's session goes on (as an admin suspended a moment ago would be, mid-request).
    await t.app.deps.db
      .update(users)
      .set({ banned: true })
      .where(and(eq(users.role, 'admin')));
    await t.app.deps.db.update(users).set({ banned: false }).where(eq(users.id, last.userId!));
    const response = await sendTo(t.app, actor, adminEndpoints.deleteUser, { params: { userId: last.userId! } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/only admin who can sign in/);
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, last.userId!))).toHaveLength(1);
  });
});
