import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@common/api/paging';
import type { EventItem } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { eventRegistrations, events } from '@server/db/schema';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let t: TestApp;
let student: Persona;
let employer: Persona;
let institution: Persona;
let noRole: Persona;
let admin: Persona;

beforeAll(async () => {
  t = await createTestApp();
  student = await createPersona(t.app, 'student');
  employer = await createPersona(t.app, 'employer');
  institution = await createPersona(t.app, 'institution');
  noRole = await createPersona(t.app, 'noRole');
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const list = (persona?: Persona, query: Record<string, unknown> = {}) => sendTo(t.app, persona, eventsEndpoints.list, { query });
const register = (eventId: string, persona: Persona | undefined, registrationType: unknown = 'student') =>
  sendTo(t.app, persona, eventsEndpoints.register, { params: { id: eventId }, body: { registrationType } });
const unregister = (eventId: string, persona?: Persona) => sendTo(t.app, persona, eventsEndpoints.unregister, { params: { id: eventId } });
const create = (persona: Persona | undefined, body: Record<string, unknown>) => sendTo(t.app, persona, eventsEndpoints.create, { body });
const remove = (eventId: string, persona?: Persona) => sendTo(t.app, persona, eventsEndpoints.remove, { params: { id: eventId } });

/** Every page of the list, in order, following nextCursor. */
async function walkList(send: (query: Record<string, unknown>) => ReturnType<typeof list>, limit: number): Promise<Array<Page<EventItem>>> {
  const pages: Array<Page<EventItem>> = [];
  let cursor: string | null = null;
  do {
    const response = await send({ limit, cursor });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page<EventItem>;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

async function findInList(eventId: string, persona?: Persona): Promise<EventItem> {
  const pages = await walkList((query) => list(persona, query), 100);
  const event = pages.flatMap((page) => page.items).find((item) => item.id === eventId);
  if (!event) throw new Error(`event ${eventId} not in the list`);
  return event;
}

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Summer Job Fair',
  description: 'Meet employers hiring for the summer.',
  eventDate: isoDay(daysFromNow(10)),
  location: 'City Hall',
  ...overrides,
});

describe('GET /api/events', () => {
  it('lists upcoming events by date ascending, then past ones most recent first, for visitors too', async () => {
    const app = await createTestApp();
    try {
      const adb = app.app.deps.db;
      const later = await createEvent(adb, { title: 'Later', eventDate: daysFromNow(30) });
      const sooner = await createEvent(adb, { title: 'Sooner', eventDate: daysFromNow(3) });
      const longAgo = await createEvent(adb, { title: 'Long ago', eventDate: daysFromNow(-60) });
      const recently = await createEvent(adb, { title: 'Recently', eventDate: daysFromNow(-5) });
      const response = await sendTo(app.app, null, eventsEndpoints.list);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((event: EventItem) => event.id)).toEqual([sooner.id, later.id, recently.id, longAgo.id]);
      expect(body.items.map((event: EventItem) => event.isPast)).toEqual([false, false, true, true]);
      expect(body).toMatchObject({ total: 4, nextCursor: null });

      const [first, second, ...rest] = await walkList((query) => sendTo(app.app, null, eventsEndpoints.list, { query }), 3);
      expect(rest).toEqual([]);
      expect(first!.items.map((event) => event.id)).toEqual([sooner.id, later.id, recently.id]);
      expect(first!.total).toBe(4);
      expect(second!.items.map((event) => event.id)).toEqual([longAgo.id]);
      expect(second).toMatchObject({ nextCursor: null, total: null });
    } finally {
      await app.close();
    }
  });

  it('walks every event exactly once with a cursor, across the upcoming/past boundary and same-day ties', async () => {
    const app = await createTestApp();
    try {
      const adb = app.app.deps.db;
      const soon = daysFromNow(2);
      const ago = daysFromNow(-4);
      const created = [
        await createEvent(adb, { title: 'Past A', eventDate: ago }),
        await createEvent(adb, { title: 'Soon A', eventDate: soon }),
        await createEvent(adb, { title: 'Later', eventDate: daysFromNow(9) }),
        await createEvent(adb, { title: 'Soon B', eventDate: soon }),
        await createEvent(adb, { title: 'Past B', eventDate: ago }),
        await createEvent(adb, { title: 'Long ago', eventDate: daysFromNow(-40) }),
      ];
      const byTitle = (title: string) => created.find((event) => event.title === title)!.id;
      // Same day: the order of creation.
      const expected = ['Soon A', 'Soon B', 'Later', 'Past A', 'Past B', 'Long ago'].map(byTitle);
      for (const limit of [1, 2, 4]) {
        const pages = await walkList((query) => sendTo(app.app, null, eventsEndpoints.list, { query }), limit);
        expect(
          pages.flatMap((page) => page.items.map((event) => event.id)),
          `limit ${limit}`,
        ).toEqual(expected);
        expect(pages.map((page) => page.total)).toEqual([6, ...pages.slice(1).map(() => null)]);
      }
    } finally {
      await app.close();
    }
  });

  it('names a bad limit or cursor', async () => {
    const response = await list(undefined, { limit: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('limit');
    const badCursor = await list(undefined, { cursor: 'nonsense' });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().issues[0].path).toBe('cursor');
  });

  it("returns each event's fields with counts and places left, and today is not past", async () => {
    const event = await createEvent(db(), {
      title: 'Fields check',
      eventDate: new Date(`${isoDay(new Date())}T00:00:00.000Z`),
      startTime: '09:00',
      endTime: '12:00',
      address: '1 Main St',
      eventType: 'workshop',
      maxParticipants: 5,
    });
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const item = await findInList(event.id);
    expect(item).toEqual({
      id: event.id,
      title: 'Fields check',
      description: event.description,
      eventDate: `${isoDay(new Date())}T00:00:00.000Z`,
      startTime: '09:00',
      endTime: '12:00',
      location: event.location,
      address: '1 Main St',
      eventType: 'workshop',
      maxParticipants: 5,
      registrationCount: 1,
      placesLeft: 4,
      isPast: false,
      myRegistration: null,
    });
    const unlimited = await createEvent(db(), { title: 'Unlimited' });
    expect((await findInList(unlimited.id)).placesLeft).toBeNull();
  });

  it("shows a user only their own registration, never other users' ids", async () => {
    const event = await createEvent(db(), { title: 'Privacy' });
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const asStudent = await findInList(event.id, student);
    expect(asStudent.myRegistration).toEqual({ registrationType: 'student' });
    expect(asStudent.registrations).toBeUndefined();
    expect(asStudent.registrationCount).toBe(2);
    const raw = (await list(student, { limit: 100 })).body;
    expect(raw).not.toContain(employer.userId!);
    const asVisitor = await findInList(event.id);
    expect(asVisitor.myRegistration).toBeNull();
    expect(asVisitor.registrations).toBeUndefined();
  });

  it('gives admins the full registration list', async () => {
    const event = await createEvent(db(), { title: 'Admin view' });
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const item = await findInList(event.id, admin);
    // Both rows may carry the same creation time, so their order is not part of the check.
    expect(item.registrations).toHaveLength(2);
    expect(item.registrations).toEqual(
      expect.arrayContaining([
        { userId: student.userId, registrationType: 'student' },
        { userId: employer.userId, registrationType: 'employer_booth' },
      ]),
    );
  });
});

describe('POST /api/events/:id/register', () => {
  it('asks a visitor to log in', async () => {
    const event = await createEvent(db());
    const response = await register(event.id, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in to register for events' });
  });

  it('registers a student, and the list shows it', async () => {
    const event = await createEvent(db(), { maxParticipants: 10 });
    const response = await register(event.id, student, 'student');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ eventId: event.id, registrationType: 'student' });
    const item = await findInList(event.id, student);
    expect(item).toMatchObject({ myRegistration: { registrationType: 'student' }, registrationCount: 1, placesLeft: 9 });
  });

  it('lets any signed-in user but a student be a guest speaker, including one without a role', async () => {
    for (const persona of [employer, institution, noRole, admin]) {
      const event = await createEvent(db());
      expect((await register(event.id, persona, 'guest_speaker')).statusCode).toBe(201);
    }
    const event = await createEvent(db());
    const refused = await register(event.id, student, 'guest_speaker');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Students register as students, not as guest speakers.' });
  });

  it('lets an employer take a booth and refuses the booth to everyone else', async () => {
    const event = await createEvent(db());
    expect((await register(event.id, employer, 'employer_booth')).statusCode).toBe(201);
    for (const persona of [student, institution, noRole, admin]) {
      const refused = await register(event.id, persona, 'employer_booth');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Only employers can register for an employer booth.' });
    }
  });

  it('refuses a past event', async () => {
    const event = await createEvent(db(), { eventDate: daysFromNow(-2) });
    const response = await register(event.id, student);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EVENT_PASSED', message: 'This event has already taken place.' });
  });

  it('refuses a second registration by the same user', async () => {
    const event = await createEvent(db());
    expect((await register(event.id, student)).statusCode).toBe(201);
    const again = await register(event.id, student, 'student');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ALREADY_EXISTS', message: 'You are already registered for this event.' });
  });

  it('refuses a full event', async () => {
    const event = await createEvent(db(), { maxParticipants: 1 });
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const response = await register(event.id, student);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EVENT_FULL', message: 'This event is full.' });
    expect((await findInList(event.id)).placesLeft).toBe(0);
  });

  it('gives the last place to exactly one of several people racing for it', async () => {
    const event = await createEvent(db(), { maxParticipants: 3 });
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    await createEventRegistration(db(), event.id, institution.userId!, 'guest_speaker');
    const racers = await Promise.all(Array.from({ length: 6 }, () => createPersona(t.app, 'student')));
    const responses = await Promise.all(racers.map((racer) => register(event.id, racer)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().code).toBe('EVENT_FULL');
    const rows = await db().select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toHaveLength(3);
  });

  it('lets one user registering twice at once get exactly one registration', async () => {
    const event = await createEvent(db());
    const responses = await Promise.all([register(event.id, noRole), register(event.id, noRole), register(event.id, noRole)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers 404 for an unknown or malformed event id and names a bad type', async () => {
    expect((await register('00000000-0000-4000-8000-000000000000', student)).statusCode).toBe(404);
    const event = await createEvent(db());
    const badType = await register(event.id, student, 'vip');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().issues).toEqual([{ path: 'registrationType', message: 'Choose student, employer_booth or guest_speaker' }]);
    const badId = await register('not-a-uuid', student);
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toEqual({ code: 'NOT_FOUND', message: 'That event was not found.' });
  });
});

describe('DELETE /api/events/:id/unregister', () => {
  it('removes only the caller’s own registration', async () => {
    const event = await createEvent(db(), { maxParticipants: 2 });
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const response = await unregister(event.id, student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const item = await findInList(event.id, student);
    expect(item).toMatchObject({ myRegistration: null, registrationCount: 1, placesLeft: 1 });
    expect((await findInList(event.id, employer)).myRegistration).toEqual({ registrationType: 'employer_booth' });
  });

  it('answers 404 when not registered or the event does not exist', async () => {
    const event = await createEvent(db());
    const notRegistered = await unregister(event.id, student);
    expect(notRegistered.statusCode).toBe(404);
    expect(notRegistered.json()).toEqual({ code: 'NOT_FOUND', message: 'You are not registered for this event.' });
    expect((await unregister('00000000-0000-4000-8000-000000000000', student)).statusCode).toBe(404);
  });

  it('keeps the record of a past event', async () => {
    const event = await createEvent(db(), { eventDate: daysFromNow(-3) });
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    const response = await unregister(event.id, student);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EVENT_PASSED');
  });

  it('asks a visitor to log in', async () => {
    const event = await createEvent(db());
    const response = await unregister(event.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to register for events');
  });
});

describe('POST /api/events (admin)', () => {
  it('creates an event with only the required fields and the defaults', async () => {
    const date = isoDay(daysFromNow(12));
    const response = await create(admin, validEvent({ eventDate: date }));
    expect(response.statusCode).toBe(201);
    const { event } = response.json();
    expect(event).toMatchObject({
      title: 'Summer Job Fair',
      eventDate: `${date}T00:00:00.000Z`,
      startTime: null,
      endTime: null,
      address: null,
      eventType: 'job_fair',
      maxParticipants: null,
      placesLeft: null,
      registrationCount: 0,
      isPast: false,
      registrations: [],
    });
    const [row] = await db().select({ createdBy: events.createdBy }).from(events).where(eq(events.id, event.id));
    expect(row?.createdBy).toBe(admin.userId);
    expect((await findInList(event.id)).title).toBe('Summer Job Fair');
  });

  it('creates an event with every optional field, taking the date as an ISO datetime', async () => {
    const date = isoDay(daysFromNow(20));
    const response = await create(
      admin,
      validEvent({
        eventDate: `${date}T00:00:00.000Z`,
        startTime: '09:30',
        endTime: '16:00',
        address: ' 1055 Canada Place ',
        maxParticipants: 40,
        eventType: 'networking',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().event).toMatchObject({
      eventDate: `${date}T00:00:00.000Z`,
      startTime: '09:30',
      endTime: '16:00',
      address: '1055 Canada Place',
      maxParticipants: 40,
      placesLeft: 40,
      eventType: 'networking',
    });
  });

  it('treats empty optional fields as not given (unlimited places)', async () => {
    const response = await create(admin, validEvent({ startTime: '', endTime: '', address: '', maxParticipants: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().event).toMatchObject({ startTime: null, endTime: null, address: null, maxParticipants: null });
    const withNull = await create(admin, validEvent({ maxParticipants: null }));
    expect(withNull.json().event.maxParticipants).toBeNull();
  });

  it('names every missing required field', async () => {
    const response = await create(admin, { title: ' ', description: '', eventDate: '', location: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'eventDate', message: 'Date is required' },
        { path: 'location', message: 'Location is required' },
      ]),
    );
    const absent = await create(admin, {});
    expect(
      absent
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['description', 'eventDate', 'location', 'title']);
  });

  it.each([
    [{ eventDate: '2030-02-30' }, 'eventDate', 'Enter a valid date'],
    [{ eventDate: 'next tuesday' }, 'eventDate', 'Enter a valid date'],
    [{ eventDate: isoDay(daysFromNow(-3)) }, 'eventDate', 'The event date cannot be in the past'],
    [{ startTime: '9am' }, 'startTime', 'Start time must be a time like 09:30'],
    [{ endTime: '24:00' }, 'endTime', 'End time must be a time like 09:30'],
    [{ startTime: '14:00', endTime: '13:00' }, 'endTime', 'End time must be after the start time'],
    [{ startTime: '14:00', endTime: '14:00' }, 'endTime', 'End time must be after the start time'],
    [{ maxParticipants: 0 }, 'maxParticipants', 'Maximum participants must be a whole number above 0'],
    [{ maxParticipants: -4 }, 'maxParticipants', 'Maximum participants must be a whole number above 0'],
    [{ maxParticipants: 2.5 }, 'maxParticipants', 'Maximum participants must be a whole number above 0'],
    [{ maxParticipants: 'many' }, 'maxParticipants', 'Maximum participants must be a whole number above 0'],
    [{ eventType: 'party' }, 'eventType', 'Choose one of: job_fair, workshop, info_session, networking'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be 200 characters or fewer'],
  ])('refuses %j, naming %s', async (overrides, path, message) => {
    const response = await create(admin, validEvent(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
  });

  it('refuses everyone but an admin', async () => {
    expect((await create(undefined, validEvent())).statusCode).toBe(401);
    for (const persona of [student, employer, institution, noRole]) expect((await create(persona, validEvent())).statusCode).toBe(403);
  });
});

describe('DELETE /api/events/:id (admin)', () => {
  it('deletes the event with its registrations', async () => {
    const event = await createEvent(db());
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    const response = await remove(event.id, admin);
    expect(response.statusCode).toBe(200);
    expect(await db().select({ id: events.id }).from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(await db().select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toEqual([]);
    expect((await remove(event.id, admin)).statusCode).toBe(404);
  });

  it('refuses everyone but an admin and leaves the event in place', async () => {
    const event = await createEvent(db());
    expect((await remove(event.id)).statusCode).toBe(401);
    for (const persona of [student, employer, institution, noRole]) expect((await remove(event.id, persona)).statusCode).toBe(403);
    expect(await db().select({ id: events.id }).from(events).where(eq(events.id, event.id))).toHaveLength(1);
  });
});
