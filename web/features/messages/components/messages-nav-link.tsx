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
  // Asked as the header first renders, as the bell's count is: not once the link's texts have come,
  // which on a slow machine could be after the session changed (a 401 or 403 for nothing).
  const { data } = useThreadList({ poll: true, enabled: hasInbox });
  // Its texts come with the account menu's code; should they be late, the link waits alone, never the header.
  return hasInbox ? (
    <Suspense fallback={null}>
      <InboxLink unread={data?.unreadThreads ?? 0} />
    </Suspense>
  ) : null;
}

function InboxLink({ unread }: { unread: number }) {
  const { t } = useTranslation('messages');
  const label = unread > 0 ? t('nav.label', { count: unread }) : t('nav.labelNone');
  return <CountLink to={MESSAGES_PAGE_PATH} label={label} icon={<MessagesSquare aria-hidden="true" />} count={unread} />;
}
