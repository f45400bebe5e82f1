import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@common/endpoints/admin';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { auditLog } from '@server/db/schema';
import { createJob } from '@server/seed/factories';
import { createPersona, impersonate, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// While an admin views the product as a user, every change they make is audited (method, route,
// target), by one hook for every route (docs/product/admin.md#viewing-as-a-user-impersonation,
// docs/security.md): before, only the start and the end of the viewing were.

let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const writesAbout = (targetId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'impersonation.write'), eq(auditLog.targetId, targetId)));

describe('changes made while viewing as a user', () => {
  it('are each written to the audit log with the admin, the user, the method, the route and its path values; reads are not', async () => {
    const student = await createPersona(t.app, 'student');
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, employer.userId!);
    const viewing = await impersonate(t.app, admin.cookie!, student.userId!);

    expect((await sendTo(t.app, viewing, profilesEndpoints.studentProfile)).statusCode).toBe(200);
    expect(await writesAbout(student.userId!)).toEqual([]);

    const saved = await sendTo(t.app, viewing, profilesEndpoints.saveStudentProfile, { body: { youthStatus: 'current_student', city: 'Ottawa' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = await sendTo(t.app, viewing, jobsEndpoints.save, { params: { id: job.id } });
    expect(kept.statusCode, kept.body).toBeLessThan(300);

    const entries = await writesAbout(student.userId!);
    expect(entries.map((entry) => entry.details).sort((a, b) => String(a.route).localeCompare(String(b.route)))).toEqual([
      { method: jobsEndpoints.save.method, route: '/api/jobs/:id/save', params: { id: job.id } },
      { method: profilesEndpoints.saveStudentProfile.method, route: '/api/student/profile', params: {} },
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, targetId: student.userId, targetEmail: student.email });
    }

    // Stopping is audited as such, not as a change; the admin's own changes are not "viewing as".
    const stopped = await sendTo(t.app, viewing, adminEndpoints.stopImpersonation, { body: {} });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await writesAbout(student.userId!)).toHaveLength(2);
    expect(await writesAbout(employer.userId!)).toEqual([]);
  });

  it('are not written for the user acting in their own session', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { youthStatus: 'current_student' } })).statusCode).toBe(200);
    expect(await writesAbout(student.userId!)).toEqual([]);
  });
});
