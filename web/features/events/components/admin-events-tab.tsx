import { Download, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import type { EventItem } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { useEvents } from '../api/get-events';
import { EventFormDialog } from './event-form-dialog';
import { DeleteEventButton } from './delete-event-button';
import { EventRegistrants } from './event-registrants';
import { EventsLoadError } from './events-load-error';

function AdminEventRow({ event }: { event: EventItem }) {
  const { t, i18n } = useTranslation('events');
  const [showRegistrants, setShowRegistrants] = useState(false);
  const registrantsId = useId();
  const count = event.registrationCount;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{event.title}</h3>
            <Badge variant="secondary">{t(`types.${event.eventType}`)}</Badge>
            {event.isPast && <Badge variant="outline">{t('card.eventPassed')}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {formatDate(event.eventDate, i18n.language, { style: 'short', zone: 'UTC' })} · {event.location}
          </p>
          <p className="text-sm">
            {event.maxParticipants === null
              ? `${t('admin.registrations', { count })} · ${t('admin.unlimited')}`
              : t('admin.registrationsOfMax', { count, max: event.maxParticipants })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {count > 0 && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showRegistrants}
              aria-controls={registrantsId}
              aria-label={t(showRegistrants ? 'admin.hideRegistrantsOf' : 'admin.showRegistrantsOf', { title: event.title })}
              onClick={() => setShowRegistrants((shown) => !shown)}
            >
              <Users aria-hidden="true" />
              {t(showRegistrants ? 'admin.hideRegistrants' : 'admin.showRegistrants')}
            </Button>
          )}
          {count > 0 && (
            <Button variant="outline" size="sm" asChild>
              <a
                href={endpointUrl(eventsEndpoints.registrantsCsv, { params: { id: event.id } })}
                download
                aria-label={t('admin.downloadCsvOf', { title: event.title })}
              >
                <Download aria-hidden="true" />
                {t('admin.downloadCsv')}
              </a>
            </Button>
          )}
          {/* A past event keeps its record: it is not edited. */}
          {!event.isPast && <EventFormDialog event={event} />}
          <DeleteEventButton event={event} />
        </div>
      </div>
      <div id={registrantsId}>{showRegistrants && <EventRegistrants eventId={event.id} title={event.title} />}</div>
    </li>
  );
}

/** The Events tab of /admin (rendered by the admin feature): list, who registered, Create Event dialog, delete. */
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
        <EventFormDialog />
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
