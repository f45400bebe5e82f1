// school_application_counts is kept by triggers on applications and school_links (drizzle/0019):
// the first page of a school's placements reads its totals there. After every kind of change the
// kept figures must equal a fresh count of the rows.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { applications, institutionProfiles, jobs, schoolApplicationCounts, schoolLinks, users } from '@server/db/schema';
import { createApplication, createJob, createSchoolLink, createStudentProfile } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let employer: Persona;
let riverside: Persona;
let lakeview: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  riverside = await createInstitution(t.app, 'Toronto', 'Riverside');
  lakeview = await createInstitution(t.app, 'Toronto', 'Lakeview');
});
afterAll(async () => t.close());

type Counts = Record<string, number>;

/** The kept figures, as "school status" → count, without the zeros a decrease leaves behind. */
async function keptCounts(): Promise<Counts> {
  const rows = await t.app.deps.db.select().from(schoolApplicationCounts);
  return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [`${row.institutionId} ${row.status}`, row.count]));
}

/** The same figures counted from the rows. */
async function recounted(): Promise<Counts> {
  const rows = await t.app.deps.db
    .select({ institutionId: schoolLinks.institutionId, status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(schoolLinks, eq(schoolLinks.studentId, applications.studentId))
    .where(eq(schoolLinks.status, 'approved'))
    .groupBy(schoolLinks.institutionId, applications.status);
  return Object.fromEntries(rows.map((row) => [`${row.institutionId} ${row.status}`, row.n]));
}

async function student(institutionId: string | null, status: 'approved' | 'pending' = 'approved') {
  const persona = await createPersona(t.app, 'student', { withProfile: false });
  await createStudentProfile(t.app.deps.db, persona.userId!, { institutionId });
  if (institutionId) await createSchoolLink(t.app.deps.db, persona.userId!, institutionId, status);
  return persona.userId!;
}

const placementTotals = async (school: Persona, status?: string) => {
  const body = (await sendTo(t.app, school, institutionsEndpoints.placements, { query: status ? { status } : {} })).json();
  return { total: body.total, placementCount: body.placementCount };
};

describe("a school's application counts", () => {
  it('follow applications, approvals, removals, moves and deletions, and the placements page shows them', async () => {
    const { db } = t.app.deps;
    const jobA = await createJob(db, employer.userId!);
    const jobB = await createJob(db, employer.userId!);
    const ada = await student(riverside.profileId!);
    const ben = await student(riverside.profileId!);
    const cy = await student(lakeview.profileId!, 'pending');

    await createApplication(db, jobA.id, ada, { status: 'accepted' });
    await createApplication(db, jobB.id, ada, { status: 'pending' });
    const bens = await createApplication(db, jobA.id, ben);
    await createApplication(db, jobA.id, cy, { status: 'accepted' });
    expect(await placementTotals(riverside)).toEqual({ total: 3, placementCount: 1 });
    expect(await placementTotals(riverside, 'pending')).toEqual({ total: 2, placementCount: 1 });
    expect(await placementTotals(lakeview)).toEqual({ total: 0, placementCount: 0 });
    expect(await keptCounts()).toEqual(await recounted());

    // The employer accepts Ben; Lakeview approves Cy, whose accepted application comes along.
    await db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, bens.id));
    await db.update(schoolLinks).set({ status: 'approved' }).where(eq(schoolLinks.studentId, cy));
    expect(await placementTotals(riverside)).toEqual({ total: 3, placementCount: 2 });
    expect(await placementTotals(lakeview)).toEqual({ total: 1, placementCount: 1 });
    expect(await keptCounts()).toEqual(await recounted());

    // Ada asks Lakeview instead (her link goes back to pending there), then Lakeview approves her.
    await db.update(schoolLinks).set({ institutionId: lakeview.profileId!, status: 'pending' }).where(eq(schoolLinks.studentId, ada));
    expect(await placementTotals(riverside)).toEqual({ total: 1, placementCount: 1 });
    await db.update(schoolLinks).set({ status: 'approved' }).where(eq(schoolLinks.studentId, ada));
    expect(await placementTotals(lakeview)).toEqual({ total: 3, placementCount: 2 });
    expect(await keptCounts()).toEqual(await recounted());

    // A withdrawn application, a deleted posting, a deleted account, a school that removes a student.
    await db.delete(applications).where(eq(applications.studentId, ben));
    await db.delete(jobs).where(eq(jobs.id, jobB.id));
    await db.delete(users).where(eq(users.id, cy));
    expect(await keptCounts()).toEqual(await recounted());
    await db.update(schoolLinks).set({ status: 'removed' }).where(eq(schoolLinks.studentId, ada));
    expect(await placementTotals(lakeview)).toEqual({ total: 0, placementCount: 0 });
    expect(await keptCounts()).toEqual(await recounted());

    // A deleted school takes its figures with it, even while its links cascade away.
    await db.update(schoolLinks).set({ status: 'approved' }).where(eq(schoolLinks.studentId, ada));
    await db.delete(institutionProfiles).where(eq(institutionProfiles.id, lakeview.profileId!));
    expect(await keptCounts()).toEqual(await recounted());
  });

  it('is what the migration counts from the rows', async () => {
    const { db } = t.app.deps;
    const school = await createInstitution(t.app, 'Ottawa', 'Glebe');
    const job = await createJob(db, employer.userId!);
    for (const status of ['accepted', 'pending', 'rejected'] as const)
      await createApplication(db, job.id, await student(school.profileId!), { status });
    const migration = fs.readFileSync(new URL('../../drizzle/0019_school-application-counts.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "school_application_counts"'))!;
    const before = await keptCounts();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    await db.delete(schoolApplicationCounts);
    await db.execute(sql.raw(backfill));
    expect(await keptCounts()).toEqual(before);
  });
});
