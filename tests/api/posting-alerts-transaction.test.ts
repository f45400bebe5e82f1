import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@common/endpoints/admin';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { employerProfiles, institutionAlerts, jobs } from '@server/db/schema';
import { createEmployerProfile, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A posting and the alerts of the schools in its city (docs/product/jobs.md#school-alerts) are one
// unit of work (server/db/unit-of-work.ts): when writing the alerts fails, the posting is not
// written either. The failure is real: a trigger in this file's own database refuses every alert.

const CITY = 'Sudbury';

let t: TestApp;
let employer: Persona;
let school: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  school = await createInstitution(t.app, CITY);
});
afterEach(async () => refuseAlerts(false));
afterAll(async () => t.close());

/** Makes every insert into institution_alerts fail (or stop failing), as a broken alerts step would. */
async function refuseAlerts(refuse: boolean): Promise<void> {
  const { db } = t.app.deps;
  if (!refuse) {
    await db.execute(sql`drop trigger if exists refuse_school_alerts on institution_alerts`);
    return;
  }
  await db.execute(sql`
    create or replace function refuse_school_alerts() returns trigger language plpgsql as $$
    begin
      raise exception 'school alerts refused by the test';
    end
    $$`);
  await db.execute(sql`
    create trigger refuse_school_alerts before insert on institution_alerts
    for each row execute function refuse_school_alerts()`);
}

const posting = (title: string) => ({
  title,
  companyName: 'Any',
  location: '1 Main St',
  city: CITY,
  description: 'Help out after school.',
  isHighSchoolOpportunity: true,
});

const postingsTitled = (title: string) => t.app.deps.db.select({ id: jobs.id, isActive: jobs.isActive }).from(jobs).where(eq(jobs.title, title));
const alertsOf = (jobId: string) =>
  t.app.deps.db.select({ institutionId: institutionAlerts.institutionId }).from(institutionAlerts).where(eq(institutionAlerts.jobId, jobId));

describe('creating a posting', () => {
  it('writes no posting when its school alerts fail: an error answer, and no row', async () => {
    await refuseAlerts(true);
    const created = await sendTo(t.app, employer, jobsEndpoints.createJob, { body: posting('Rink Attendant') });
    expect(created.statusCode).toBe(500);
    expect(created.json()).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(await postingsTitled('Rink Attendant')).toEqual([]);
    const mine = (await sendTo(t.app, employer, jobsEndpoints.employerJobs)).json() as { items: Array<{ title: string }> };
    expect(mine.items.map((job) => job.title)).not.toContain('Rink Attendant');
  });

  it('writes the posting and its alerts together when nothing fails', async () => {
    const created = await sendTo(t.app, employer, jobsEndpoints.createJob, { body: posting('Pool Attendant') });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await postingsTitled('Pool Attendant');
    expect(row?.id).toBe(created.json().job.id);
    expect(await alertsOf(row!.id)).toEqual([{ institutionId: school.profileId }]);
  });
});

describe('a posting made public again', () => {
  it('stays switched off when the alerts of switching it on fail', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, {
      title: 'Library Page',
      city: CITY,
      isHighSchoolOpportunity: true,
      isActive: false,
    });
    await refuseAlerts(true);
    const switched = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params: { id: job.id }, body: { isActive: true } });
    expect(switched.statusCode).toBe(500);
    expect(await postingsTitled('Library Page')).toEqual([{ id: job.id, isActive: false }]);

    await refuseAlerts(false);
    const again = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params: { id: job.id }, body: { isActive: true } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await postingsTitled('Library Page')).toEqual([{ id: job.id, isActive: true }]);
    expect(await alertsOf(job.id)).toEqual([{ institutionId: school.profileId }]);
  });

  it('leaves an employer unverified, and its postings private, when the alerts of verifying it fail', async () => {
    const admin = await createPersona(t.app, 'admin');
    const pending = await createPersona(t.app, 'employer', { withProfile: false });
    const profile = await createEmployerProfile(t.app.deps.db, pending.userId!, { verificationStatus: 'pending', verificationDecidedAt: null });
    const job = await createJob(t.app.deps.db, pending.userId!, { title: 'Museum Greeter', city: CITY, isHighSchoolOpportunity: true });
    const verify = () =>
      sendTo(t.app, admin, adminEndpoints.decideVerification, { params: { kind: 'employer', id: profile.id }, body: { decision: 'verified' } });
    const state = async () => {
      const [employerRow] = await t.app.deps.db
        .select({ status: employerProfiles.verificationStatus })
        .from(employerProfiles)
        .where(eq(employerProfiles.id, profile.id));
      const [jobRow] = await t.app.deps.db.select({ employerVerified: jobs.employerVerified }).from(jobs).where(eq(jobs.id, job.id));
      return { status: employerRow?.status, employerVerified: jobRow?.employerVerified };
    };

    await refuseAlerts(true);
    expect((await verify()).statusCode).toBe(500);
    expect(await state()).toEqual({ status: 'pending', employerVerified: false });

    await refuseAlerts(false);
    const verified = await verify();
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await state()).toEqual({ status: 'verified', employerVerified: true });
    expect(await alertsOf(job.id)).toEqual([{ institutionId: school.profileId }]);
  });
});
