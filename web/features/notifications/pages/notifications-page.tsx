import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { apiPagedKey, apiQueryKey } from '@web/lib/api-query';
import { useMarkAllRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NotificationList } from '../components/notification-list';
import { NotificationSettings } from '../components/notification-settings';

/**
 * /notifications (docs/product/notifications.md): the user's notifications, newest first, each
 * leading to what it is about; "Mark all as read"; and the settings of each kind.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const unread = useUnreadCount().data?.unread;
  const markAllRead = useMarkAllRead({ onError: () => toast({ variant: 'destructive', title: t('page.markAllReadFailed') }) });
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  // The bell's count is polled; when it moves, something new arrived (or was read elsewhere): the list follows.
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (unread === undefined || seenUnread.current === undefined || seenUnread.current === unread) {
      seenUnread.current = unread;
      return;
    }
    seenUnread.current = unread;
    void queryClient.invalidateQueries({ queryKey: apiPagedKey(apiQueryKey(notificationsEndpoints.list, {})) });
  }, [unread, queryClient]);

  const hasUnread = (unread ?? 0) > 0 || items.some((item) => item.readAt === null);

  return (
    <PageContainer title={t('page.title')} description={t('page.description')} narrow>
      <div className="grid gap-10">
        <section className="grid gap-4" aria-labelledby="notifications-list-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="notifications-list-heading" className="sr-only">
              {t('page.listLabel')}
            </h2>
            <Button variant="outline" size="sm" onClick={() => markAllRead.mutate({})} disabled={!hasUnread || markAllRead.isPending}>
              <CheckCheck aria-hidden="true" />
              {t('page.markAllRead')}
            </Button>
          </div>
          {notifications.isPending ? (
            <Spinner label={t('page.loading')} className="py-12" />
          ) : notifications.isError ? (
            <div className="flex flex-wrap items-center gap-3" role="alert">
              <p>{t('page.loadError')}</p>
              <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
                {t('page.retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('page.empty')}</p>
          ) : (
            <NotificationList items={items} />
          )}
          {notifications.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void notifications.fetchNextPage()} disabled={notifications.isFetchingNextPage}>
                {notifications.isFetchingNextPage ? t('page.loadingMore') : t('page.showMore')}
              </Button>
            </div>
          )}
        </section>
        <NotificationSettings />
      </div>
    </PageContainer>
  );
}
