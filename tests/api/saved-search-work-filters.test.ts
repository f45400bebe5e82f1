import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { SavedSearch } from '@common/contracts/saved-searches';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { dailyRunAt, runDailyNotifications } from '@server/features/notifications/daily-notifications';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// A saved search keeps the browse page's work filters (paid, hours, start, places, responsive
// employers) and its daily digest applies them (docs/product/jobs.md#saved-searches).

const HOUR = 3_600_000;
const PAID = { payKind: 'paid', payAmountCents: 1600, payUnit: 'hour', payCurrency: 'CAD' } as const;

let t: TestApp;
let employer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => {
  await t.close();
});

const save = (student: Persona, body: Record<string, unknown>) => sendTo(t.app, student, savedSearchesEndpoints.create, { body });
const list = async (student: Persona) => (await sendTo(t.app, student, savedSearchesEndpoints.list)).json() as { items: SavedSearch[] };

describe('a saved search keeps the work filters', () => {
  it('keeps and returns them, and a work filter alone is a search', async () => {
    const student = await createPersona(t.app, 'student');
    const filters = { paid: true, maxHours: 20, startFrom: '2031-06-01', minPlaces: 2, responsive: true };
    const saved = await save(student, { name: 'Paid and short', ...filters });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().savedSearch).toMatchObject({ q: '', city: '', ...filters });
    // Left out, each reads as "not used".
    expect((await save(student, { name: 'Words only', q: 'cashier' })).json().savedSearch).toMatchObject({
      paid: false,
      maxHours: null,
      startFrom: null,
      minPlaces: null,
      responsive: false,
    });
    expect((await list(student)).items.map((item) => [item.name, item.paid, item.maxHours, item.startFrom, item.minPlaces, item.responsive])).toEqual(
      [
        ['Paid and short', true, 20, '2031-06-01', 2, true],
        ['Words only', false, null, null, null, false],
      ],
    );
  });

  it('says which work filter it cannot save', async () => {
    const student = await createPersona(t.app, 'student');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxHours: 0 }, 'maxHours'],
      [{ maxHours: 2.5 }, 'maxHours'],
      [{ maxHours: '20' }, 'maxHours'],
      [{ minPlaces: 100_000 }, 'minPlaces'],
      [{ startFrom: '2031-02-30' }, 'startFrom'],
      [{ paid: 'yes' }, 'paid'],
      [{ responsive: 1 }, 'responsive'],
      // false and null filter nothing: no criterion.
      [{ paid: false, maxHours: null }, 'q'],
    ];
    for (const [filters, path] of cases) {
      const response = await save(student, { name: 'Bad', ...filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    expect((await list(student)).items).toEqual([]);
  });
});

describe('the daily digest applies the work filters', () => {
  it('leaves out a new posting that misses a work filter and includes one that meets them all', async () => {
    const day = '2032-03-10';
    const created = new Date(dailyRunAt(day).getTime() - HOUR);
    const student = await createPersona(t.app, 'student');
    const city = 'Plover Bay';
    const search = (await save(student, { name: 'Plover work', city, paid: true, maxHours: 20, startFrom: '2032-06-01', minPlaces: 2 })).json()
      .savedSearch as SavedSearch;
    const fits = { city, createdAt: created, ...PAID, hoursPerWeek: 15, startDate: '2032-06-15', places: 3 };
    await createJob(t.app.deps.db, employer.userId!, { ...fits, title: 'Plover fits' });
    // Each misses one filter (or does not say the fact the filter is on).
    await createJob(t.app.deps.db, employer.userId!, {
      ...fits,
      title: 'Plover unpaid',
      payKind: 'unpaid',
      payAmountCents: null,
      payUnit: null,
      payCurrency: null,
    });
    await createJob(t.app.deps.db, employer.userId!, { ...fits, title: 'Plover long hours', hoursPerWeek: 30 });
    await createJob(t.app.deps.db, employer.userId!, { ...fits, title: 'Plover starts early', startDate: '2032-05-01' });
    await createJob(t.app.deps.db, employer.userId!, { ...fits, title: 'Plover one place', places: 1 });
    await createJob(t.app.deps.db, employer.userId!, { ...fits, title: 'Plover places unsaid', places: null });

    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(1);
    await t.app.deps.queue.drain();
    const response = await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } });
    const alerts = (response.json() as NotificationsPage).items.filter((item) => item.kind === 'saved_search_matches');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      params: { savedSearchId: search.id, count: 1, jobTitle: 'Plover fits' },
      // The link reopens the same search, work filters included.
      link: '/jobs?city=Plover+Bay&paid=true&maxHours=20&startFrom=2032-06-01&minPlaces=2',
    });
  });

  it('keeps only the employers who answer most when the search asks for them', async () => {
    const day = '2032-04-10';
    const created = new Date(dailyRunAt(day).getTime() - HOUR);
    const student = await createPersona(t.app, 'student');
    expect((await save(student, { name: 'Sandpiper answering', q: 'sandpiper', responsive: true })).statusCode).toBe(201);
    expect((await save(student, { name: 'Sandpiper any', q: 'sandpiper' })).statusCode).toBe(201);
    // A new employer has no response rate shown yet, so the filter leaves its posting out.
    await createJob(t.app.deps.db, employer.userId!, { title: 'Sandpiper job', createdAt: created });
    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(1);
    const response = await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } });
    const alerts = (response.json() as NotificationsPage).items.filter((item) => item.kind === 'saved_search_matches');
    expect(alerts.map((item) => item.params.searchName)).toEqual(['Sandpiper any']);
  });
});
