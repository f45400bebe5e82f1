import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, NOT_SELECTED_REASONS, NOTIFICATION_KINDS, PLACEMENT_STEPS, type NotificationKind } from '@common/enums';
import notifications from '../../../i18n/locales/en/notifications.json';
import frenchNotifications from '../../../i18n/locales/fr/notifications.json';
import { notificationText, STUDENT_WORDED_STEPS } from './notification-text';

let t: TFunction<'notifications'>;
let fr: TFunction<'notifications'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['notifications'],
    resources: { en: { notifications }, fr: { notifications: frenchNotifications } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  t = instance.getFixedT('en', 'notifications');
  fr = instance.getFixedT('fr', 'notifications');
});

const PARAMS: Record<NotificationKind, Record<string, string | number>> = {
  application_received: { jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', jobId: 'x' },
  application_status: { jobTitle: 'Bike <b>Helper</b>', companyName: 'Spokes', status: 'accepted', jobId: 'x' },
  event_registration: { eventTitle: 'Spring Fair', eventDate: '2030-01-05', location: 'Hall', eventId: 'x' },
  event_tomorrow: { eventTitle: 'Spring Fair', eventDate: '2030-01-05', location: 'Hall', startTime: '09:30', eventId: 'x' },
  saved_job_closing: { jobTitle: 'Bike <b>Helper</b>', companyName: 'Spokes', deadline: '2030-01-05T12:00:00.000Z', jobId: 'x' },
  school_digest: { alerts: 3, requests: 1 },
  message_received: { senderName: 'Crumbs <b>Bakery</b>', jobTitle: 'Bike <b>Helper</b>', threadId: 'x' },
  messages_digest: { threads: 2 },
  message_reported: { jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', threadId: 'x' },
  message_warning: { jobTitle: 'Bike <b>Helper</b>', threadId: 'x' },
  data_export_ready: { subject: 'Maya <b>Lee</b>', expiresAt: '2026-11-29T10:00:00.000Z', exportId: 'x' },
  roster_import_finished: { fileName: 'roster <b>2026</b>.csv', created: 3, updated: 1, unchanged: 0, invited: 3 },
  application_withdrawn: { jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', jobId: 'x' },
  posting_deleted: { jobTitle: 'Bike <b>Helper</b>', companyName: 'Spokes' },
  partnership_invited: { institutionName: 'Maple <b>High</b>' },
  partnership_answered: { companyName: 'Spokes <i>Ltd</i>', answer: 'declined' },
  partnership_ended: { name: 'Spokes <i>Ltd</i>', stage: 'invitation' },
  saved_search_matches: { savedSearchId: 'x', searchName: 'Retail in <b>Vancouver</b>', count: 2, jobTitle: 'Bike <b>Helper</b>' },
  posting_taken_down: { jobTitle: 'Bike <b>Helper</b>', reason: 'Asks for a fee', jobId: 'x' },
  verification_decided: { organisation: 'employer', name: 'Spokes <i>Ltd</i>', decision: 'rejected', reason: 'No such company' },
  school_link_requested: { studentName: 'Maya Lee' },
  school_link_decided: { institutionName: 'Maple <b>High</b>', decision: 'approved' },
  guardian_consent_answered: { guardianName: 'Sam <b>Lee</b>', decision: 'consented' },
  student_account_deleted: { organisation: 'employer', jobTitle: 'Bike <b>Helper</b>' },
  application_answer_due: { jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', answerDueAt: '2030-01-05T12:00:00.000Z', jobId: 'x' },
  application_student_answered: { jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', answer: 'offer_accepted', jobId: 'x' },
  placement_step: { placementId: 'x', step: 'employer_part', jobTitle: 'Bike <b>Helper</b>', studentName: 'Maya Lee', reader: 'employer' },
};

describe('the text of a notification (from kind and params)', () => {
  it.each(NOTIFICATION_KINDS)('writes %s from its params, keeping what users wrote as it is', (kind) => {
    const text = notificationText(t, { kind, params: PARAMS[kind] }, 'en');
    expect(text).not.toMatch(/text\.|{{|}}/);
    for (const value of Object.entries(PARAMS[kind])
      .filter(([name]) => /Title|Name|location/.test(name))
      .map(([, value]) => value)) {
      expect(text).toContain(String(value));
    }
  });

  it('says each status in its own words, and a date as a date', () => {
    const texts = APPLICATION_STATUSES.map((status) =>
      notificationText(t, { kind: 'application_status', params: { ...PARAMS.application_status, status } }, 'en'),
    );
    expect(new Set(texts).size).toBe(APPLICATION_STATUSES.length);
    expect(notificationText(t, { kind: 'event_registration', params: PARAMS.event_registration }, 'en')).toBe(
      'You are registered for “Spring Fair” on Jan 5, 2030, at Hall.',
    );
    expect(
      notificationText(
        t,
        { kind: 'event_registration', params: { ...PARAMS.event_registration, change: 'updated', changed: 'eventDate,location' } },
        'en',
      ),
    ).toBe('“Spring Fair”, which you registered for, has changed (date, place): now on Jan 5, 2030, at Hall.');
    expect(notificationText(t, { kind: 'school_digest', params: { alerts: 0, requests: 2 } }, 'en')).toBe('2 students asked to join your school.');
    expect(notificationText(t, { kind: 'school_digest', params: PARAMS.school_digest }, 'en')).toBe(
      '3 new postings near your school. 1 student asked to join your school.',
    );
    expect(notificationText(t, { kind: 'verification_decided', params: PARAMS.verification_decided }, 'en')).toBe(
      'FirstRung could not verify Spokes <i>Ltd</i>: No such company',
    );
    expect(notificationText(t, { kind: 'student_account_deleted', params: { organisation: 'institution' } }, 'en')).toBe(
      'A student on your roster deleted their account.',
    );
    expect(notificationText(t, { kind: 'saved_search_matches', params: { ...PARAMS.saved_search_matches, count: 1 } }, 'en')).toBe(
      'A new posting matches your saved search “Retail in <b>Vancouver</b>”: “Bike <b>Helper</b>”.',
    );
  });

  // The answers an application is owed (docs/product/applications.md), in both languages.
  describe.each([
    ['en', () => t],
    ['fr', () => fr],
  ] as const)('in %s', (language, translate) => {
    const write = (kind: NotificationKind, params: Record<string, string | number>) => notificationText(translate(), { kind, params }, language);
    const interview = { ...PARAMS.application_status, status: 'interview', startsAt: '2030-01-08T15:30:00.000Z' };

    it('says each status, and each variant of an interview, not selected and a student answer, in its own words', () => {
      const texts = [
        ...APPLICATION_STATUSES.map((status) => write('application_status', { ...interview, status })),
        write('application_status', { ...interview, startsAt: '' }),
        write('application_status', { ...interview, change: 'accepted' }),
        write('application_status', { ...interview, change: 'rescheduled' }),
        ...NOT_SELECTED_REASONS.map((reason) => write('application_status', { ...PARAMS.application_status, status: 'rejected', reason })),
        ...['interview_accepted', 'interview_reschedule', 'offer_accepted', 'offer_declined', 'something_new'].map((answer) =>
          write('application_student_answered', { ...PARAMS.application_student_answered, answer }),
        ),
        write('application_student_answered', { ...PARAMS.application_student_answered, answer: 'interview_reschedule', note: 'Friday after 3' }),
        write('application_answer_due', PARAMS.application_answer_due),
      ];
      for (const text of texts) expect(text).not.toMatch(/text\.|{{|}}|undefined/);
      expect(new Set(texts).size).toBe(texts.length);
    });

    it("says each step of a placement in its own words, the student's as theirs, a cancellation with its reason", () => {
      const steps = PLACEMENT_STEPS.flatMap((step) =>
        (['employer', 'student'] as const).map((reader) =>
          write('placement_step', { ...PARAMS.placement_step, step, reader, reason: 'The shop closed' }),
        ),
      );
      for (const text of steps) expect(text).not.toMatch(/text\.|{{|}}|undefined/);
      // The student never gets the employer's or the school's steps (their part, the overdue signatures, an
      // invitation to take part, hours overdue): those read alike.
      expect(new Set(steps).size).toBe(PLACEMENT_STEPS.length + STUDENT_WORDED_STEPS.size);
      expect(STUDENT_WORDED_STEPS.size).toBe(PLACEMENT_STEPS.length - 5);
      for (const step of STUDENT_WORDED_STEPS) {
        const forStudent = write('placement_step', { ...PARAMS.placement_step, step, reader: 'student', reason: 'The shop closed' });
        expect(forStudent).not.toContain('Maya Lee');
        expect(forStudent).toMatch(/\b(your|votre)\b/i);
      }
      expect(write('placement_step', { ...PARAMS.placement_step, step: 'signature_declined', reason: 'Wrong end date' })).toContain('Wrong end date');
      expect(write('placement_step', { ...PARAMS.placement_step, step: 'cancelled', reason: 'The shop closed' })).toContain('The shop closed');
      expect(write('placement_step', { ...PARAMS.placement_step, step: 'unknown' })).toContain('Maya Lee');
    });

    it('never tells a student "rejected", and says the reason and how long the employer had', () => {
      const notSelected = write('application_status', { ...PARAMS.application_status, status: 'rejected', reason: 'position_filled' });
      expect(notSelected).not.toMatch(/reject|refus/i);
      expect(notSelected).toContain(language === 'en' ? 'The position has been filled.' : 'Le poste a été pourvu.');
      expect(write('application_status', { ...PARAMS.application_status, status: 'no_response' })).toContain('14');
    });
  });

  it("writes the interview's day and time, the answer's deadline and the student's note as the reader reads them", () => {
    const interview = { ...PARAMS.application_status, status: 'interview', startsAt: '2030-01-08T15:30:00.000Z' };
    expect(notificationText(t, { kind: 'application_status', params: interview }, 'en')).toMatch(
      /^Spokes invites you to an interview for “Bike <b>Helper<\/b>” on Jan \d, 2030 at \d{1,2}:30 [AP]M\.$/,
    );
    expect(notificationText(t, { kind: 'application_answer_due', params: PARAMS.application_answer_due }, 'en')).toMatch(
      /^Maya Lee's application for “Bike <b>Helper<\/b>” is waiting for your answer: answer by Jan [56], 2030\.$/,
    );
    expect(
      notificationText(
        t,
        {
          kind: 'application_student_answered',
          params: { ...PARAMS.application_student_answered, answer: 'interview_reschedule', note: 'Fri <i>3pm</i>' },
        },
        'en',
      ),
    ).toBe('Maya Lee asked to move the interview for “Bike <b>Helper</b>”: “Fri <i>3pm</i>”');
  });
});
