import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsPage } from '@common/contracts/notifications';
import { eventsEndpoints } from '@common/endpoints/events';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import type { NotificationKind } from '@common/enums';
import { notify } from '@server/features/notifications/notify';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { createEvent, createJob } from '@server/seed/factories';
import { UNDO_WINDOW_MS } from '@common/constants';
import type { UpdateApplicationBody } from '@common/contracts/application-answers';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { linkIn, startTestSmtp, type ReceivedMail, type TestSmtp } from './helpers/test-smtp';
import { giveResume } from './jobs-helpers';

// Notifications (docs/product/notifications.md): each kind that follows a user's action, in the
// app and by e-mail, the switches, the unsubscribe link and who may read what. The daily run's
// kinds are in notifications-daily.test.ts.

const PUBLIC_URL = 'http://localhost:5000';

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;

async function listOf(persona: Persona, query: Record<string, unknown> = {}): Promise<NotificationsPage> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationsPage;
}
const ofKind = async (persona: Persona, kind: NotificationKind): Promise<NotificationItem[]> =>
  (await listOf(persona, { limit: 100 })).items.filter((item) => item.kind === kind);
async function unreadOf(persona: Persona): Promise<number> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.unreadCount);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unread: number }).unread;
}
const setting = (persona: Persona, body: Record<string, unknown>) => sendTo(t.app, persona, notificationsEndpoints.updateSetting, { body });
/** Every queued task (e-mails included) has run: what was going to arrive has arrived. */
const settle = () => t.app.deps.queue.drain();
const mailsTo = (persona: Persona, subject: RegExp) => smtp.to(persona.email!).filter((mail) => subject.test(mail.subject));
const waitForMail = (persona: Persona, subject: RegExp) =>
  smtp.waitFor((mail) => mail.to.toLowerCase() === persona.email!.toLowerCase() && subject.test(mail.subject));

async function newStudentWithResume(): Promise<Persona> {
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  return student;
}
async function apply(student: Persona, jobId: string): Promise<string> {
  const response = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: jobId }, body: {} });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { application: { id: string } }).application.id;
}
/** The employer moves an application, and lets the undo window pass: the student is told (application-status-undo.test.ts). */
async function moveApplication(employer: Persona, applicationId: string, body: UpdateApplicationBody) {
  const response = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id: applicationId }, body });
  expect(response.statusCode, response.body).toBe(200);
  await clockMoves(t.app, UNDO_WINDOW_MS);
}

/** The calendar file's properties (RFC 5545: lines folded with a leading space are one). */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return new Map(
    lines
      .filter((line) => line.includes(':'))
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at), line.slice(at + 1)] as [string, string];
      }),
  );
}

describe('a new application: the employer', () => {
  it('gets it in the app and by e-mail at once, with the posting and the student, as text', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Bike <b>Helper</b>' });
    const student = await newStudentWithResume();
    const applicationId = await apply(student, job.id);

    const [item] = await ofKind(employer, 'application_received');
    expect(item).toMatchObject({
      params: { jobId: job.id, jobTitle: 'Bike <b>Helper</b>', studentName: 'Teststudent User' },
      link: '/employer-dashboard',
      readAt: null,
    });
    expect(await unreadOf(employer)).toBe(1);

    const mail = await waitForMail(employer, /^New application for Bike <b>Helper<\/b>$/);
    expect(mail.text).toContain('Teststudent User applied to your posting “Bike <b>Helper</b>”.');
    expect(mail.text).toContain(`Review applications: ${PUBLIC_URL}/employer-dashboard`);
    // Two answers straight from the e-mail, each opening the application's page with its form (docs/product/applications.md#from-the-e-mail).
    expect(mail.text).toContain(`Invite to interview: ${PUBLIC_URL}/employer/applications/${applicationId}?answer=interview`);
    expect(mail.text).toContain(`Not selected: ${PUBLIC_URL}/employer/applications/${applicationId}?answer=not-selected`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/employer/applications/${applicationId}?answer=not-selected"`);
    expect(mail.html).toContain('Bike &lt;b&gt;Helper&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Helper');
    // Not essential: the way out is in the message and in the header mail programs read.
    expect(linkIn(mail.text, `${PUBLIC_URL}/email-preferences?token=`)).toBeTruthy();
    expect(mail.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/notifications/unsubscribe\\?token=[^>]+>$`));
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it("reads the student's typed name without what reads as an address, in the e-mail's subject and text", async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Named Posting' });
    const student = await newStudentWithResume();
    await db()
      .update(users)
      .set({ firstName: 'Your account is locked - restore it at https://evil.example or', lastName: 'write to help@evil.example' })
      .where(eq(users.id, student.userId!));
    await apply(student, job.id);
    const mail = await waitForMail(employer, /^New application for Named Posting$/);
    expect(mail.text).toContain('Your account is locked - restore it at or write to applied to your posting “Named Posting”.');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('gets neither when both are switched off, and only the e-mail when only the app is off', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Quiet Posting' });
    expect((await setting(employer, { kind: 'application_received', inApp: false })).statusCode).toBe(200);
    await apply(await newStudentWithResume(), job.id);
    await waitForMail(employer, /Quiet Posting/);
    expect(await ofKind(employer, 'application_received')).toEqual([]);

    expect((await setting(employer, { kind: 'application_received', email: false })).statusCode).toBe(200);
    await apply(await newStudentWithResume(), job.id);
    await settle();
    expect(mailsTo(employer, /Quiet Posting/)).toHaveLength(1);
    expect(await ofKind(employer, 'application_received')).toEqual([]);
  });
});

describe('an application moves: the student', () => {
  it('hears of each real change in the app and by e-mail, and of nothing when the status stays', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Café Helper', companyName: 'Bean & Co' });
    const student = await newStudentWithResume();
    const applicationId = await apply(student, job.id);

    await moveApplication(employer, applicationId, { status: 'reviewing' });
    const [item] = await ofKind(student, 'application_status');
    expect(item).toMatchObject({ params: { jobId: job.id, jobTitle: 'Café Helper', companyName: 'Bean & Co', status: 'reviewing' }, link: '/' });
    const mail = await waitForMail(student, /^Update on your application for Café Helper$/);
    expect(mail.text).toContain('Bean & Co is now reviewing your application for “Café Helper”.');
    expect(mail.text).toContain(`See your applications: ${PUBLIC_URL}/`);

    await moveApplication(employer, applicationId, { status: 'reviewing' });
    await settle();
    expect(await ofKind(student, 'application_status')).toHaveLength(1);
    expect(mailsTo(student, /Café Helper/)).toHaveLength(1);

    await moveApplication(employer, applicationId, { status: 'offered', note: 'Saturdays from June' });
    const [offer] = await ofKind(student, 'application_status');
    expect(offer).toMatchObject({ params: { status: 'offered', note: 'Saturdays from June' } });
    const offerMail = await smtp.waitFor((mail) => mail.to.toLowerCase() === student.email!.toLowerCase() && mail.text.includes('Good news'));
    expect(offerMail.text).toContain('Good news: Bean & Co offers you the place for “Café Helper”.');
    expect(offerMail.text).toContain('About the offer: Saturdays from June');
  });

  it('stops hearing by e-mail, or in the app, once that is switched off', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!, { title: 'Switch Test' });
    const student = await newStudentWithResume();
    const applicationId = await apply(student, job.id);

    expect((await setting(student, { kind: 'application_status', email: false })).statusCode).toBe(200);
    await moveApplication(employer, applicationId, { status: 'reviewing' });
    await settle();
    expect(await ofKind(student, 'application_status')).toHaveLength(1);
    expect(mailsTo(student, /Switch Test/)).toHaveLength(0);

    expect((await setting(student, { kind: 'application_status', inApp: false, email: true })).statusCode).toBe(200);
    await moveApplication(employer, applicationId, { status: 'rejected', reason: 'schedule' });
    await waitForMail(student, /Switch Test/);
    expect(await ofKind(student, 'application_status')).toHaveLength(1);
  });
});

describe('registering for an event', () => {
  it('confirms it in the app and by e-mail with the event as a calendar file', async () => {
    const student = await createPersona(t.app, 'student');
    const event = await createEvent(db(), {
      title: 'Spring <i>Fair</i>',
      eventDate: new Date(Date.UTC(2030, 0, 5)),
      startTime: '09:30',
      endTime: '12:00',
      location: 'Town Hall',
      address: '1 Main St',
    });
    const response = await sendTo(t.app, student, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } });
    expect(response.statusCode, response.body).toBe(201);

    const [item] = await ofKind(student, 'event_registration');
    expect(item).toMatchObject({
      params: { eventId: event.id, eventTitle: 'Spring <i>Fair</i>', eventDate: '2030-01-05', startTime: '09:30', location: 'Town Hall' },
      link: '/events',
    });

    const mail = await waitForMail(student, /^You are registered: Spring <i>Fair<\/i>$/);
    // The time as the page writes it, in the reader's language.
    expect(mail.text).toContain('When: Saturday, January 5, 2030, 9:30 AM');
    expect(mail.text).toContain('Where: Town Hall');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe('event.ics');
    expect(attachment!.contentType).toBe('text/calendar');
    const ics = attachment!.content.toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    const calendar = parseIcs(ics);
    expect(calendar.get('SUMMARY')).toBe('Spring <i>Fair</i>');
    expect(calendar.get('DTSTART')).toBe('20300105T093000');
    expect(calendar.get('DTEND')).toBe('20300105T120000');
    expect(calendar.get('LOCATION')).toBe('Town Hall\\, 1 Main St');
    expect(calendar.get('UID')).toBe(`event-${event.id}@localhost`);
  });

  it('mails nothing to an address nobody has confirmed: the bell only', async () => {
    const student = await createPersona(t.app, 'student');
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, student.userId!));
    const event = await createEvent(db(), { title: 'Unconfirmed fair', eventDate: new Date(Date.UTC(2030, 0, 6)), location: 'Hall' });
    const response = await sendTo(t.app, student, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } });
    expect(response.statusCode, response.body).toBe(201);
    await settle();
    expect(await ofKind(student, 'event_registration')).toHaveLength(1);
    expect(smtp.to(student.email!)).toEqual([]);
  });

  it('makes an all-day calendar entry for an event without a start time', async () => {
    const employer = await createPersona(t.app, 'employer');
    const event = await createEvent(db(), { title: 'All Day Expo', eventDate: new Date(Date.UTC(2030, 1, 28)) });
    const response = await sendTo(t.app, employer, eventsEndpoints.register, {
      params: { id: event.id },
      body: { registrationType: 'employer_booth' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await waitForMail(employer, /All Day Expo/);
    const calendar = parseIcs(mail.attachments[0]!.content.toString('utf8'));
    expect(calendar.get('DTSTART;VALUE=DATE')).toBe('20300228');
    expect(calendar.get('DTEND;VALUE=DATE')).toBe('20300301');
  });

  it('keeps nothing of a refused registration', async () => {
    const student = await createPersona(t.app, 'student');
    const event = await createEvent(db(), { title: 'Full Fair', maxParticipants: 1 });
    const other = await createPersona(t.app, 'student');
    expect(
      (await sendTo(t.app, other, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } })).statusCode,
    ).toBe(201);
    const refused = await sendTo(t.app, student, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } });
    expect(refused.statusCode).toBe(409);
    await settle();
    expect(await ofKind(student, 'event_registration')).toEqual([]);
    expect(mailsTo(student, /Full Fair/)).toHaveLength(0);
  });
});

describe('the unsubscribe link', () => {
  async function mailWithLinks(): Promise<{ student: Persona; mail: ReceivedMail }> {
    const student = await createPersona(t.app, 'student');
    const event = await createEvent(db(), { title: `Link Fair ${student.userId}` });
    await sendTo(t.app, student, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } });
    return { student, mail: await waitForMail(student, /Link Fair/) };
  }
  const emailSetting = async (persona: Persona, kind: NotificationKind) => {
    const response = await sendTo(t.app, persona, notificationsEndpoints.settings);
    return (response.json() as { settings: Array<{ kind: string; email: boolean; inApp: boolean }> }).settings.find((row) => row.kind === kind);
  };

  it('stops that kind of e-mail with one POST from a mail program, without signing in', async () => {
    const { student, mail } = await mailWithLinks();
    const oneClick = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
    const url = new URL(oneClick);
    const response = await send(t.app, null, 'POST', `${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'event_registration', email: false });
    expect(await emailSetting(student, 'event_registration')).toMatchObject({ email: false, inApp: true });
    // Other kinds are left as they were.
    expect(await emailSetting(student, 'event_tomorrow')).toMatchObject({ email: true });

    const event = await createEvent(db(), { title: 'After Unsubscribing' });
    await sendTo(t.app, student, eventsEndpoints.register, { params: { id: event.id }, body: { registrationType: 'student' } });
    await settle();
    expect(mailsTo(student, /After Unsubscribing/)).toHaveLength(0);
    expect(await ofKind(student, 'event_registration')).toHaveLength(2);
  });

  it('takes the one-click POST as multipart form data too, as RFC 8058 allows', async () => {
    const { student, mail } = await mailWithLinks();
    const url = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!);
    const boundary = 'firstrung-test-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await send(t.app, null, 'POST', `${url.pathname}${url.search}`, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await emailSetting(student, 'event_registration')).toMatchObject({ email: false });
  });

  it("the page's token turns the e-mails off and back on", async () => {
    const { student, mail } = await mailWithLinks();
    const token = new URL(linkIn(mail.text, `${PUBLIC_URL}/email-preferences?token=`)).searchParams.get('token')!;
    const off = await sendTo(t.app, null, notificationsEndpoints.emailPreference, { body: { token, email: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await emailSetting(student, 'event_registration')).toMatchObject({ email: false });
    const on = await sendTo(t.app, null, notificationsEndpoints.emailPreference, { body: { token, email: true } });
    expect(on.json()).toEqual({ kind: 'event_registration', email: true });
    expect(await emailSetting(student, 'event_registration')).toMatchObject({ email: true });
  });

  it('refuses a token that is missing, made up, or changed to another kind (4xx), changing nothing', async () => {
    const { student, mail } = await mailWithLinks();
    const token = new URL(linkIn(mail.text, `${PUBLIC_URL}/email-preferences?token=`)).searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    const otherKind = `${Buffer.from(`${student.userId} event_tomorrow`).toString('base64url')}.${signature}`;
    for (const bad of ['nonsense', `${payload}.${'A'.repeat(43)}`, otherKind, `${token}x`]) {
      const response = await send(
        t.app,
        null,
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        'List-Unsubscribe=One-Click',
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      expect(response.statusCode, bad).toBe(404);
    }
    const missing = await send(t.app, null, 'POST', '/api/notifications/unsubscribe', 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(missing.statusCode).toBe(400);
    expect(await emailSetting(student, 'event_registration')).toMatchObject({ email: true });
    expect(await emailSetting(student, 'event_tomorrow')).toMatchObject({ email: true });
  });
});

describe('reading and marking', () => {
  async function seed(persona: Persona, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      await notify(t.app.deps, {
        userId: persona.userId!,
        kind: 'event_tomorrow',
        params: { eventTitle: `Fair ${index}` },
        link: '/events',
        dedupeKey: `seed:${persona.userId}:${index}`,
      });
    }
  }

  it('lists newest first, a page at a time, and counts the unread', async () => {
    const user = await createPersona(t.app, 'institution');
    await seed(user, 3);
    const first = await listOf(user, { limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.params.eventTitle)).toEqual(['Fair 2', 'Fair 1']);
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(user, { limit: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.params.eventTitle)).toEqual(['Fair 0']);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBeNull();
    expect(await unreadOf(user)).toBe(3);
  });

  it('marks one read and then all, only the caller’s own', async () => {
    const owner = await createPersona(t.app, 'student');
    const other = await createPersona(t.app, 'student');
    await seed(owner, 2);
    await seed(other, 1);
    const [newest] = (await listOf(owner)).items;

    // Someone else's notification does not exist for them: not listed, not markable.
    const foreign = await sendTo(t.app, other, notificationsEndpoints.markRead, { params: { id: newest!.id } });
    expect(foreign.statusCode).toBe(404);
    expect((await listOf(other)).items.map((item) => item.id)).not.toContain(newest!.id);
    expect(await unreadOf(owner)).toBe(2);

    const own = await sendTo(t.app, owner, notificationsEndpoints.markRead, { params: { id: newest!.id } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await unreadOf(owner)).toBe(1);
    expect((await listOf(owner)).items[0]!.readAt).not.toBeNull();

    const all = await sendTo(t.app, owner, notificationsEndpoints.markAllRead);
    expect(all.json()).toEqual({ marked: 1 });
    expect(await unreadOf(owner)).toBe(0);
    // The other user's stay unread.
    expect(await unreadOf(other)).toBe(1);
    expect((await sendTo(t.app, owner, notificationsEndpoints.markRead, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
  });

  it('keeps one notification per dedupe key', async () => {
    const user = await createPersona(t.app, 'student');
    await seed(user, 1);
    await seed(user, 1);
    expect((await listOf(user)).items).toHaveLength(1);
  });
});

describe('settings', () => {
  it('lists the kinds of the caller’s role with their defaults', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, notificationsEndpoints.settings);
    expect(response.json()).toEqual({
      settings: [
        { kind: 'application_status', inApp: true, email: true, emailMode: null },
        { kind: 'saved_job_closing', inApp: true, email: true, emailMode: null },
        { kind: 'posting_deleted', inApp: true, email: true, emailMode: null },
        { kind: 'saved_search_matches', inApp: true, email: true, emailMode: null },
        { kind: 'school_link_decided', inApp: true, email: true, emailMode: null },
        { kind: 'placement_step', inApp: true, email: true, emailMode: null },
        { kind: 'guardian_consent_answered', inApp: true, email: true, emailMode: null },
        { kind: 'data_export_ready', inApp: true, email: true, emailMode: null },
        { kind: 'message_received', inApp: true, email: true, emailMode: null },
        { kind: 'messages_digest', inApp: true, email: true, emailMode: null },
        { kind: 'event_registration', inApp: true, email: true, emailMode: null },
        { kind: 'event_tomorrow', inApp: true, email: true, emailMode: null },
      ],
    });
    const employer = await createPersona(t.app, 'employer');
    const employerSettings = (await sendTo(t.app, employer, notificationsEndpoints.settings)).json() as {
      settings: Array<{ kind: string; emailMode: string | null }>;
    };
    expect(employerSettings.settings.map((row) => row.kind)).toEqual([
      'application_received',
      'application_answer_due',
      'application_student_answered',
      'application_withdrawn',
      'partnership_invited',
      'partnership_ended',
      'posting_taken_down',
      'verification_decided',
      'student_account_deleted',
      'placement_step',
      'data_export_ready',
      'message_received',
      'messages_digest',
      'event_registration',
      'event_tomorrow',
    ]);
    expect(employerSettings.settings[0]!.emailMode).toBe('immediate');
  });

  it("refuses a kind the role does not get, and a daily digest of anything but an employer's applications", async () => {
    const student = await createPersona(t.app, 'student');
    const wrongKind = await setting(student, { kind: 'school_digest', email: false });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().issues[0].path).toBe('kind');
    const wrongMode = await setting(student, { kind: 'application_status', emailMode: 'daily' });
    expect(wrongMode.statusCode).toBe(400);
    expect(wrongMode.json().issues[0].path).toBe('emailMode');
    const employer = await createPersona(t.app, 'employer');
    const daily = await setting(employer, { kind: 'application_received', emailMode: 'daily' });
    expect(daily.json().settings[0]).toEqual({ kind: 'application_received', inApp: true, email: true, emailMode: 'daily' });
  });
});

describe('an employer who chose one e-mail a day', () => {
  it('gets each application in the app at once, and no e-mail until the digest', async () => {
    const employer = await createPersona(t.app, 'employer');
    await setting(employer, { kind: 'application_received', emailMode: 'daily' });
    const job = await createJob(db(), employer.userId!, { title: 'Digest Posting' });
    await apply(await newStudentWithResume(), job.id);
    await apply(await newStudentWithResume(), job.id);
    await settle();
    expect(await ofKind(employer, 'application_received')).toHaveLength(2);
    expect(mailsTo(employer, /Digest Posting/)).toHaveLength(0);
    // The digest itself: notifications-daily.test.ts.
  });
});
