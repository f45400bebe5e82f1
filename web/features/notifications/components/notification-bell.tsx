import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { Button } from '@web/components/ui/button';
import { useUnreadCount } from '../api/notifications';

/** More than this shows as "99+" on the bell (the accessible name keeps the number). */
const BADGE_MAX = 99;

/**
 * The bell in both headers (docs/product/notifications.md): a link to /notifications whose name
 * says how many are unread ("Notifications, 3 unread"); the count refreshes every minute.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('bell.label', { count: unread }) : t('bell.labelNone');
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={NOTIFICATIONS_PAGE_PATH} aria-label={label} title={label}>
        <Bell aria-hidden="true" />
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
