import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, roundedKm } from '@common/near-me';
import { jobs, studentProfiles } from '@server/db/schema';
import { forgetJobCounts } from '@server/features/jobs/job-count-cache';
import { placeUnplacedPostings } from '@server/features/jobs/posting-place';
import { findPlace } from '@server/geodata/gazetteer';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Search by distance (docs/product/near-me.md): GET /api/jobs with near, within and sort=distance.
// Distances are computed here with the same distanceKm the product uses, never hard-coded.

let t: TestApp;
let employer: Persona;
let student: Persona;

interface ListAnswer {
  items: Array<{ id: string; title: string; distanceKm: number | null }>;
  total: number | null;
  nextCursor: string | null;
  near: { place: { name: string; label: string }; withinKm: number; fromHome: boolean } | null;
}

const list = async (query: string, persona: Persona | null = null): Promise<ListAnswer> => {
  const response = await send(t.app, persona, 'GET', `/api/jobs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListAnswer;
};
const titles = (answer: ListAnswer) => answer.items.map((item) => item.title).sort();

/** Downtown Toronto, where the searches start. */
const CENTRE = 'M5H';
/** Where each posting is (a postal code, or a town without one), and how far from CENTRE. */
const POSTINGS: Record<string, { postalCode: string | null; city: string }> = {
  'Downtown clerk': { postalCode: 'M5H 2N2', city: 'Toronto' },
  'Dovercourt helper': { postalCode: 'M6H 1A1', city: 'Toronto' },
  'Leaside cashier': { postalCode: 'M4G 1A1', city: 'Toronto' },
  'Roselawn barista': { postalCode: 'M5N 1A1', city: 'Toronto' },
  // About 8 km from downtown: within 10 km, not within 5.
  'Don Mills stocker': { postalCode: 'M3C 1A1', city: 'Toronto' },
  'Mississauga cook': { postalCode: null, city: 'Mississauga' },
};
const kmFromCentre = (title: string) => {
  const posting = POSTINGS[title]!;
  return distanceKm(findPlace(CENTRE)!, findPlace(posting.postalCode ?? posting.city)!);
};
const within = (km: number) =>
  Object.keys(POSTINGS)
    .filter((title) => kmFromCentre(title) <= km)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  student = await createPersona(t.app, 'student');
  for (const [title, place] of Object.entries(POSTINGS)) await createJob(t.app.deps.db, employer.userId!, { title, ...place });
  await createJob(t.app.deps.db, employer.userId!, { title: 'Qqxville porter', city: 'Qqxville', postalCode: null });
});
afterAll(async () => t.close());

describe('GET /api/jobs near a place', () => {
  it('finds a posting 8 km away within 10 km and not within 5, saying how far each is', async () => {
    const eight = kmFromCentre('Don Mills stocker');
    expect(eight).toBeGreaterThan(5);
    expect(eight).toBeLessThanOrEqual(10);

    const ten = await list(`?near=${CENTRE}&within=10`);
    expect(titles(ten)).toEqual(within(10));
    expect(titles(ten)).toContain('Don Mills stocker');
    expect(ten.total).toBe(within(10).length);
    for (const item of ten.items) expect(item.distanceKm).toBe(roundedKm(kmFromCentre(item.title)));
    expect(ten.near).toEqual({ place: expect.objectContaining({ name: CENTRE }), withinKm: 10, fromHome: false });

    const five = await list(`?near=${encodeURIComponent('m5h 2n2')}&within=5`);
    expect(titles(five)).toEqual(within(5));
    expect(titles(five)).not.toContain('Don Mills stocker');
    // The total is the circle's, not the 10 km one's (the count cache keys the place and distance).
    expect(five.total).toBe(within(5).length);
  });

  it('searches 25 km around a town when no distance is given (Mississauga from Toronto)', async () => {
    const answer = await list('?near=Toronto');
    const mississauga = distanceKm(findPlace('Toronto')!, findPlace('Mississauga')!);
    expect(answer.near?.withinKm).toBe(25);
    expect(titles(answer)).toContain('Mississauga cook');
    expect(answer.items.find((item) => item.title === 'Mississauga cook')?.distanceKm).toBe(roundedKm(mississauga));
  });

  it('sorts nearest first, and paging with the cursor keeps the order', async () => {
    const expected = within(25).sort((a, b) => kmFromCentre(a) - kmFromCentre(b));
    expect(expected.length).toBeGreaterThan(4);
    const seen: ListAnswer['items'] = [];
    let cursor: string | null = null;
    do {
      const page: ListAnswer = await list(`?near=${CENTRE}&sort=distance&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((item) => item.title)).toEqual(expected);
    expect(seen.map((item) => item.distanceKm)).toEqual(expected.map((title) => roundedKm(kmFromCentre(title))));
  });

  it('keeps the other orders near a place, only filtered', async () => {
    for (const sort of ['newest', 'closing', 'response']) {
      const answer = await list(`?near=${CENTRE}&within=10&sort=${sort}`);
      expect(titles(answer), sort).toEqual(within(10));
    }
  });

  it('refuses a place it does not know, naming near', async () => {
    const response = await send(t.app, null, 'GET', `/api/jobs?near=${encodeURIComponent('Z9Z 9Z9')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'near', message: expect.stringContaining('Z9Z 9Z9') }]);
  });

  it('refuses a distance it does not offer', async () => {
    const response = await send(t.app, null, 'GET', `/api/jobs?near=${CENTRE}&within=7`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('within');
  });

  it('refuses nearest first without a place', async () => {
    const response = await send(t.app, null, 'GET', '/api/jobs?sort=distance');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('sort');
    // A distance alone, from a visitor, is not a search by distance.
    const answer = await list('?within=5');
    expect(answer.near).toBeNull();
    expect(answer.items.every((item) => item.distanceKm === null)).toBe(true);
  });

  it("measures from a signed-in student's home postal code when they choose a distance and name no place", async () => {
    await t.app.deps.db.update(studentProfiles).set({ homePostalCode: 'M3C 1A1' }).where(eq(studentProfiles.userId, student.userId!));
    const answer = await list('?within=5', student);
    expect(answer.near).toEqual({ place: expect.objectContaining({ name: 'M3C' }), withinKm: 5, fromHome: true });
    expect(titles(answer)).toContain('Don Mills stocker');
    expect(titles(answer)).not.toContain('Downtown clerk');
    // A place named wins over the home postal code; no distance and no place: not by distance.
    expect((await list(`?near=${CENTRE}&within=5`, student)).near?.fromHome).toBe(false);
    expect((await list('', student)).near).toBeNull();
    expect((await list('?sort=distance&within=10', student)).items[0]?.title).toBe('Don Mills stocker');
  });

  it('lists a posting it cannot place without a place, never near one, and tells its employer', async () => {
    expect(titles(await list('?city=Qqxville'))).toEqual(['Qqxville porter']);
    for (const near of [CENTRE, 'Toronto', 'Mississauga']) {
      expect(titles(await list(`?near=${near}&within=50`))).not.toContain('Qqxville porter');
    }
    const response = await send(t.app, employer, 'GET', '/api/employer/jobs?limit=50');
    expect(response.statusCode).toBe(200);
    const postings = response.json().items as Array<{ title: string; placeNotFound: boolean }>;
    expect(postings.filter((posting) => posting.placeNotFound).map((posting) => posting.title)).toEqual(['Qqxville porter']);
    expect(postings).toHaveLength(Object.keys(POSTINGS).length + 1);
  });

  it('places a posting the background run finds unplaced', async () => {
    const db = t.app.deps.db;
    await db.update(jobs).set({ latitude: null, longitude: null, geoSource: null }).where(eq(jobs.title, 'Don Mills stocker'));
    forgetJobCounts();
    expect(titles(await list(`?near=${CENTRE}&within=10`))).not.toContain('Don Mills stocker');
    expect(await placeUnplacedPostings(t.app.deps)).toBe(1);
    const [row] = await db.select({ geoSource: jobs.geoSource, geoCell: jobs.geoCell }).from(jobs).where(eq(jobs.title, 'Don Mills stocker'));
    expect(row).toEqual({ geoSource: 'postal_code', geoCell: expect.any(Number) });
    forgetJobCounts();
    expect(titles(await list(`?near=${CENTRE}&within=10`))).toContain('Don Mills stocker');
  });
});

describe('GET /api/places', () => {
  it('suggests the most populous town first as one types', async () => {
    const response = await send(t.app, null, 'GET', '/api/places?q=Missis');
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0].label).toBe('Mississauga, Ontario');
  });
});
