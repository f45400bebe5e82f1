import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { studentProfiles } from '@server/db/schema';
import { createJob } from '@server/seed/factories';
import { UNDO_WINDOW_MS } from '@common/constants';
import { clockMoves } from './helpers/clock-moves';
import { giveResume } from './jobs-helpers';
import { createPersona, type Persona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// What a posting says about the work (docs/product/jobs.md#what-the-work-is): pay, hours, start
// date, places, minimum age and postal code; the browse filters on them; a student's list by age;
// the job page's viewer part (the application's status, views for the employer only).

let t: TestApp;
let employer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterEach(() => vi.useRealTimers());
afterAll(async () => t.close());

const posting = {
  title: 'Café Helper',
  companyName: 'ignored',
  location: '120 River Road',
  city: 'Ottawa',
  description: 'Serve coffee after school.',
};

type Issue = { path: string; message: string };
const issuesOf = (body: { issues: Issue[] }) => Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]));

describe('a posting states what the work is', () => {
  it('stores pay, hours, start date, places, minimum age and postal code, and shows them', async () => {
    const created = await send(t.app, employer, 'POST', '/api/employer/jobs', {
      ...posting,
      pay: { kind: 'paid', amount: 17.5, unit: 'hour' },
      hoursPerWeek: 12,
      startDate: '2027-07-02',
      places: 3,
      minimumAge: 15,
      postalCode: 'K1P 1J1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const facts = {
      pay: { kind: 'paid', amount: 17.5, unit: 'hour', currency: 'CAD' },
      hoursPerWeek: 12,
      startDate: '2027-07-02',
      places: 3,
      minimumAge: 15,
      postalCode: 'K1P 1J1',
    };
    expect(created.json().job).toMatchObject(facts);
    const detail = await send(t.app, null, 'GET', `/api/jobs/${created.json().job.id}`);
    expect(detail.json().job).toMatchObject(facts);
  });

  it('takes unpaid without an amount, and leaves every fact unstated by default', async () => {
    const unpaid = await send(t.app, employer, 'POST', '/api/employer/jobs', { ...posting, pay: { kind: 'unpaid', amount: 12, unit: 'hour' } });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    expect(unpaid.json().job.pay).toEqual({ kind: 'unpaid', amount: null, unit: null, currency: null });
    const bare = await send(t.app, employer, 'POST', '/api/employer/jobs', posting);
    expect(bare.json().job).toMatchObject({ pay: null, hoursPerWeek: null, startDate: null, places: null, minimumAge: null, postalCode: null });
  });

  it('says what is wrong with each fact (400, never 500)', async () => {
    const response = await send(t.app, employer, 'POST', '/api/employer/jobs', {
      ...posting,
      pay: { kind: 'paid', amount: 12.345, unit: null },
      hoursPerWeek: 61,
      startDate: '2027-02-30',
      places: 0,
      minimumAge: 13,
      postalCode: 'K1P 1J1 ABCDE',
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toMatchObject({
      'pay.amount': 'Pay can have at most 2 decimals',
      hoursPerWeek: 'Hours per week must be a whole number from 1 to 60',
      startDate: 'Start date must be a date like 2027-06-30',
      places: 'Places must be a whole number from 1 to 999',
      minimumAge: 'Minimum age must be a whole number from 14 to 18',
      postalCode: 'Postal code must be at most 10 characters',
    });
    const noAmount = await send(t.app, employer, 'POST', '/api/employer/jobs', { ...posting, pay: { kind: 'paid', unit: 'week' } });
    expect(issuesOf(noAmount.json())).toEqual({ 'pay.amount': 'Enter the pay amount' });
  });

  it('records a change of pay or minimum age as an edit, and a duplicate keeps the facts', async () => {
    const created = await send(t.app, employer, 'POST', '/api/employer/jobs', {
      ...posting,
      pay: { kind: 'paid', amount: 16, unit: 'hour' },
      minimumAge: 16,
    });
    const id = created.json().job.id;
    const edited = await send(t.app, employer, 'PUT', `/api/employer/jobs/${id}`, {
      ...posting,
      pay: { kind: 'paid', amount: 18, unit: 'hour' },
      minimumAge: 16,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job.revisions[0].fields).toEqual(['pay']);
    const copy = await send(t.app, employer, 'POST', `/api/employer/jobs/${id}/duplicate`);
    expect(copy.json().job).toMatchObject({ pay: { kind: 'paid', amount: 18, unit: 'hour', currency: 'CAD' }, minimumAge: 16 });
  });
});

describe('browse filters on what the work is', () => {
  const city = 'Factsville';
  const titles = async (query: string, persona: Persona | null = null) => {
    const response = await send(t.app, persona, 'GET', `/api/jobs?city=${city}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as Array<{ title: string }>).map((job) => job.title).sort();
  };

  beforeAll(async () => {
    const db = t.app.deps.db;
    await createJob(db, employer.userId!, {
      city,
      title: 'Paid short',
      payKind: 'paid',
      payAmountCents: 1600,
      payUnit: 'hour',
      payCurrency: 'CAD',
      hoursPerWeek: 10,
      startDate: '2027-06-01',
      places: 1,
    });
    await createJob(db, employer.userId!, {
      city,
      title: 'Paid long',
      payKind: 'paid',
      payAmountCents: 3_000_000,
      payUnit: 'year',
      payCurrency: 'CAD',
      hoursPerWeek: 40,
      startDate: '2027-09-01',
      places: 5,
    });
    await createJob(db, employer.userId!, { city, title: 'Unpaid', payKind: 'unpaid', hoursPerWeek: 6, startDate: '2027-07-15', places: 2 });
    await createJob(db, employer.userId!, { city, title: 'Says nothing' });
  });

  it('keeps only paid postings, at most so many hours, starting from a day, with at least so many places', async () => {
    expect(await titles('')).toEqual(['Paid long', 'Paid short', 'Says nothing', 'Unpaid']);
    expect(await titles('paid=true')).toEqual(['Paid long', 'Paid short']);
    expect(await titles('maxHours=10')).toEqual(['Paid short', 'Unpaid']);
    expect(await titles('startFrom=2027-07-01')).toEqual(['Paid long', 'Unpaid']);
    expect(await titles('minPlaces=2')).toEqual(['Paid long', 'Unpaid']);
    expect(await titles('paid=true&maxHours=20&startFrom=2027-01-01&minPlaces=1')).toEqual(['Paid short']);
  });

  it('counts what it lists', async () => {
    const response = await send(t.app, null, 'GET', `/api/jobs?city=${city}&paid=true`);
    expect(response.json().total).toBe(2);
    const wider = await send(t.app, null, 'GET', `/api/jobs?city=${city}&paid=false`);
    expect(wider.json().total).toBe(4);
  });

  it('refuses a filter it cannot read with a message (400)', async () => {
    for (const [query, message] of [
      ['maxHours=lots', 'Hours per week must be a whole number from 1 to 60'],
      ['minPlaces=0', 'Places must be a whole number from 1 to 999'],
      ['startFrom=soon', 'Start date must be a date like 2027-06-30'],
      ['paid=yes', 'paid must be true or false'],
      ['allAges=1', 'allAges must be true or false'],
    ] as const) {
      const response = await send(t.app, null, 'GET', `/api/jobs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(message);
    }
  });
});

describe("a student's list by age", () => {
  const city = 'Agetown';
  const MINUTE_MS = 60_000;
  const today = new Date().toISOString().slice(0, 10);
  const startOfToday = Date.parse(`${today}T00:00:00Z`);
  let student: Persona;

  beforeAll(async () => {
    student = await createPersona(t.app, 'student');
    // Sixteen today (the UTC day): the clock moves across last midnight, never past the session's life.
    const dateOfBirth = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
    await t.app.deps.db.update(studentProfiles).set({ dateOfBirth }).where(eq(studentProfiles.userId, student.userId!));
    await createJob(t.app.deps.db, employer.userId!, { city, title: 'Any age' });
    await createJob(t.app.deps.db, employer.userId!, { city, title: 'From 15', minimumAge: 15 });
    await createJob(t.app.deps.db, employer.userId!, { city, title: 'From 16', minimumAge: 16 });
  });

  const browse = async (persona: Persona | null, query = '') => {
    const response = await send(t.app, persona, 'GET', `/api/jobs?city=${city}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: Array<{ title: string }>; total: number; forAge: number | null };
    return { titles: body.items.map((job) => job.title).sort(), total: body.total, forAge: body.forAge };
  };

  it('shows a student only the postings open to their age, counted by their birthday', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: startOfToday - MINUTE_MS });
    expect(await browse(student)).toEqual({ titles: ['Any age', 'From 15'], total: 2, forAge: 15 });
    vi.setSystemTime(startOfToday + MINUTE_MS);
    expect(await browse(student)).toEqual({ titles: ['Any age', 'From 15', 'From 16'], total: 3, forAge: 16 });
  });

  it('shows every age when the student asks, and to anyone else', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: startOfToday - MINUTE_MS });
    expect(await browse(student)).toEqual({ titles: ['Any age', 'From 15'], total: 2, forAge: 15 });
    expect(await browse(student, '&allAges=true')).toEqual({ titles: ['Any age', 'From 15', 'From 16'], total: 3, forAge: null });
    expect((await browse(null)).forAge).toBeNull();
    expect((await browse(null)).titles).toHaveLength(3);
  });

  it('does not limit a student without a date of birth', async () => {
    const other = await createPersona(t.app, 'student', { dateOfBirth: null });
    expect(await browse(other)).toEqual({ titles: ['Any age', 'From 15', 'From 16'], total: 3, forAge: null });
  });
});

describe('the job page for a student', () => {
  it('gives the status of their application, and the view count only to the employer and admins', async () => {
    const student = await createPersona(t.app, 'student');
    await giveResume(t.app, student);
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Status shown' });
    const before = (await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json();
    expect(before.viewer).toMatchObject({ hasApplied: false, applicationStatus: null, seesViews: false });
    expect((await send(t.app, student, 'POST', `/api/jobs/${job.id}/apply`, {})).statusCode).toBe(201);
    const applied = (await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json();
    expect(applied.viewer).toMatchObject({ hasApplied: true, applicationStatus: 'pending', seesViews: false });
    const applicationId = (await send(t.app, student, 'GET', '/api/student/applications')).json().items[0].id;
    expect((await send(t.app, employer, 'PATCH', `/api/employer/applications/${applicationId}`, { status: 'reviewing' })).statusCode).toBe(200);
    // The student sees the new status once the employer's undo window has passed.
    expect((await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json().viewer.applicationStatus).toBe('pending');
    await clockMoves(t.app, UNDO_WINDOW_MS);
    expect((await send(t.app, student, 'GET', `/api/jobs/${job.id}`)).json().viewer.applicationStatus).toBe('reviewing');
    expect((await send(t.app, employer, 'GET', `/api/jobs/${job.id}`)).json().viewer.seesViews).toBe(true);
    const admin = await createPersona(t.app, 'admin');
    expect((await send(t.app, admin, 'GET', `/api/jobs/${job.id}`)).json().viewer.seesViews).toBe(true);
  });
});
