import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { SavedSearch } from '@common/contracts/saved-searches';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { distanceKm } from '@common/near-me';
import { institutionAlerts, savedSearches, studentProfiles } from '@server/db/schema';
import { createAlertsForJob } from '@server/features/institutions/alerts-service';
import { dailyRunAt, runDailyNotifications } from '@server/features/notifications/daily-notifications';
import { findPlace } from '@server/geodata/gazetteer';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Search by distance in schools' alerts and saved searches (docs/product/near-me.md,
// docs/product/schools.md#alerts, docs/product/jobs.md#saved-searches): a school is alerted about the
// high-school postings within its radius, in any town; one that cannot be placed keeps its city's
// name; a saved search near a place gets only the new postings within its distance.

const HOUR = 3_600_000;

let t: TestApp;
let employer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const place = (name: string) => {
  const found = findPlace(name);
  if (!found) throw new Error(`${name} is not in the place data`);
  return found;
};

/** A school that saves its profile through the API, as its form does: the server places it. */
async function schoolAt(body: Record<string, unknown>) {
  const school = await createPersona(t.app, 'institution', { withProfile: false });
  const saved = await sendTo(t.app, school, profilesEndpoints.saveInstitutionProfile, { body: { institutionName: 'Near School', ...body } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { school, profile: saved.json().profile as { id: string; placeFound: boolean; alertRadiusKm: number } };
}

async function alertedSchools(jobId: string): Promise<string[]> {
  await createAlertsForJob(db(), jobId);
  const rows = await db().select({ id: institutionAlerts.institutionId }).from(institutionAlerts).where(eq(institutionAlerts.jobId, jobId));
  return rows.map((row) => row.id);
}

describe("a school's alerts by distance", () => {
  it('reaches a Toronto school with a 25 km radius from a posting in Mississauga, not one with 10 km', async () => {
    const km = distanceKm(place('Toronto'), place('Mississauga'));
    expect(km).toBeGreaterThan(10);
    expect(km).toBeLessThan(25);
    const wide = await schoolAt({ city: 'Toronto', region: 'Ontario', country: 'Canada', alertRadiusKm: 25 });
    const narrow = await schoolAt({ city: 'Toronto', region: 'Ontario', country: 'Canada', alertRadiusKm: 10 });
    expect(wide.profile).toMatchObject({ placeFound: true, alertRadiusKm: 25 });

    const job = await createJob(db(), employer.userId!, { city: 'Mississauga', isHighSchoolOpportunity: true });
    const alerted = await alertedSchools(job.id);
    expect(alerted).toContain(wide.profile.id);
    expect(alerted).not.toContain(narrow.profile.id);
    // Again: no second alert.
    expect(await createAlertsForJob(db(), job.id)).toBe(0);
  });

  it('measures from the postal code when the school gives one', async () => {
    // M5H is downtown; North York is ~13 km away, Toronto's centre ~6 km.
    expect(distanceKm(place('M5H'), place('North York'))).toBeGreaterThan(10);
    const downtown = await schoolAt({ city: 'Toronto', postalCode: 'M5H 2N2', alertRadiusKm: 10 });
    const near = await createJob(db(), employer.userId!, { city: 'Toronto', postalCode: 'M5V 1J1', isHighSchoolOpportunity: true });
    const far = await createJob(db(), employer.userId!, { city: 'North York', isHighSchoolOpportunity: true });
    expect(await alertedSchools(near.id)).toContain(downtown.profile.id);
    expect(await alertedSchools(far.id)).not.toContain(downtown.profile.id);
  });

  it("keeps the city's name for a school that cannot be placed, and for a posting that cannot be placed", async () => {
    const unplaced = await schoolAt({ city: 'Zzyzx Hollow' });
    expect(unplaced.profile.placeFound).toBe(false);
    const sameName = await createJob(db(), employer.userId!, { city: ' zzyzx hollow', isHighSchoolOpportunity: true });
    const elsewhere = await createJob(db(), employer.userId!, { city: 'Mississauga', isHighSchoolOpportunity: true });
    expect(await alertedSchools(sameName.id)).toEqual([unplaced.profile.id]);
    expect(await alertedSchools(elsewhere.id)).not.toContain(unplaced.profile.id);

    // A placed school, a posting of its city's name that cannot be placed (a fixture's school row has no coordinates either way).
    const placed = await schoolAt({ city: 'Kitchener', alertRadiusKm: 100 });
    const fixtureSchool = await createInstitution(t.app, 'Kitchener');
    const unplacedJob = await createJob(db(), employer.userId!, {
      city: 'Kitchener',
      isHighSchoolOpportunity: true,
      latitude: null,
      longitude: null,
      geoSource: 'none',
    });
    expect((await alertedSchools(unplacedJob.id)).sort()).toEqual([placed.profile.id, fixtureSchool.profileId].sort());
  });

  it('uses the radius the school saved last for the postings that come after', async () => {
    const { school, profile } = await schoolAt({ city: 'Toronto', alertRadiusKm: 10 });
    const before = await createJob(db(), employer.userId!, { city: 'Mississauga', isHighSchoolOpportunity: true });
    expect(await alertedSchools(before.id)).not.toContain(profile.id);

    const widened = await sendTo(t.app, school, profilesEndpoints.saveInstitutionProfile, {
      body: { institutionName: 'Near School', city: 'Toronto', alertRadiusKm: 25 },
    });
    expect(widened.json().profile.alertRadiusKm).toBe(25);
    const after = await createJob(db(), employer.userId!, { city: 'Mississauga', isHighSchoolOpportunity: true });
    expect(await alertedSchools(after.id)).toContain(profile.id);
    const [row] = await db()
      .select({ id: institutionAlerts.id })
      .from(institutionAlerts)
      .where(and(eq(institutionAlerts.institutionId, profile.id), eq(institutionAlerts.jobId, before.id)));
    expect(row).toBeUndefined();
  });
});

const save = (student: Persona, body: Record<string, unknown>) => sendTo(t.app, student, savedSearchesEndpoints.create, { body });

async function jobAlerts(student: Persona) {
  const response = await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'saved_search_matches');
}

describe('a saved search by distance', () => {
  it('is saved and listed with its place and distance, and its link carries them', async () => {
    const student = await createPersona(t.app, 'student');
    const saved = await save(student, { name: 'Near downtown', near: ' M5H ', withinKm: 10 });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().savedSearch).toMatchObject({ q: '', near: 'M5H', withinKm: 10 });
    // A place alone is a search; its distance is the default.
    expect((await save(student, { name: 'Near Mississauga', near: 'Mississauga' })).json().savedSearch).toMatchObject({ withinKm: null });
    const listed = (await sendTo(t.app, student, savedSearchesEndpoints.list)).json().items as SavedSearch[];
    expect(listed.map((item) => [item.name, item.near, item.withinKm])).toEqual([
      ['Near downtown', 'M5H', 10],
      ['Near Mississauga', 'Mississauga', null],
    ]);
  });

  it('refuses a place it does not know, naming `near`, and a distance without a place to measure from', async () => {
    const student = await createPersona(t.app, 'student');
    const unknown = await save(student, { name: 'Nowhere', near: 'Zzyzx Hollow', withinKm: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'near', message: expect.stringContaining('We do not know the place "Zzyzx Hollow"') }]);
    const french = await send(
      t.app,
      student,
      'POST',
      savedSearchesEndpoints.create.path,
      { name: 'Nulle part', near: 'Zzyzx Hollow' },
      { 'accept-language': 'fr' },
    );
    expect(french.json().issues[0].message).toContain('Nous ne connaissons pas le lieu « Zzyzx Hollow »');
    for (const withinKm of [7, '10']) {
      const response = await save(student, { name: 'Bad', near: 'M5H', withinKm });
      expect(response.statusCode, String(withinKm)).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['withinKm']);
    }
    // A distance alone measures from the home postal code: refused without one.
    const noHome = await save(student, { name: 'Near home', withinKm: 10 });
    expect(noHome.statusCode).toBe(400);
    expect(noHome.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['near']);
    expect((await sendTo(t.app, student, savedSearchesEndpoints.list)).json().items).toEqual([]);
  });

  it('sends the new postings within the distance, and not those beyond it', async () => {
    const day = '2034-04-10';
    const created = new Date(dailyRunAt(day).getTime() - HOUR);
    const student = await createPersona(t.app, 'student');
    const search = (await save(student, { name: 'Lapwing near downtown', q: 'lapwing', near: 'M5H', withinKm: 10 })).json()
      .savedSearch as SavedSearch;
    expect(distanceKm(place('M5H'), place('M6K'))).toBeLessThan(10);
    expect(distanceKm(place('M5H'), place('Mississauga'))).toBeGreaterThan(10);
    await createJob(db(), employer.userId!, { title: 'Lapwing downtown', city: 'Toronto', postalCode: 'M6K 3C3', createdAt: created });
    await createJob(db(), employer.userId!, { title: 'Lapwing west', city: 'Mississauga', createdAt: created });
    await createJob(db(), employer.userId!, {
      title: 'Lapwing unplaced',
      city: 'Toronto',
      latitude: null,
      longitude: null,
      geoSource: 'none',
      createdAt: created,
    });

    await runDailyNotifications(t.app.deps, day);
    await t.app.deps.queue.drain();
    const [alert, ...others] = await jobAlerts(student);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      params: { savedSearchId: search.id, count: 1, jobTitle: 'Lapwing downtown' },
      link: '/jobs?q=lapwing&near=M5H&within=10',
    });
  });

  it('measures a distance alone from the home postal code, and sends nothing once the place is unknown', async () => {
    const day = '2034-05-10';
    const created = new Date(dailyRunAt(day).getTime() - HOUR);
    const student = await createPersona(t.app, 'student');
    await db().update(studentProfiles).set({ homePostalCode: 'M5H 2N2' }).where(eq(studentProfiles.userId, student.userId!));
    const fromHome = (await save(student, { name: 'Plover near home', q: 'plover', withinKm: 5 })).json().savedSearch as SavedSearch;
    const elsewhere = (await save(student, { name: 'Plover near a lost place', q: 'plover', near: 'Mississauga' })).json().savedSearch as SavedSearch;
    // The place data no longer knows it (an update of the data): that search sends nothing and is named in the run's result.
    await db().update(savedSearches).set({ near: 'Zzyzx Hollow' }).where(eq(savedSearches.id, elsewhere.id));
    await createJob(db(), employer.userId!, { title: 'Plover downtown', city: 'Toronto', postalCode: 'M5V 1J1', createdAt: created });
    await createJob(db(), employer.userId!, { title: 'Plover Mississauga', city: 'Mississauga', createdAt: created });

    const result = await runDailyNotifications(t.app.deps, day);
    expect(result.savedSearchesPlaceUnknown).toContain(elsewhere.id);
    expect(result.savedSearchesPlaceUnknown).not.toContain(fromHome.id);
    await t.app.deps.queue.drain();
    const items = await jobAlerts(student);
    expect(items.map((item) => [item.params.savedSearchId, item.params.jobTitle])).toEqual([[fromHome.id, 'Plover downtown']]);
    expect(items[0]!.link).toBe('/jobs?q=plover&within=5');
  });
});
