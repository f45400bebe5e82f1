import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@common/contracts/notifications';
import { NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { formatDateTime } from '@web/lib/format-date';
import { cn } from '@web/lib/utils';
import { useMarkRead } from '../api/notifications';
import { notificationText } from '../lib/notification-text';

/** One notification: its text (from kind and params), when, and a link to what it is about; opening it marks it read. */
function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = item.readAt === null;
  const when = formatDateTime(item.createdAt, i18n.language);
  return (
    <li className={cn('min-w-0 rounded-lg border', unread ? 'border-primary/40 bg-accent/40' : 'bg-card')}>
      <Link
        to={item.link ?? NOTIFICATIONS_PAGE_PATH}
        onClick={() => onOpen(item)}
        className="flex min-w-0 items-start gap-3 rounded-lg p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={cn('break-words', unread && 'font-semibold')}>
            {unread && <span className="sr-only">{`${t('page.unread')} `}</span>}
            {notificationText(t, item, i18n.language)}
          </span>
          <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
            {when}
          </time>
        </span>
      </Link>
    </li>
  );
}

export function NotificationList({ items }: { items: NotificationItem[] }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkRead();
  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate(item.id);
  };
  return (
    <ul className="grid gap-3" aria-label={t('page.listLabel')}>
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} onOpen={open} />
      ))}
    </ul>
  );
}
