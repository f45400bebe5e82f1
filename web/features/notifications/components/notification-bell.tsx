import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { CountLink } from '@web/components/layout/count-link';
import { useUnreadCount } from '../api/notifications';

/** More than this shows as "99+" on the bell (the accessible name keeps the number). */

/**
 * The bell in both headers (docs/product/notifications.md): a link to /notifications whose name
 * says how many are unread ("Notifications, 3 unread"); the count refreshes every minute.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('bell.label', { count: unread }) : t('bell.labelNone');
  return <CountLink to={NOTIFICATIONS_PAGE_PATH} label={label} icon={<Bell aria-hidden="true" />} count={unread} />;
}
