// jobs.application_count is kept by a trigger on applications (drizzle/0005): the lists read it
// instead of counting each posting's applications.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let employer: Persona;
const students: Persona[] = [];

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  for (let i = 0; i < 3; i += 1) students.push(await createPersona(t.app, 'student'));
});
afterAll(async () => t.close());

const storedCount = async (jobId: string) => (await t.app.deps.db.select({ n: jobs.applicationCount }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;

describe('the application count of a posting', () => {
  it('follows applications as they are made and removed, and the API shows it', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!);
    const other = await createJob(t.app.deps.db, employer.userId!);
    for (const student of students) await createApplication(t.app.deps.db, job.id, student.userId!);
    await createApplication(t.app.deps.db, other.id, students[0]!.userId!);
    expect(await storedCount(job.id)).toBe(3);
    expect(await storedCount(other.id)).toBe(1);

    await t.app.deps.db.delete(applications).where(eq(applications.studentId, students[1]!.userId!));
    expect(await storedCount(job.id)).toBe(2);
    const detail = await send(t.app, null, 'GET', `/api/jobs/${job.id}`);
    expect(detail.json().job._count.applications).toBe(2);
  });

  it('is what the migration counts from the rows', async () => {
    const migration = fs.readFileSync(new URL('../../drizzle/0005_jobs-application-count.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;
    const before = await t.app.deps.db.select({ id: jobs.id, n: jobs.applicationCount }).from(jobs);
    await t.app.deps.db.update(jobs).set({ applicationCount: 0 });
    await t.app.deps.db.execute(sql.raw(backfill));
    const after = await t.app.deps.db.select({ id: jobs.id, n: jobs.applicationCount }).from(jobs);
    expect(before.some((row) => row.n > 0)).toBe(true);
    expect(new Map(after.map((row) => [row.id, row.n]))).toEqual(new Map(before.map((row) => [row.id, row.n])));
  });
});
