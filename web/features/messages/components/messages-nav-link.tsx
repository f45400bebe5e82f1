import { MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import { CountLink } from '@web/components/layout/count-link';
import { useThreadList } from '../api/messages';
import { MESSAGES_PAGE_PATH } from '../lib/thread-paths';

/**
 * "Messages" in a signed-in header, for a student or an employer, with the number of threads
 * holding unread messages. (The account's time zone is saved by the server from the browser's zone
 * cookie: server/features/auth/remember-time-zone.ts.)
 */
export function MessagesNavLink({ user }: { user: CurrentUser }) {
  const hasInbox = (user.role === 'student' || user.role === 'employer') && user.hasProfile;
  // Its texts come with the account menu's code; should they be late, the link waits alone, never the header.
  return hasInbox ? (
    <Suspense fallback={null}>
      <InboxLink />
    </Suspense>
  ) : null;
}

function InboxLink() {
  const { t } = useTranslation('messages');
  const { data } = useThreadList({ poll: true });
  const unread = data?.unreadThreads ?? 0;
  const label = unread > 0 ? t('nav.label', { count: unread }) : t('nav.labelNone');
  return <CountLink to={MESSAGES_PAGE_PATH} label={label} icon={<MessagesSquare aria-hidden="true" />} count={unread} />;
}
