import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '@common/constants';
import type { UpdateApplicationBody } from '@common/contracts/application-answers';
import type { EmployerApplication, StudentApplication, StudentApplicationsResponse } from '@common/contracts/jobs';
import type { NotificationsPage } from '@common/contracts/notifications';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { createJob } from '@server/seed/factories';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './helpers/test-smtp';
import { giveResume } from './jobs-helpers';

// The answers an application is owed (docs/product/applications.md): an interview the student
// accepts or asks to move, an offer they accept or decline, "not selected" with a reason; each
// held for the undo window before the student hears of it. Time passes by moving the clock.

const MINUTE = 60_000;
const DAY = 86_400_000;
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

/** A start time a few days ahead, on the minute (calendar files keep minutes). */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / MINUTE) * MINUTE);

async function setUp(title = 'Bakery Helper') {
  const employer = await createPersona(t.app, 'employer');
  const job = await createJob(t.app.deps.db, employer.userId!, { title, companyName: 'Crumbs Ltd' });
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  const applied = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
  expect(applied.statusCode, applied.body).toBe(201);
  await t.app.deps.queue.drain();
  return { employer, student, jobId: job.id, id: (applied.json() as { application: { id: string } }).application.id };
}

async function move(employer: Persona, id: string, body: UpdateApplicationBody, status = 200): Promise<EmployerApplication> {
  const response = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body });
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { application: EmployerApplication }).application;
}

async function studentView(student: Persona): Promise<StudentApplication> {
  const list = await sendTo(t.app, student, jobsEndpoints.studentApplications, { query: {} });
  return (list.json() as StudentApplicationsResponse).items[0]!;
}

async function notificationsOf(persona: Persona, kind: string) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === kind);
}

const mailTo = (persona: Persona, match: (mail: ReceivedMail) => boolean) =>
  smtp.waitFor((mail) => mail.to.toLowerCase() === persona.email!.toLowerCase() && match(mail));

/** The calendar file's properties (RFC 5545: lines folded with a leading space are one). */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return new Map(lines.filter((line) => line.includes(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

const interviewAt = (startsAt: Date, overrides: Record<string, unknown> = {}) => ({
  status: 'interview' as const,
  interview: { startsAt: startsAt.toISOString(), durationMinutes: 45, place: '12 Baker St, back door', note: 'Bring your resume', ...overrides },
});

describe('an interview', () => {
  it('is told after 30 minutes; accepted, both sides get an e-mail with the calendar file', async () => {
    const { employer, student, id } = await setUp('Oven Helper');
    const startsAt = inDays(5);
    const invited = await move(employer, id, interviewAt(startsAt));
    expect(invited).toMatchObject({
      status: 'interview',
      statusChange: { from: 'pending' },
      interview: { startsAt: startsAt.toISOString(), durationMinutes: 45, place: '12 Baker St, back door', callLink: null, response: 'awaiting' },
    });
    expect(invited.answeredAt).not.toBeNull();
    // Held: the student still sees it pending, with no interview.
    expect(await studentView(student)).toMatchObject({ status: 'pending', interview: null });

    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
    const told = await studentView(student);
    expect(told).toMatchObject({
      status: 'interview',
      interview: {
        startsAt: startsAt.toISOString(),
        note: 'Bring your resume',
        response: 'awaiting',
        calendarUrl: `/api/applications/${id}/interview.ics`,
      },
    });
    const [notice] = await notificationsOf(student, 'application_status');
    expect(notice!.params).toMatchObject({
      status: 'interview',
      startsAt: startsAt.toISOString(),
      durationMinutes: 45,
      place: '12 Baker St, back door',
    });
    const invitation = await mailTo(student, (mail) => mail.text.includes('invites you to an interview'));
    expect(invitation.text).toContain('Crumbs Ltd invites you to an interview for “Oven Helper”.');
    expect(invitation.text).toContain('UTC (45 minutes)');
    expect(invitation.text).toContain('Where: 12 Baker St, back door');

    const accepted = await sendTo(t.app, student, applicationsEndpoints.answerInterview, { params: { id }, body: { answer: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as { application: StudentApplication }).application.interview).toMatchObject({ response: 'accepted' });
    const [answered] = await notificationsOf(employer, 'application_student_answered');
    expect(answered).toMatchObject({ params: { answer: 'interview_accepted', jobTitle: 'Oven Helper' }, link: `/employer/applications/${id}` });

    for (const [persona, subject] of [
      [student, 'Interview confirmed: Oven Helper'],
      [employer, 'accepted the interview for Oven Helper'],
    ] as const) {
      const mail = await mailTo(persona, (received) => received.subject.includes(subject));
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.filename).toBe('interview.ics');
      expect(mail.attachments[0]!.contentType).toBe('text/calendar');
      const calendar = parseIcs(mail.attachments[0]!.content.toString('utf8'));
      expect(calendar.get('UID')).toBe(`application-${id}@localhost`);
      expect(calendar.get('SUMMARY')).toBe('Interview: Oven Helper (Crumbs Ltd)');
      expect(calendar.get('DTSTART')).toBe(
        startsAt
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, ''),
      );
    }

    // Answered once: a second answer has nothing waiting.
    const again = await sendTo(t.app, student, applicationsEndpoints.answerInterview, { params: { id }, body: { answer: 'reschedule' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No interview is waiting for your answer on this application.');
  });

  it('asked to move: the employer is told at once with the note, and a new time is told to the student at once', async () => {
    const { employer, student, id } = await setUp();
    await move(employer, id, interviewAt(inDays(3), { place: undefined, callLink: 'https://meet.example/abc' }));
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);

    const asked = await sendTo(t.app, student, applicationsEndpoints.answerInterview, {
      params: { id },
      body: { answer: 'reschedule', note: 'After 4 pm, I have school' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [notice] = await notificationsOf(employer, 'application_student_answered');
    expect(notice!.params).toMatchObject({ answer: 'interview_reschedule', note: 'After 4 pm, I have school' });
    const askedMail = await mailTo(employer, (mail) => mail.subject.includes('asks to move the interview'));
    expect(askedMail.text).toContain('Their note: After 4 pm, I have school');
    expect(askedMail.attachments).toHaveLength(0);
    const seen = await sendTo(t.app, employer, applicationsEndpoints.employerApplication, { params: { id } });
    expect((seen.json() as { application: EmployerApplication }).application.interview).toMatchObject({
      response: 'reschedule_requested',
      responseNote: 'After 4 pm, I have school',
    });
    const before = parseIcs((await send(t.app, student, 'GET', `/api/applications/${id}/interview.ics`)).body);

    const newTime = inDays(4);
    const moved = await move(employer, id, interviewAt(newTime, { place: undefined, callLink: 'https://meet.example/abc' }));
    // Told at once: nothing held, the student sees the new time waiting for their answer.
    expect(moved.statusChange).toBeNull();
    expect(await studentView(student)).toMatchObject({
      status: 'interview',
      interview: { startsAt: newTime.toISOString(), response: 'awaiting', responseNote: null },
    });
    const rescheduled = (await notificationsOf(student, 'application_status')).filter((item) => item.params.change === 'rescheduled');
    expect(rescheduled).toHaveLength(1);
    expect(rescheduled[0]!.params).toMatchObject({ startsAt: newTime.toISOString(), callLink: 'https://meet.example/abc' });
    const after = parseIcs((await send(t.app, student, 'GET', `/api/applications/${id}/interview.ics`)).body);
    expect(Number(after.get('SEQUENCE'))).toBe(Number(before.get('SEQUENCE')) + 1);
    expect(after.get('LOCATION')).toBe('https://meet.example/abc');
  });
});

describe('a held interview', () => {
  it('moved within its 30 minutes is still one held change, told once with the last time', async () => {
    const { employer, student, id } = await setUp();
    const first = await move(employer, id, interviewAt(inDays(2)));
    await clockMoves(t.app, 10 * MINUTE);
    const later = inDays(3);
    const second = await move(employer, id, interviewAt(later));
    // The clock moved 10 minutes: the same change, due 10 minutes sooner, not a new window.
    expect(Date.parse(second.statusChange!.announceAt)).toBe(Date.parse(first.statusChange!.announceAt) - 10 * MINUTE);
    expect(await notificationsOf(student, 'application_status')).toEqual([]);
    await clockMoves(t.app, 21 * MINUTE);
    const told = await notificationsOf(student, 'application_status');
    expect(told.map((item) => item.params)).toEqual([expect.objectContaining({ status: 'interview', startsAt: later.toISOString() })]);
    expect(told[0]!.params.change).toBeUndefined();

    // Told of it, then an offer held: sending the interview back as it was undoes the offer, and tells nothing.
    await move(employer, id, { status: 'offered', note: 'Maybe' });
    const back = await move(employer, id, interviewAt(later));
    expect(back).toMatchObject({ status: 'interview', statusChange: null, offer: null });
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
    expect(await notificationsOf(student, 'application_status')).toHaveLength(1);
    expect(await studentView(student)).toMatchObject({ status: 'interview', offer: null });
  });
});

describe('an offer', () => {
  it('accepted: the application is accepted and the employer told; declined: declined with the note', async () => {
    for (const answer of ['accept', 'decline'] as const) {
      const { employer, student, id } = await setUp();
      await move(employer, id, { status: 'offered', note: 'Saturdays, 9 to 1' });
      await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
      expect(await studentView(student)).toMatchObject({ status: 'offered', offer: { note: 'Saturdays, 9 to 1', declineNote: null } });
      // The student answers it; the employer cannot move it meanwhile.
      const blocked = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'reviewing' } });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe('The student has an offer waiting: they accept or decline it.');

      const response = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer, note: 'Thank you!' } });
      expect(response.statusCode, response.body).toBe(200);
      const application = (response.json() as { application: StudentApplication }).application;
      expect(application).toMatchObject(
        answer === 'accept'
          ? { status: 'accepted', offer: { note: 'Saturdays, 9 to 1', declineNote: null } }
          : { status: 'declined', offer: { declineNote: 'Thank you!' } },
      );
      const [notice] = await notificationsOf(employer, 'application_student_answered');
      expect(notice!.params.answer).toBe(answer === 'accept' ? 'offer_accepted' : 'offer_declined');
      const listed = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: {} });
      expect((listed.json() as { items: EmployerApplication[] }).items[0]!.status).toBe(application.status);

      // Closed: the employer can no longer move it.
      const closed = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'reviewing' } });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe('This application is closed: it can no longer be changed.');
      const twice = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id }, body: { answer } });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('No offer is waiting for your answer on this application.');
    }
  });
});

describe('not selected', () => {
  it('needs a reason; with one, the student reads its kind sentence and the note after the window, never "rejected"', async () => {
    const { employer, student, id } = await setUp('Shelf Stacker');
    const missing = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'rejected' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('reason');
    const accepted = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: { status: 'accepted' } });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().issues[0].message).toContain('the student accepts or declines an offer');

    const moved = await move(employer, id, { status: 'rejected', reason: 'position_filled', note: 'Try us again in the autumn' });
    expect(moved.notSelected).toEqual({ reason: 'position_filled', note: 'Try us again in the autumn' });
    expect(await studentView(student)).toMatchObject({ status: 'pending', notSelected: null });
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
    expect(await studentView(student)).toMatchObject({
      status: 'rejected',
      notSelected: { reason: 'position_filled', note: 'Try us again in the autumn' },
    });
    const mail = await mailTo(student, (received) => received.subject.includes('Shelf Stacker'));
    expect(mail.text).toContain('The position has been filled.');
    expect(mail.text).toContain('A word from the employer: Try us again in the autumn');
    expect(mail.text).toContain('Keep going: most people apply several times before their first placement.');
    expect(mail.text.toLowerCase()).not.toContain('rejected');
  });
});

describe('undo', () => {
  it('within the window the student is never told, the details go and answeredAt is as it was', async () => {
    const { employer, student, id } = await setUp();
    await move(employer, id, interviewAt(inDays(2)));
    await clockMoves(t.app, 10 * MINUTE);
    const undone = await sendTo(t.app, employer, applicationsEndpoints.undoApplicationChange, { params: { id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as { application: EmployerApplication }).application).toMatchObject({
      status: 'pending',
      statusChange: null,
      interview: null,
      answeredAt: null,
    });
    await clockMoves(t.app, UNDO_WINDOW_MS);
    expect(await studentView(student)).toMatchObject({ status: 'pending', interview: null });
    expect(await notificationsOf(student, 'application_status')).toEqual([]);
    // Nothing held: undo answers the application as it is.
    const nothing = await sendTo(t.app, employer, applicationsEndpoints.undoApplicationChange, { params: { id } });
    expect((nothing.json() as { application: EmployerApplication }).application.status).toBe('pending');

    // Moving back to the told status is an undo too; an answer already told keeps its answeredAt.
    await move(employer, id, { status: 'offered', note: 'First note' });
    const back = await move(employer, id, { status: 'pending' });
    expect(back).toMatchObject({ status: 'pending', answeredAt: null, offer: null });
    await move(employer, id, interviewAt(inDays(2)));
    await clockMoves(t.app, UNDO_WINDOW_MS + MINUTE);
    const answeredAt = (await sendTo(t.app, employer, applicationsEndpoints.employerApplication, { params: { id } })).json().application.answeredAt;
    expect(answeredAt).not.toBeNull();
    await move(employer, id, { status: 'rejected', reason: 'schedule' });
    const undoneAgain = (await sendTo(t.app, employer, applicationsEndpoints.undoApplicationChange, { params: { id } })).json().application;
    expect(undoneAgain).toMatchObject({ status: 'interview', answeredAt, notSelected: null, interview: { response: 'awaiting' } });
  });
});
