import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '@server/db/schema';
import { adminEndpoints } from '@common/endpoints/admin';
import { createApplication, createJob, createUserAccount } from '@server/seed/factories';
import {
  applySetCookies,
  createAllPersonas,
  createImpersonatingPersona,
  createPersona,
  impersonate,
  PERSONA_KINDS,
  signIn,
  TEST_PASSWORD,
  type Persona,
  type PersonaKind,
} from './helpers/personas';
import { send, sendTo, type Method } from './helpers/request';
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

const call = (method: Method, url: string, cookie: string | undefined, payload?: unknown) => send(t.app, cookie, method, url, payload);
const asAdmin = (method: Method, url: string, payload?: unknown) => send(t.app, admin, method, url, payload);
const auditRows = (action: string) => t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, action));
const freshUser = (tag: string) =>
  createUserAccount(t.app.deps.auth, {
    email: `${tag}-${crypto.randomUUID()}@test.firstrung`,
    password: 'test-password-1',
    firstName: 'Fresh',
    lastName: tag,
  });

describe('admin calls are refused to everyone but an admin', () => {
  const adminCalls: Array<[Method, string, unknown?]> = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/some-id/role', { role: 'student' }],
    ['GET', '/api/admin/jobs'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/impersonate', { targetUserId: 'some-id' }],
  ];
  for (const [method, url, payload] of adminCalls) {
    it(`${method} ${url}`, async () => {
      for (const kind of PERSONA_KINDS.filter((k) => k !== 'admin')) {
        const response = await call(method, url, personas[kind].cookie, payload);
        expect(response.statusCode, kind).toBe(kind === 'visitor' ? 401 : 403);
      }
    });
  }

  it('refuses every admin call to an impersonating session (stop first)', async () => {
    const viewing = await createImpersonatingPersona(t.app, admin);
    for (const [method, url, payload] of adminCalls) {
      const response = await call(method, url, viewing.cookie, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('IMPERSONATION_FORBIDDEN');
    }
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users by role, postings and applications', async () => {
    const before = (await asAdmin('GET', '/api/admin/stats')).json();
    const employer = await createPersona(t.app, 'employer');
    const student = await createPersona(t.app, 'student');
    const job = await createJob(t.app.deps.db, employer.userId!, { isActive: true });
    await createJob(t.app.deps.db, employer.userId!, { isActive: false });
    await createApplication(t.app.deps.db, job.id, student.userId!);
    const response = await asAdmin('GET', '/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      totalStudents: before.totalStudents + 1,
      totalEmployers: before.totalEmployers + 1,
      totalInstitutions: before.totalInstitutions,
      totalJobs: before.totalJobs + 2,
      activeJobs: before.activeJobs + 1,
      totalApplications: before.totalApplications + 1,
    });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with role, profile status and account status', async () => {
    const noProfile = await createPersona(t.app, 'employer', { withProfile: false });
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, noProfile.userId!));
    const response = await sendTo(t.app, admin, adminEndpoints.users, { query: { limit: 100 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThanOrEqual(7);
    expect(body.items[0]).toMatchObject({
      id: noProfile.userId,
      role: 'employer',
      profileStatus: 'Incomplete',
      hasProfile: false,
      accountStatus: 'suspended',
    });
    const student = body.items.find((user: { id: string }) => user.id === personas.student.userId);
    expect(student).toEqual({
      id: personas.student.userId,
      email: personas.student.email,
      firstName: 'Teststudent',
      lastName: 'User',
      role: 'student',
      createdAt: expect.any(String),
      accountStatus: 'active',
      profileStatus: 'Complete',
      hasProfile: true,
    });
    expect(body.items.find((user: { id: string }) => user.id === personas.noRole.userId)).toMatchObject({ role: null, profileStatus: 'Incomplete' });
    const times = body.items.map((user: { createdAt: string }) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches by name or e-mail, case-insensitively, and treats % and _ literally', async () => {
    const user = await createUserAccount(t.app.deps.auth, {
      email: 'zelda.search@test.firstrung',
      password: 'test-password-1',
      firstName: 'Zelda',
      lastName: 'Quixote',
    });
    const byName = (await asAdmin('GET', '/api/admin/users?q=QUIXO')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect(byName.total).toBe(1);
    const byEmail = (await asAdmin('GET', '/api/admin/users?q=zelda.search@')).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect((await asAdmin('GET', '/api/admin/users?q=%25')).json().total).toBe(0);
  });

  it('filters by role, including users with no role yet', async () => {
    const institutions = (await asAdmin('GET', '/api/admin/users?role=institution')).json();
    expect(institutions.items.length).toBeGreaterThan(0);
    expect(institutions.items.every((u: { role: string }) => u.role === 'institution')).toBe(true);
    const none = (await asAdmin('GET', '/api/admin/users?role=none')).json();
    expect(none.items.every((u: { role: string | null }) => u.role === null)).toBe(true);
    expect(none.items.map((u: { id: string }) => u.id)).toContain(personas.noRole.userId);
  });

  it('pages with a cursor through every user exactly once, even with equal creation times; the first page counts', async () => {
    const [a, b] = [await freshUser('same-a'), await freshUser('same-b')];
    await t.app.deps.db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T00:00:00.123Z') })
      .where(sql`${users.id} in (${a.id}, ${b.id})`);
    const all = (await asAdmin('GET', '/api/admin/users?limit=100')).json();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const isFirst: boolean = cursor === null;
      const page: { items: Array<{ id: string }>; total: number | null; nextCursor: string | null } = (
        await sendTo(t.app, admin, adminEndpoints.users, { query: { limit: 2, cursor } })
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(isFirst ? all.total : null);
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((u: { id: string }) => u.id));
    expect(seen).toContain(a.id);
    expect(seen).toContain(b.id);
  });

  it('names the bad field: role, limit, cursor', async () => {
    const badRole = await asAdmin('GET', '/api/admin/users?role=pirate');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().issues).toEqual([{ path: 'role', message: 'Role must be student, employer, institution, admin or none' }]);
    const badLimit = await asAdmin('GET', '/api/admin/users?limit=1000');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().issues).toEqual([{ path: 'limit', message: 'Limit must be at most 100' }]);
    const badCursor = await asAdmin('GET', '/api/admin/users?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().issues[0].path).toBe('cursor');
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it('changes the role and records who changed what, from and to', async () => {
    const user = await createPersona(t.app, 'student');
    const response = await asAdmin('PATCH', `/api/admin/users/${user.userId}/role`, { role: 'employer' });
    expect(response.statusCode).toBe(200);
    // The list's profile status and the user's own record follow one rule: the profile of the current role.
    expect(response.json().user).toMatchObject({ id: user.userId, role: 'employer', profileStatus: 'Incomplete', hasProfile: false });
    const me = await call('GET', '/api/auth/user', user.cookie);
    expect(me.json()).toMatchObject({ role: 'employer', hasProfile: false });
    const rows = (await auditRows('user.role_change')).filter((row) => row.targetId === user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      targetEmail: user.email,
      details: { from: 'student', to: 'employer' },
    });
    expect(rows[0]!.ipAddress).toBeTruthy();
  });

  it('can make a user without a role an admin (from: null)', async () => {
    const user = await freshUser('promote');
    const response = await asAdmin('PATCH', `/api/admin/users/${user.id}/role`, { role: 'admin' });
    expect(response.json().user.role).toBe('admin');
    const [row] = (await auditRows('user.role_change')).filter((r) => r.targetId === user.id);
    expect(row!.details).toEqual({ from: null, to: 'admin' });
  });

  it('refuses to change your own role, so the last admin cannot lock themselves out', async () => {
    const response = await asAdmin('PATCH', `/api/admin/users/${admin.userId}/role`, { role: 'student' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot change your own role. Ask another admin.');
    expect((await call('GET', '/api/auth/user', admin.cookie)).json().role).toBe('admin');
  });

  it('answers 404 for an unknown user and 400 naming the role for a bad role', async () => {
    expect((await asAdmin('PATCH', '/api/admin/users/nobody/role', { role: 'student' })).statusCode).toBe(404);
    const malformed = await asAdmin('PATCH', '/api/admin/users/no%20such%20user!/role', { role: 'student' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('That user was not found.');
    const bad = await asAdmin('PATCH', `/api/admin/users/${personas.student.userId}/role`, { role: 'superuser' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'role', message: 'Role must be student, employer, institution or admin' }]);
    const missing = await asAdmin('PATCH', `/api/admin/users/${personas.student.userId}/role`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('role');
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists every posting, inactive ones included, with company, status, applications and views, paged', async () => {
    const employer = await createPersona(t.app, 'employer');
    const inactive = await createJob(t.app.deps.db, employer.userId!, {
      title: 'Hidden Role',
      companyName: 'Quiet Co',
      isActive: false,
      viewCount: 7,
    });
    const active = await createJob(t.app.deps.db, employer.userId!, { title: 'Open Role', companyName: 'Loud Co' });
    await createApplication(t.app.deps.db, active.id, personas.student.userId!);
    const first = (await sendTo(t.app, admin, adminEndpoints.jobs, { query: { limit: 1 } })).json();
    expect(first.items).toEqual([
      expect.objectContaining({ id: active.id, companyName: 'Loud Co', isActive: true, applicationCount: 1, viewCount: 0 }),
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.total).toEqual(expect.any(Number));
    const second = (await sendTo(t.app, admin, adminEndpoints.jobs, { query: { limit: 1, cursor: first.nextCursor } })).json();
    expect(second.items).toEqual([
      expect.objectContaining({ id: inactive.id, title: 'Hidden Role', isActive: false, applicationCount: 0, viewCount: 7 }),
    ]);
    expect(second.total).toBeNull();
  });

  it('finds postings by a part of their title or company, in any case, and counts only those', async () => {
    const employer = await createPersona(t.app, 'employer');
    const byTitle = await createJob(t.app.deps.db, employer.userId!, { title: 'Zebra Keeper 100%', companyName: 'Safari Ltd' });
    const byCompany = await createJob(t.app.deps.db, employer.userId!, { title: 'Helper', companyName: 'The Zebra Crossing' });
    await createJob(t.app.deps.db, employer.userId!, { title: 'Unrelated', companyName: 'Other Co' });
    const found = await sendTo(t.app, admin, adminEndpoints.jobs, { query: { q: '  zEBRA ' } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((job: { id: string }) => job.id)).toEqual([byCompany.id, byTitle.id]);
    expect(found.json().total).toBe(2);
    // A wildcard is searched for as itself.
    expect((await sendTo(t.app, admin, adminEndpoints.jobs, { query: { q: '100%' } })).json().items.map((job: { id: string }) => job.id)).toEqual([
      byTitle.id,
    ]);
    const tooLong = await sendTo(t.app, admin, adminEndpoints.jobs, { query: { q: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('impersonation', () => {
  const start = (targetUserId: string, cookie = admin.cookie) => call('POST', '/api/admin/impersonate', cookie, { targetUserId });

  it('refuses a user without a role, a role without its profile, an admin, a suspended account, yourself, and nobody', async () => {
    const otherAdmin = await createPersona(t.app, 'admin');
    const noProfile = await createPersona(t.app, 'institution', { withProfile: false });
    const suspended = await createPersona(t.app, 'student');
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, suspended.userId!));
    const cases: Array<[string, number, string]> = [
      [personas.noRole.userId!, 409, 'This user has not set up a role and profile yet, so there is nothing to view as them.'],
      [noProfile.userId!, 409, 'This user has not set up a role and profile yet, so there is nothing to view as them.'],
      [otherAdmin.userId!, 403, 'Admin accounts cannot be impersonated.'],
      [suspended.userId!, 409, 'This account is suspended. Reactivate it before viewing as this user.'],
      [admin.userId!, 400, 'You cannot view the product as yourself.'],
      ['no-such-user', 404, 'That user was not found.'],
    ];
    const startsBefore = (await auditRows('impersonation.start')).length;
    for (const [targetUserId, status, message] of cases) {
      const response = await start(targetUserId);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
      expect(response.headers['set-cookie'], message).toBeUndefined();
    }
    expect((await auditRows('impersonation.start')).length).toBe(startsBefore);
  });

  it('names the missing target', async () => {
    const response = await call('POST', '/api/admin/impersonate', admin.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('targetUserId');
  });

  it('starts: the session becomes the user, with the admin named, and the start is audited', async () => {
    const employer = await createPersona(t.app, 'employer');
    const response = await start(employer.userId!);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: employer.userId, role: 'employer', impersonating: true });
    const cookie = applySetCookies(admin.cookie, response.headers['set-cookie']);
    const me = (await call('GET', '/api/auth/user', cookie)).json();
    expect(me).toEqual({
      id: employer.userId,
      email: employer.email,
      emailVerified: true,
      firstName: 'Testemployer',
      lastName: 'User',
      role: 'employer',
      profileImageUrl: null,
      createdAt: expect.any(String),
      hasProfile: true,
      // The target's own standing (a persona accepted nothing); the app never asks while viewing as them.
      termsAccepted: false,
      impersonating: true,
      language: null,
      adminName: 'Testadmin User',
      adminEmail: admin.email,
    });
    const [row] = (await auditRows('impersonation.start')).filter((r) => r.targetId === employer.userId);
    expect(row).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, targetEmail: employer.email });
    expect(row!.ipAddress).toBeTruthy();
    // The impersonation session lasts an hour at most.
    const [session] = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.impersonatedBy, admin.userId!))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('stops: back to the admin, the stop audited with the admin as actor', async () => {
    const viewing = await createImpersonatingPersona(t.app, admin);
    const response = await call('POST', '/api/admin/impersonate/stop', viewing.cookie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: admin.userId, role: 'admin', impersonating: false, adminName: null });
    const cookie = applySetCookies(viewing.cookie, response.headers['set-cookie']);
    expect((await call('GET', '/api/auth/user', cookie)).json()).toMatchObject({ id: admin.userId, impersonating: false });
    expect((await call('GET', '/api/admin/stats', cookie)).statusCode).toBe(200);
    // The impersonation session itself is gone.
    expect((await call('GET', '/api/auth/user', viewing.cookie)).statusCode).toBe(401);
    const [row] = (await auditRows('impersonation.stop')).filter((r) => r.targetId === viewing.userId);
    expect(row).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, targetEmail: expect.stringContaining('student-') });
  });

  it('stop answers 400 for a session that is not an impersonation and 401 for nobody', async () => {
    const own = await call('POST', '/api/admin/impersonate/stop', personas.student.cookie, {});
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You are not viewing the product as another user.');
    expect((await call('POST', '/api/admin/impersonate/stop', undefined, {})).statusCode).toBe(401);
  });

  it('stop answers 401 and ends the impersonation when the admin session has expired', async () => {
    const otherAdmin = await createPersona(t.app, 'admin');
    const viewing = await createImpersonatingPersona(t.app, otherAdmin);
    await t.app.deps.db.delete(sessions).where(sql`${sessions.userId} = ${otherAdmin.userId} and ${sessions.impersonatedBy} is null`);
    const response = await call('POST', '/api/admin/impersonate/stop', viewing.cookie, {});
    expect(response.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', viewing.cookie)).statusCode).toBe(401);
  });

  it('while impersonating, the session cannot start another impersonation', async () => {
    const viewing = await createImpersonatingPersona(t.app, admin);
    const other = await createPersona(t.app, 'student');
    expect((await start(other.userId!, viewing.cookie)).statusCode).toBe(403);
    expect(await impersonate(t.app, admin.cookie!, other.userId!)).toContain('firstrung.session_token=');
  });
});

describe('audit log', () => {
  it('is readable newest first, paged', async () => {
    const first = (await sendTo(t.app, admin, adminEndpoints.auditLog, { query: { limit: 2 } })).json();
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.items).toHaveLength(2);
    expect(first.items[0].createdAt >= first.items[1].createdAt).toBe(true);
    const second = (await sendTo(t.app, admin, adminEndpoints.auditLog, { query: { limit: 2, cursor: first.nextCursor } })).json();
    expect(second.items[0].createdAt <= first.items[1].createdAt).toBe(true);
    expect(second.items.map((e: { id: string }) => e.id)).not.toContain(first.items[1].id);
    expect(second.total).toBeNull();
  });

  it('cannot be edited or deleted, not even by the app', async () => {
    const { db } = t.app.deps;
    await expect(db.update(auditLog).set({ actorEmail: 'someone@else.test' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    expect((await db.select().from(auditLog).where(eq(auditLog.actorEmail, 'someone@else.test'))).length).toBe(0);
  });
});

describe('passwords', () => {
  it('an impersonating admin cannot change the password or the address of the user they view', async () => {
    // The routes that change a password: a signed-in user's own (which needs their session, never an
    // impersonation) and the reset by a mailed link (which needs the link, docs/decisions/022).
    const routes = t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => /password/i.test(route)).sort()).toEqual([
      'POST /api/account/change-password',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
    ]);
    const student = await createPersona(t.app, 'student');
    const started = await call('POST', '/api/admin/impersonate', admin.cookie, { targetUserId: student.userId });
    expect(started.statusCode).toBe(200);
    const viewing = applySetCookies(admin.cookie, started.headers['set-cookie']);
    const password = await call('POST', '/api/account/change-password', viewing, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-secret-42',
    });
    expect(password.statusCode).toBe(403);
    const address = await call('POST', '/api/account/change-email', viewing, { newEmail: 'taken-over@example.test', password: TEST_PASSWORD });
    expect(address.statusCode).toBe(403);
    // The student still signs in with their own password, at their own address.
    await expect(signIn(t.app, student.email!)).resolves.toBeTruthy();
  });
});
