import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShowMoreButton } from '@web/components/list-controls';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { useRegisteredEvents } from '../api/get-registered-events';

/** The upcoming events the student registered for, soonest first (docs/product/dashboards.md#student-dashboard). */
export function RegisteredEventsCard({ limit }: { limit: number }) {
  const { t, i18n } = useTranslation('events');
  const query = useRegisteredEvents(limit);
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? events.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('mine.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : query.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('list.loadFailed')}
          </p>
        ) : events.length === 0 ? (
          <p className="text-muted-foreground">
            {t('mine.empty')}{' '}
            <Link to="/events" className="font-medium underline">
              {t('mine.browse')}
            </Link>
          </p>
        ) : (
          <ul className="divide-y" aria-label={t('mine.list')}>
            {events.map((event) => (
              <li key={event.id} className="py-3">
                <Link to="/events" className="font-medium break-words hover:underline">
                  {event.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {/* An event's day is the one picked, everywhere: shown in UTC (docs/decisions/004). */}
                  {t('mine.meta', {
                    date: formatDate(event.eventDate, i18n.language, { style: 'short', zone: 'UTC' }),
                    location: event.location,
                    type: event.myRegistration ? t(`registrationTypes.${event.myRegistration.registrationType}`) : '',
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <ShowMoreButton query={query} label={t('mine.more', { shown: events.length, total })} />
      </CardContent>
    </Card>
  );
}
