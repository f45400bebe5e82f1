import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, NOT_SELECTED_REASONS } from '@common/enums';
import { formatInstantUtc, notificationMailText, type NotificationMailText } from './notification-mail';

// The e-mails of the answers an application is owed (docs/product/applications.md), in both
// languages: every status and answer has its words (no key left showing), and "not selected" is
// never called a rejection.

const LANGUAGES = ['en', 'fr'] as const;
const job = { jobId: 'j1', jobTitle: 'Café Helper', companyName: 'Bean & Co' };
const allText = (texts: NotificationMailText) => [texts.subject, texts.actionLabel, ...texts.paragraphs].join('\n');
const noKeyShows = (texts: NotificationMailText) => expect(allText(texts)).not.toMatch(/notifications\.|\{\{/);

describe('application_status e-mails', () => {
  it('have words for every status, in English and French', () => {
    for (const language of LANGUAGES)
      for (const status of APPLICATION_STATUSES) noKeyShows(notificationMailText('application_status', { ...job, status }, language));
  });

  it('write an interview: when (UTC), how long, where or the link, the note', () => {
    const params = {
      ...job,
      status: 'interview',
      startsAt: '2030-01-05T14:30:00.000Z',
      durationMinutes: 45,
      callLink: 'https://meet.example/x',
      note: 'Ask for Sam',
    };
    const english = notificationMailText('application_status', params, 'en');
    expect(english.paragraphs).toEqual([
      'Bean & Co invites you to an interview for “Café Helper”.',
      'When: Saturday, January 5, 2030, 2:30 PM UTC (45 minutes)',
      'Call link: https://meet.example/x',
      'From the employer: Ask for Sam',
      'Accept it, or ask to move it, on your dashboard.',
    ]);
    expect(notificationMailText('application_status', { ...params, change: 'rescheduled' }, 'en').paragraphs[0]).toContain('moved your interview');
    const accepted = notificationMailText('application_status', { ...params, change: 'accepted' }, 'fr');
    expect(accepted.subject).toBe('Entretien confirmé\u00a0: Café Helper');
    noKeyShows(accepted);
  });

  it('give the reason of "not selected" kindly, with the note, never as a rejection', () => {
    for (const language of LANGUAGES)
      for (const reason of NOT_SELECTED_REASONS) {
        const texts = notificationMailText('application_status', { ...job, status: 'rejected', reason, note: 'Merci' }, language);
        noKeyShows(texts);
        expect(allText(texts).toLowerCase()).not.toMatch(/reject|refus/);
        expect(texts.paragraphs.some((paragraph) => paragraph.includes('Merci'))).toBe(true);
      }
    expect(notificationMailText('application_status', { ...job, status: 'rejected', reason: 'distance' }, 'en').paragraphs[1]).toBe(
      'The workplace is too far from where you live.',
    );
  });
});

describe("the employer's e-mails of answers", () => {
  it('application_answer_due says by when', () => {
    const params = { ...job, studentName: 'Ada L.', answerDueAt: '2030-01-05T10:00:00.000Z' };
    expect(notificationMailText('application_answer_due', params, 'en').paragraphs[0]).toBe(
      'Ada L.’s application for “Café Helper” is waiting for your answer: answer by Saturday, January 5, 2030.',
    );
    noKeyShows(notificationMailText('application_answer_due', params, 'fr'));
  });

  it('application_student_answered has words for every answer, with the note', () => {
    for (const language of LANGUAGES)
      for (const answer of ['interview_accepted', 'interview_reschedule', 'offer_accepted', 'offer_declined']) {
        const texts = notificationMailText('application_student_answered', { ...job, studentName: 'Ada', answer, note: 'Mornings' }, language);
        noKeyShows(texts);
        expect(texts.paragraphs.some((paragraph) => paragraph.includes('Mornings'))).toBe(true);
      }
  });
});

describe('formatInstantUtc', () => {
  it('writes the instant in UTC, saying so, and leaves what is not an instant as it is', () => {
    expect(formatInstantUtc('2030-01-05T09:05:00.000Z', 'fr')).toBe('samedi 5 janvier 2030, 9:05 UTC');
    expect(formatInstantUtc('soon', 'en')).toBe('soon');
  });
});
