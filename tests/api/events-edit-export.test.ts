import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import type { EventItem } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import type { NotificationsPage } from '@common/contracts/notifications';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import { eq } from 'drizzle-orm';
import { eventRegistrations, users } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// Editing an event and telling its registrants what changed; exporting who registered as CSV
// (docs/product/events.md#editing, #who-registered).

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Midnight UTC, days from now: an event's day as the app stores it. */
const dayFromNow = (days: number) => new Date(`${isoDay(new Date(Date.now() + days * DAY))}T00:00:00.000Z`);

let smtp: TestSmtp;
let t: TestApp;
let admin: Persona;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;
const edit = (eventId: string, body: Record<string, unknown>, persona: Persona = admin) =>
  sendTo(t.app, persona, eventsEndpoints.update, { params: { id: eventId }, body });
const csv = (eventId: string, persona: Persona = admin, headers: Record<string, string> = {}) =>
  send(t.app, persona, 'GET', endpointUrl(eventsEndpoints.registrantsCsv, { params: { id: eventId } }), undefined, headers);

const fields = (event: { title: string; description: string; eventDate: Date; location: string }, overrides: Record<string, unknown> = {}) => ({
  title: event.title,
  description: event.description,
  eventDate: isoDay(event.eventDate),
  location: event.location,
  ...overrides,
});

async function notificationsOf(persona: Persona) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationsPage).items;
}

describe('PUT /api/events/:id', () => {
  it('saves the new values and tells each registrant what changed, in the app and by e-mail', async () => {
    const event = await createEvent(db(), { title: 'Autumn Fair', eventDate: dayFromNow(10), location: 'Hall A' });
    const student = await createPersona(t.app, 'student');
    const employer = await createPersona(t.app, 'employer');
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    await createEventRegistration(db(), event.id, employer.userId!, 'employer_booth');
    const newDay = dayFromNow(20);

    const response = await edit(event.id, fields(event, { eventDate: isoDay(newDay), location: 'Hall B', startTime: '10:00' }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { event: EventItem }).event;
    expect(saved).toMatchObject({ title: 'Autumn Fair', location: 'Hall B', startTime: '10:00', registrationCount: 2 });
    expect(saved.eventDate.slice(0, 10)).toBe(isoDay(newDay));

    for (const person of [student, employer]) {
      const changes = (await notificationsOf(person)).filter((item) => item.params.change === 'updated');
      expect(changes).toHaveLength(1);
      expect(changes[0]!.params).toMatchObject({
        eventId: event.id,
        changed: 'eventDate,startTime,location',
        location: 'Hall B',
        eventDate: isoDay(newDay),
      });
      const mail = await smtp.waitFor((m) => m.to.toLowerCase() === person.email!.toLowerCase() && m.subject === 'Changed: Autumn Fair');
      expect(mail.text).toContain('What changed: the date, the start time, the place.');
      expect(mail.text).toContain('Where: Hall B');
      expect(mail.attachments[0]?.contentType).toBe('text/calendar');
    }
  });

  it('tells nobody when only the description changed', async () => {
    const event = await createEvent(db(), { title: 'Quiet edit', eventDate: dayFromNow(10) });
    const student = await createPersona(t.app, 'student');
    await createEventRegistration(db(), event.id, student.userId!);
    const response = await edit(event.id, fields(event, { description: 'Now with more employers.' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { event: EventItem }).event.description).toBe('Now with more employers.');
    expect(await notificationsOf(student)).toEqual([]);
  });

  it('refuses a past event, a maximum below the registrations, bad input and an unknown event', async () => {
    const past = await createEvent(db(), { eventDate: dayFromNow(-5) });
    const passed = await edit(past.id, fields({ ...past, eventDate: dayFromNow(5) }));
    expect(passed.statusCode).toBe(409);
    expect(passed.json()).toMatchObject({ code: 'EVENT_PASSED', message: 'This event has already taken place: it can no longer be edited.' });

    const event = await createEvent(db(), { eventDate: dayFromNow(10) });
    for (const role of ['student', 'student'] as const) await createEventRegistration(db(), event.id, (await createPersona(t.app, role)).userId!);
    const tooFew = await edit(event.id, fields(event, { maxParticipants: 1 }));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'maxParticipants' }] });
    expect(tooFew.json().message).toContain('2 people are already registered');
    expect((await edit(event.id, fields(event, { maxParticipants: 2 }))).statusCode).toBe(200);

    const empty = await edit(event.id, fields(event, { title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'title' }] });

    const unknown = await edit('00000000-0000-4000-8000-000000000000', fields(event));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/events/:id/registrations.csv', () => {
  it('downloads every registrant with a header row, UTF-8 with a byte order mark, formulas defused', async () => {
    const event = await createEvent(db(), { title: 'Fair, "2026"', eventDate: dayFromNow(10) });
    const zoe = await createPersona(t.app, 'student');
    const sly = await createPersona(t.app, 'employer');
    await db().update(users).set({ firstName: 'Zoé', lastName: 'Lefèvre' }).where(eq(users.id, zoe.userId!));
    await db().update(users).set({ firstName: '=HYPERLINK("http://evil")', lastName: '+1' }).where(eq(users.id, sly.userId!));
    const first = await createEventRegistration(db(), event.id, zoe.userId!, 'student');
    await createEventRegistration(db(), event.id, sly.userId!, 'employer_booth');
    // Zoé registered a minute earlier: two rows written in the same millisecond would leave the order to their random ids.
    await db()
      .update(eventRegistrations)
      .set({ createdAt: new Date(first.createdAt.getTime() - 60_000) })
      .where(eq(eventRegistrations.id, first.id));

    const response = await csv(event.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('First name,Last name,E-mail,Registered as,Registered on (UTC)');
    expect(lines[1]).toMatch(new RegExp(`^Zoé,Lefèvre,${zoe.email!.replace(/[.+]/g, '\\$&')},Student,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    expect(lines[2]!.startsWith(`"'=HYPERLINK(""http://evil"")",'+1,`)).toBe(true);
    expect(lines[2]).toContain(',Employer Booth,');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('writes the header in French for a French request', async () => {
    const event = await createEvent(db(), { eventDate: dayFromNow(10) });
    const response = await csv(event.id, admin, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Prénom,Nom,Courriel,Inscrit(e) comme,Inscrit(e) le (UTC)');
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await csv('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/events/registered', () => {
  it("lists only the caller's upcoming registrations, soonest first, and asks a visitor to sign in", async () => {
    const student = await createPersona(t.app, 'student');
    const later = await createEvent(db(), { title: 'Later fair', eventDate: dayFromNow(30) });
    const sooner = await createEvent(db(), { title: 'Sooner fair', eventDate: dayFromNow(3) });
    const past = await createEvent(db(), { title: 'Past fair', eventDate: dayFromNow(-3) });
    await createEvent(db(), { title: 'Not mine', eventDate: dayFromNow(4) });
    for (const event of [later, sooner, past]) await createEventRegistration(db(), event.id, student.userId!);

    const response = await sendTo(t.app, student, eventsEndpoints.registered);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: EventItem[]; total: number; nextCursor: string | null };
    expect(page.items.map((event) => event.title)).toEqual(['Sooner fair', 'Later fair']);
    expect(page.items[0]!.myRegistration).toEqual({ registrationType: 'student' });
    expect(page.total).toBe(2);

    const first = await sendTo(t.app, student, eventsEndpoints.registered, { query: { limit: 1 } });
    const next = (first.json() as { nextCursor: string }).nextCursor;
    const second = await sendTo(t.app, student, eventsEndpoints.registered, { query: { limit: 1, cursor: next } });
    expect((second.json() as { items: EventItem[] }).items.map((event) => event.title)).toEqual(['Later fair']);

    expect((await sendTo(t.app, null, eventsEndpoints.registered)).statusCode).toBe(401);
  });
});
