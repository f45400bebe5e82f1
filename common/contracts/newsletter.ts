import { z } from 'zod';
import { emailSchema } from './auth';
import { UNSUBSCRIBE_PAGE_PATH } from './seo';

/** The footer form: only an e-mail address (docs/product/public-pages.md). */
export const subscribeBody = z.object({ email: emailSchema });
export type SubscribeBody = z.infer<typeof subscribeBody>;

/**
 * Always `subscribed`: a new address, one that had unsubscribed and one already on the list get
 * the same answer, so nobody learns whether an address is subscribed (docs/security.md).
 */
export const subscribeResponse = z.object({ status: z.literal('subscribed') });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/** Unsubscribing: the token from the link in every newsletter e-mail. */
export const unsubscribeBody = z.object({
  token: z.string().trim().min(1, 'The unsubscribe link is missing its token').max(200),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

export const unsubscribeResponse = z.object({ status: z.literal('unsubscribed') });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** The subscriber count on the admin dashboard. */
export const newsletterStatsResponse = z.object({ subscribers: z.number().int() });
export type NewsletterStats = z.infer<typeof newsletterStatsResponse>;

/** The page an unsubscribe link opens; it posts the token itself, so no sign-in is needed. */
export { UNSUBSCRIBE_PAGE_PATH };
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
