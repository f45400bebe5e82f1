import { useUnsubscribeFromNewsletter } from '../api/unsubscribe';
import { LinkResultCard } from '../components/link-result-card';
import { useTokenLink } from '../lib/use-token-link';

/**
 * Where the link in a newsletter e-mail lands (/newsletter/unsubscribed?token=…). The page sends
 * the token itself, so nobody has to sign in; opening the link twice is harmless.
 */
export function NewsletterUnsubscribedPage() {
  const state = useTokenLink(useUnsubscribeFromNewsletter());
  return <LinkResultCard state={state} texts="unsubscribe" />;
}
