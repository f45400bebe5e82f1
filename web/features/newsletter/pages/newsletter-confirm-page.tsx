import { useConfirmNewsletterSubscription } from '../api/confirm';
import { LinkResultCard } from '../components/link-result-card';
import { useTokenLink } from '../lib/use-token-link';

/**
 * Where the link of the confirm e-mail lands (/newsletter/confirm?token=…): the page sends the
 * token itself, so nobody has to sign in. The link works once; a used or broken one is explained.
 */
export function NewsletterConfirmPage() {
  const state = useTokenLink(useConfirmNewsletterSubscription());
  return <LinkResultCard state={state} texts="confirm" />;
}
