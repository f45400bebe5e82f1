import { MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@common/contracts/auth';
import { Button } from '@web/components/ui/button';
import { useThreadList } from '../api/messages';
import { MESSAGES_PAGE_PATH } from '../lib/thread-paths';
import { useTimeZoneSync } from '../lib/use-time-zone-sync';

const BADGE_MAX = 99;

/**
 * "Messages" in a signed-in header, for a student or an employer, with the number of threads
 * holding unread messages; and, for every signed-in user, their browser's time zone saved once a session.
 */
export function MessagesNavLink({ user }: { user: CurrentUser }) {
  // An admin viewing as someone leaves that person's zone as it is.
  useTimeZoneSync(user.id, !user.impersonating);
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
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={MESSAGES_PAGE_PATH} aria-label={label} title={label}>
        <MessagesSquare aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold leading-none text-primary-foreground"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
