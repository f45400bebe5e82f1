import { confirmSubscriptionLink, issueParagraphs, unsubscribeLink } from '@common/contracts/newsletter';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { endpointUrl } from '@common/api/endpoint';
import type { Language } from '@common/languages';
import { mailT } from '../../mail/mail-i18n';
import type { MailRequest } from '../../mail/mailer';

// The newsletter's two e-mails. Every text is in server/mail/locales/<language>/mail.json under
// `newsletter`, in the language of the subscribe request (kept with the subscription,
// docs/decisions/027); an issue's subject and body are the admin's own words, as written, escaped
// in the HTML part like any text (server/mail/compose-mail.ts).

export const CONFIRM_MAIL_KIND = 'newsletter.confirm';
export const ISSUE_MAIL_KIND = 'newsletter.issue';

/** The double opt-in e-mail: a link to the confirm page with the address's token. */
export function confirmMail(publicUrl: string, email: string, confirmToken: string, language: Language): MailRequest {
  const t = mailT(language);
  return {
    kind: CONFIRM_MAIL_KIND,
    to: email,
    language,
    subject: t('newsletter.confirm.subject'),
    paragraphs: [t('newsletter.confirm.intro'), t('newsletter.confirm.instruction'), t('newsletter.confirm.notYou')],
    action: { label: t('newsletter.confirm.action'), url: confirmSubscriptionLink(publicUrl, confirmToken) },
  };
}

/** The address mail programs POST to for their own unsubscribe button (RFC 8058). */
export function oneClickUnsubscribeUrl(publicUrl: string, unsubscribeToken: string): string {
  return `${publicUrl}${endpointUrl(newsletterEndpoints.oneClickUnsubscribe, { query: { token: unsubscribeToken } })}`;
}

/** One issue to one subscriber: the admin's subject and paragraphs, and the ways to stop it. */
export function issueMail(
  publicUrl: string,
  issue: { subject: string; body: string },
  subscriber: { email: string; unsubscribeToken: string; language: Language },
): MailRequest {
  const t = mailT(subscriber.language);
  return {
    kind: ISSUE_MAIL_KIND,
    to: subscriber.email,
    language: subscriber.language,
    subject: issue.subject,
    paragraphs: issueParagraphs(issue.body),
    unsubscribe: {
      pageUrl: unsubscribeLink(publicUrl, subscriber.unsubscribeToken),
      oneClickUrl: oneClickUnsubscribeUrl(publicUrl, subscriber.unsubscribeToken),
      reason: t('newsletter.issue.whyYouGetThis'),
    },
  };
}
