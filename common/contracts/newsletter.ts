import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { uuidParams } from '../api/params';
import { keyed, type CommonMessageKey } from '../messages';
import { NEWSLETTER_ISSUE_STATUSES } from '../enums';
import { emailSchema } from './auth';
import { NEWSLETTER_CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from './seo';

/** The footer form: only an e-mail address (docs/product/public-pages.md). */
export const subscribeBody = z.object({ email: emailSchema });
export type SubscribeBody = z.infer<typeof subscribeBody>;

/**
 * Always `check_your_email`: a new address, one waiting for its confirmation, one already
 * confirmed and one that had unsubscribed get the same answer, so nobody learns whether an address
 * is subscribed (docs/security.md). Only the owner of the address, by opening the link of the
 * confirm e-mail, can start a subscription (double opt-in, docs/decisions/024).
 */
export const subscribeResponse = z.object({ status: z.literal('check_your_email') });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

const tokenField = (missing: CommonMessageKey & `newsletter.${string}TokenMissing`) => z.string().trim().min(1, keyed(missing)).max(200);

/** Confirming: the token from the link of the confirm e-mail. */
export const confirmSubscriptionBody = z.object({ token: tokenField('newsletter.confirmTokenMissing') });
export type ConfirmSubscriptionBody = z.infer<typeof confirmSubscriptionBody>;
export const confirmSubscriptionResponse = z.object({ status: z.literal('confirmed') });

/** Unsubscribing: the token from the link in every newsletter e-mail. */
export const unsubscribeBody = z.object({ token: tokenField('newsletter.unsubscribeTokenMissing') });
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

export const unsubscribeResponse = z.object({ status: z.literal('unsubscribed') });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/**
 * A mail program's own unsubscribe button (RFC 8058): it POSTs the form body
 * `List-Unsubscribe=One-Click` to the address in the message's List-Unsubscribe header, which
 * carries the token in its query.
 */
export const oneClickUnsubscribeQuery = z.object({ token: tokenField('newsletter.oneClickTokenMissing') });
export const oneClickUnsubscribeBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', keyed('newsletter.oneClickBody')),
});

/** The subscriber figures on the admin dashboard: confirmed subscribers, and addresses still waiting to confirm. */
export const newsletterStatsResponse = z.object({ subscribers: z.number().int(), unconfirmed: z.number().int() });
export type NewsletterStats = z.infer<typeof newsletterStatsResponse>;

/** The page an unsubscribe link opens; it posts the token itself, so no sign-in is needed. */
export { NEWSLETTER_CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH };
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
/** The link of the confirm e-mail; the page posts the token. */
export function confirmSubscriptionLink(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

// Issues (docs/product/admin.md#newsletter-tab): an admin writes one, then sends it once to every
// confirmed subscriber.

export const NEWSLETTER_ISSUE_LIMITS = { subject: 150, body: 20_000 } as const;

/** Writing or editing an issue: a subject and a plain-text body (a blank line starts a new paragraph). */
export const newsletterIssueBody = z.object({
  subject: z
    .string()
    .trim()
    .min(1, keyed('fields.subjectRequired'))
    .max(NEWSLETTER_ISSUE_LIMITS.subject, keyed('fields.subjectTooLong', { max: NEWSLETTER_ISSUE_LIMITS.subject }))
    // It becomes the e-mail's Subject header: one line.
    .regex(/^[^\r\n]*$/, keyed('newsletter.subjectOneLine')),
  body: z
    .string()
    .trim()
    .min(1, keyed('newsletter.bodyRequired'))
    .max(NEWSLETTER_ISSUE_LIMITS.body, keyed('newsletter.bodyTooLong', { max: NEWSLETTER_ISSUE_LIMITS.body })),
});
export type NewsletterIssueBody = z.infer<typeof newsletterIssueBody>;

/** The paragraphs of an issue's body: blocks separated by a blank line; single line breaks stay. */
export function issueParagraphs(body: string): string[] {
  return body
    .replaceAll('\r\n', '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const newsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  /** Confirmed subscribers its messages were queued for so far. */
  recipients: z.number().int(),
  /** The admin who wrote it (null once their account is deleted). */
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
  /** When sending started (the admin pressed Send); null for a draft. */
  sentAt: z.string().nullable(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssuesQuery = z.object({ ...pageQueryFields(20, 100) });
export type NewsletterIssuesQuery = z.infer<typeof newsletterIssuesQuery>;
export const newsletterIssuesPage = pageOf(newsletterIssueSchema);
export type NewsletterIssuesPage = z.infer<typeof newsletterIssuesPage>;

export const newsletterIssueParams = uuidParams('newsletterIssue');
export const newsletterIssueResponse = z.object({ issue: newsletterIssueSchema });
