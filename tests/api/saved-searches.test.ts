import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@common/contracts/saved-searches';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { savedSearches } from '@server/db/schema';
import { dailyRunAt, runDailyNotifications } from '@server/features/notifications/daily-notifications';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// Saved searches and their job alerts (docs/product/jobs.md#saved-searches,
// docs/product/notifications.md): saving, listing and deleting, the limit, ownership, and the
// daily digest of new matching postings, each posting once per saved search.

const PUBLIC_URL = 'http://localhost:5000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let smtp: TestSmtp;
let t: TestApp;
let employer: Persona;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;
const save = (student: Persona, body: Record<string, unknown>) => sendTo(t.app, student, savedSearchesEndpoints.create, { body });
const list = async (student: Persona) => (await sendTo(t.app, student, savedSearchesEndpoints.list)).json() as { items: SavedSearch[]; max: number };

async function alerts(student: Persona) {
  const response = await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'saved_search_matches');
}

describe('saving, listing and deleting searches', () => {
  it('saves the search and filters under a name, lists them oldest first and deletes one', async () => {
    const student = await createPersona(t.app, 'student');
    const first = await save(student, { name: '  Retail in Vancouver ', q: 'cashier', city: 'Vancouver', industries: ['Retail'], sort: 'closing' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().savedSearch).toMatchObject({
      name: 'Retail in Vancouver',
      q: 'cashier',
      city: 'Vancouver',
      industries: ['Retail'],
      types: [],
      sort: 'closing',
    });
    const second = await save(student, { name: 'Apprenticeships', types: ['Apprenticeships'] });
    expect(second.json().savedSearch).toMatchObject({ q: '', city: '', sort: 'newest' });

    // "Answers most" is kept too (docs/product/applications.md#response-rate).
    const third = await save(student, { name: 'Answering employers', q: 'barista', sort: 'response' });
    expect(third.json().savedSearch).toMatchObject({ sort: 'response' });

    expect((await list(student)).items.map((item) => [item.name, item.sort])).toEqual([
      ['Retail in Vancouver', 'closing'],
      ['Apprenticeships', 'newest'],
      ['Answering employers', 'response'],
    ]);
    await sendTo(t.app, student, savedSearchesEndpoints.remove, { params: { id: third.json().savedSearch.id } });
    const removed = await sendTo(t.app, student, savedSearchesEndpoints.remove, { params: { id: first.json().savedSearch.id } });
    expect(removed.statusCode).toBe(204);
    expect((await list(student)).items.map((item) => item.name)).toEqual(['Apprenticeships']);
  });

  it('says what is wrong with a search it cannot save', async () => {
    const student = await createPersona(t.app, 'student');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ q: 'x' }, 'name'],
      [{ name: ' ', q: 'x' }, 'name'],
      [{ name: 'x'.repeat(61), q: 'x' }, 'name'],
      [{ name: 'Everything' }, 'q'],
      [{ name: 'Bad', industries: ['Astronauts'] }, 'industries.0'],
      [{ name: 'Bad', types: 'Part Time' }, 'types'],
      [{ name: 'Bad', q: 'x', sort: 'cheapest' }, 'sort'],
      [{ name: 'Bad', city: 'x'.repeat(81) }, 'city'],
    ];
    for (const [body, path] of cases) {
      const response = await save(student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    expect((await list(student)).items).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per student`, async () => {
    const student = await createPersona(t.app, 'student');
    const saves = await Promise.all(Array.from({ length: SAVED_SEARCHES_MAX + 2 }, (_, i) => save(student, { name: `Search ${i}`, q: `word${i}` })));
    expect(saves.filter((response) => response.statusCode === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = saves.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => [response.statusCode, response.json().code])).toEqual([
      [409, 'CONFLICT'],
      [409, 'CONFLICT'],
    ]);
    expect(refused[0]!.json().message).toMatch(/at most 10 saved searches/);
    const saved = await list(student);
    expect(saved).toMatchObject({ max: SAVED_SEARCHES_MAX });
    expect(saved.items).toHaveLength(SAVED_SEARCHES_MAX);
    // Deleting one makes room again.
    await sendTo(t.app, student, savedSearchesEndpoints.remove, { params: { id: saved.items[0]!.id } });
    expect((await save(student, { name: 'One more', q: 'more' })).statusCode).toBe(201);
  });

  it("never shows or deletes another student's saved search", async () => {
    const owner = await createPersona(t.app, 'student');
    const other = await createPersona(t.app, 'student');
    const id = (await save(owner, { name: 'Mine', q: 'mine' })).json().savedSearch.id as string;
    expect((await list(other)).items).toEqual([]);
    const response = await sendTo(t.app, other, savedSearchesEndpoints.remove, { params: { id } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'That saved search was not found.' });
    expect((await list(owner)).items).toHaveLength(1);
  });
});

describe('the daily digest of a saved search', () => {
  it('sends the new matching postings once, in the app and by e-mail, then only what is newer', async () => {
    const day = '2031-06-10';
    const runAt = dailyRunAt(day);
    const student = await createPersona(t.app, 'student');
    const old = await createJob(db(), employer.userId!, { title: 'Old heron job', city: 'Heron Falls', createdAt: new Date(Date.now() - DAY) });
    const search = (await save(student, { name: 'Heron <b>Falls</b>', city: 'heron falls', industries: ['Retail'], sort: 'closing' })).json()
      .savedSearch as SavedSearch;
    const fresh = await createJob(db(), employer.userId!, {
      title: 'Heron cashier',
      companyName: 'Heron Mart',
      city: 'Heron Falls',
      createdAt: new Date(runAt.getTime() - HOUR),
    });
    await createJob(db(), employer.userId!, {
      title: 'Heron welder',
      city: 'Heron Falls',
      industry: 'Trades',
      createdAt: new Date(runAt.getTime() - HOUR),
    });
    await createJob(db(), employer.userId!, { title: 'Heron elsewhere', city: 'Heronville', createdAt: new Date(runAt.getTime() - HOUR) });
    const inactive = await createJob(db(), employer.userId!, {
      title: 'Heron closed',
      city: 'Heron Falls',
      isActive: false,
      createdAt: new Date(runAt.getTime() - HOUR),
    });
    const afterRun = await createJob(db(), employer.userId!, {
      title: 'Heron tomorrow',
      city: 'Heron Falls',
      createdAt: new Date(runAt.getTime() + HOUR),
    });

    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(1);
    // Retried: nothing more.
    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(0);
    await t.app.deps.queue.drain();

    const items = await alerts(student);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      params: { savedSearchId: search.id, searchName: 'Heron <b>Falls</b>', count: 1, jobTitle: 'Heron cashier' },
      link: '/jobs?city=heron+falls&industry=Retail&sort=closing',
    });
    const mails = smtp.to(student.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New postings for your search “Heron <b>Falls</b>”');
    expect(mails[0]!.text).toContain('1 new posting on FirstRung matches your saved search');
    expect(mails[0]!.text).toContain('• Heron cashier (Heron Mart, Heron Falls)');
    for (const title of [old.title, 'Heron welder', 'Heron elsewhere', inactive.title, afterRun.title]) expect(mails[0]!.text).not.toContain(title);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/jobs?city=heron+falls&industry=Retail&sort=closing`);
    expect(fresh.id).toBeTruthy();

    // The next day: only the posting that came after the first digest.
    const next = '2031-06-11';
    expect((await runDailyNotifications(t.app.deps, next)).savedSearchDigests).toBe(1);
    await t.app.deps.queue.drain();
    const after = await alerts(student);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ params: { count: 1, jobTitle: 'Heron tomorrow' } });
    // A late run of the first day, after the second: nothing again.
    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(0);
    const [row] = await db().select({ until: savedSearches.digestedUntil }).from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.until.toISOString()).toBe(dailyRunAt(next).toISOString());
  });

  it('lists ten postings and counts the rest; sends nothing when nothing is new', async () => {
    const day = '2031-07-10';
    const runAt = dailyRunAt(day);
    const student = await createPersona(t.app, 'student');
    const quiet = await createPersona(t.app, 'student');
    await save(student, { name: 'Kestrel', q: 'kestrel' });
    await save(quiet, { name: 'Nothing', q: 'no posting says this' });
    for (let i = 0; i < 12; i += 1) {
      await createJob(db(), employer.userId!, { title: `Kestrel job ${i}`, createdAt: new Date(runAt.getTime() - (i + 1) * 60_000) });
    }
    expect((await runDailyNotifications(t.app.deps, day)).savedSearchDigests).toBe(1);
    await t.app.deps.queue.drain();
    const [mail] = smtp.to(student.email!);
    expect(mail!.text).toContain('12 new postings on FirstRung match your saved search “Kestrel”');
    expect(mail!.text).toContain('• Kestrel job 0 ');
    expect(mail!.text).toContain('• Kestrel job 9 ');
    expect(mail!.text).not.toContain('Kestrel job 10');
    expect(mail!.text).toContain('… and 2 more.');
    expect(await alerts(quiet)).toEqual([]);
    expect(smtp.to(quiet.email!)).toEqual([]);
  });

  it('follows the job alerts setting: off by e-mail means the bell only', async () => {
    const day = '2031-08-10';
    const runAt = dailyRunAt(day);
    const student = await createPersona(t.app, 'student');
    const settings = await sendTo(t.app, student, notificationsEndpoints.settings);
    expect(settings.json().settings.map((item: { kind: string }) => item.kind)).toContain('saved_search_matches');
    const off = await sendTo(t.app, student, notificationsEndpoints.updateSetting, { body: { kind: 'saved_search_matches', email: false } });
    expect(off.statusCode, off.body).toBe(200);
    await save(student, { name: 'Osprey', q: 'osprey' });
    await createJob(db(), employer.userId!, { title: 'Osprey job', createdAt: new Date(runAt.getTime() - HOUR) });
    await runDailyNotifications(t.app.deps, day);
    await t.app.deps.queue.drain();
    expect(await alerts(student)).toHaveLength(1);
    expect(smtp.to(student.email!)).toEqual([]);
  });
});
