import { ArrowLeft, House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { EventRegisterForm } from '../components/event-registration';
import { EventsLoadError } from '../components/events-load-error';

/** "Upcoming Events", open to everyone; upcoming first, then past ones (docs/product/events.md). */
export function EventsPage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const events = useEvents();
  // Signed in: fetch the registration form's code while the events load.
  useEffect(() => {
    if (user) void EventRegisterForm.preload();
  }, [user]);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  // React Router numbers history entries; on a first visit there is nowhere to go back to.
  const goBack = () => void ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="mb-6 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t('list.back')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/">
            <House aria-hidden="true" />
            {t('list.home')}
          </Link>
        </Button>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
      <p className="mt-2 text-lg text-muted-foreground">{t('list.description')}</p>

      <div className="mt-8">
        {events.isPending ? (
          <Spinner label={t('list.loading')} className="py-12" />
        ) : events.isError ? (
          <EventsLoadError onRetry={() => void events.refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('list.empty')}</p>
        ) : (
          // Columns as wide as the page allows, never wider: a long word in one card wraps instead of
          // widening every card (and the page) past the screen.
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-label={t('list.title')}>
            {items.map((event) => (
              <li key={event.id} className="flex min-w-0">
                <div className="w-full min-w-0">
                  <ErrorBoundary>
                    <EventCard event={event} user={user ?? null} />
                  </ErrorBoundary>
                </div>
              </li>
            ))}
          </ul>
        )}
        {events.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
