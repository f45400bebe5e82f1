import { useTranslation } from 'react-i18next';
import type { EventItem } from '@common/contracts/events';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useEvents } from '../api/get-events';
import { formatShortEventDate } from '../lib/format-event';
import { CreateEventDialog } from './create-event-dialog';
import { DeleteEventButton } from './delete-event-button';
import { EventsLoadError } from './events-load-error';

function AdminEventRow({ event }: { event: EventItem }) {
  const { t, i18n } = useTranslation('events');
  const count = event.registrationCount;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{event.title}</h3>
          <Badge variant="secondary">{t(`types.${event.eventType}`)}</Badge>
          {event.isPast && <Badge variant="outline">{t('card.eventPassed')}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {formatShortEventDate(event.eventDate, i18n.language)} · {event.location}
        </p>
        <p className="text-sm">
          {event.maxParticipants === null
            ? `${t('admin.registrations', { count })} · ${t('admin.unlimited')}`
            : t('admin.registrationsOfMax', { count, max: event.maxParticipants })}
        </p>
      </div>
      <DeleteEventButton event={event} />
    </li>
  );
}

/** The Events tab of /admin (rendered by the admin feature): list, Create Event dialog, delete. */
export function AdminEventsTab() {
  const { t } = useTranslation('events');
  const events = useEvents();
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-events-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="admin-events-heading" className="text-xl font-semibold">
            {t('admin.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
        </div>
        <CreateEventDialog />
      </div>
      {events.isPending ? (
        <Spinner label={t('list.loading')} className="py-8" />
      ) : events.isError ? (
        <EventsLoadError onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t('admin.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((event) => (
            <AdminEventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          {events.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
        </Button>
      )}
    </section>
  );
}
