// The student's application as it renders (to HTML, no browser): what each answer shows and offers.
// Instants at noon UTC: the same day in the time zones machines run in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentApplication } from '@common/contracts/jobs';
import dashboards from '../../../i18n/locales/en/dashboards.json';
import frenchDashboards from '../../../i18n/locales/fr/dashboards.json';
import { StudentApplicationItem } from './student-application-item';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['dashboards'],
    resources: { en: { dashboards }, fr: { dashboards: frenchDashboards } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const sent = '2030-01-02T12:00:00.000Z';
const base: StudentApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'pending',
  createdAt: sent,
  job: {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Bike <b>Helper</b>',
    location: 'Shop',
    type: 'Part Time',
    companyName: 'Spokes',
    state: 'open',
  },
  appliedTo: null,
  changesSinceApplied: [],
  viewedAt: null,
  answerDueAt: '2030-01-16T12:00:00.000Z',
  interview: null,
  offer: null,
  notSelected: null,
};
const interview = {
  startsAt: '2030-01-10T12:30:00.000Z',
  durationMinutes: 45,
  place: null,
  callLink: 'https://meet.example.org/abc',
  note: 'Bring <i>your</i> resume',
  response: 'awaiting' as const,
  responseNote: null,
  calendarUrl: '/api/applications/00000000-0000-4000-8000-000000000001/interview.ics',
};

async function render(application: StudentApplication, language: 'en' | 'fr' = 'en') {
  await i18n.changeLanguage(language);
  return renderToStaticMarkup(
    h(
      I18nextProvider,
      { i18n },
      h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, null, h('ul', null, h(StudentApplicationItem, { application })))),
    ),
  );
}

/** The page's text, tags gone and entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe("a student's application on their dashboard", () => {
  it('while it waits for an answer: sent, viewed, the deadline, and Withdraw', async () => {
    const text = textOf(await render({ ...base, status: 'reviewing', viewedAt: '2030-01-03T12:00:00.000Z' }));
    expect(text).toContain('Reviewing');
    expect(text).toContain('Sent on January 2, 2030');
    expect(text).toContain('Viewed by the employer on January 3, 2030');
    expect(text).toContain('The employer should answer by January 16, 2030');
    expect(text).toContain('Withdraw');
  });

  it('an interview: when, how long, the call as a safe link, the note as text, the calendar, Accept and Ask to move it', async () => {
    const html = await render({ ...base, status: 'interview', interview });
    const text = textOf(html);
    expect(html).toContain('href="https://meet.example.org/abc" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain(`href="${interview.calendarUrl}"`);
    expect(html).not.toContain('<i>');
    expect(text).toContain('Bring <i>your</i> resume');
    expect(text).toMatch(/When Thursday, January 10, 2030 at \d{1,2}:30 [AP]M/);
    expect(text).toContain('45 minutes');
    expect(text).toContain('Add to calendar');
    expect(text).toContain('Accept');
    expect(text).toContain('Ask to move it');
    expect(text).not.toContain('The employer should answer by');
    expect(text).toContain('Withdraw');
  });

  it('an interview the student answered shows their answer, not the buttons', async () => {
    const accepted = textOf(await render({ ...base, status: 'interview', interview: { ...interview, response: 'accepted' } }));
    expect(accepted).toContain('You accepted this interview.');
    expect(accepted).not.toContain('Ask to move it');
    const moving = textOf(
      await render({
        ...base,
        status: 'interview',
        interview: { ...interview, response: 'reschedule_requested', callLink: 'http://plain.example.org', place: 'Reception' },
      }),
    );
    expect(moving).toContain('You asked to move it.');
    expect(moving).toContain('Reception');
  });

  it('an offer: the note, Accept offer and Decline; once accepted, no Withdraw', async () => {
    const offer = { note: 'Saturdays from March', declineNote: null, answerBy: null, otherOpenApplications: null };
    const open = textOf(await render({ ...base, status: 'offered', offer }));
    expect(open).toContain('Spokes offers you the place.');
    expect(open).toContain('Saturdays from March');
    expect(open).toContain('Accept offer');
    expect(open).toContain('Decline');
    const accepted = textOf(await render({ ...base, status: 'accepted', offer }));
    expect(accepted).toContain('You accepted this offer.');
    expect(accepted).not.toContain('Accept offer');
    expect(accepted).not.toContain('Withdraw');
  });

  it('an offer waiting says by when to answer; an expired one says so, in English and French, with no buttons and no Withdraw', async () => {
    const offer = { note: 'Saturdays from March', declineNote: null, answerBy: '2030-01-09T12:00:00.000Z', otherOpenApplications: 2 };
    const waiting = textOf(await render({ ...base, status: 'offered', offer }));
    expect(waiting).toContain('Answer by January 9, 2030: after that, the offer expires.');
    const expired = textOf(await render({ ...base, status: 'offer_expired', offer: { ...offer, answerBy: null } }));
    expect(expired).toContain('Offer expired');
    expect(expired).toContain('This offer expired: it was not answered within 7 days.');
    expect(expired).not.toContain('Accept offer');
    expect(expired).not.toContain('Withdraw');
    const french = textOf(await render({ ...base, status: 'offer_expired', offer: { ...offer, answerBy: null } }, 'fr'));
    expect(french).toContain('Offre expirée');
    // textOf reads the no-break space before the colon as a space.
    expect(french).toContain('Cette offre a expiré : elle n’a pas reçu de réponse dans les 7 jours.');
  });

  it('not selected: the reason kindly, the note, a word to keep going; never "rejected", never Withdraw', async () => {
    const text = textOf(await render({ ...base, status: 'rejected', notSelected: { reason: 'more_experience', note: 'Try us in summer' } }));
    expect(text).toContain('Not selected');
    expect(text).toContain('They were looking for someone with a little more experience this time.');
    expect(text).toContain('From the employer: Try us in summer');
    expect(text).toContain('Keep going: most people apply several times before their first placement.');
    expect(text).not.toMatch(/reject|Withdraw/i);
  });

  it('no response: closed kindly, in French too', async () => {
    expect(textOf(await render({ ...base, status: 'no_response' }))).toContain(
      'Spokes did not answer your application within 14 days, so we closed it. This is not a rejection: they may simply not have looked. Keep applying.',
    );
    const french = textOf(await render({ ...base, status: 'no_response' }, 'fr'));
    expect(french).toContain('Sans réponse');
    expect(french).toContain("Spokes n'a pas répondu à votre candidature dans les 14 jours");
  });
});
