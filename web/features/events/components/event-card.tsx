import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import type { EventItem } from '@common/contracts/events';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { EventDetails } from './event-details';
import { EventRegistration } from './event-registration';

/** One event on /events: title, type, description, when and where, and registration. */
export function EventCard({ event, user }: { event: EventItem; user: CurrentUser | null }) {
  const { t } = useTranslation('events');
  return (
    <Card className={cn('flex min-w-0 flex-col [overflow-wrap:anywhere]', event.isPast && 'opacity-90')}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`types.${event.eventType}`)}</Badge>
          {event.isPast && <Badge variant="outline">{t('card.eventPassed')}</Badge>}
          {!event.isPast && event.placesLeft === 0 && <Badge variant="outline">{t('card.full')}</Badge>}
        </div>
        <CardTitle as="h2" size="lg">
          {event.title}
        </CardTitle>
        <CardDescription size="lg" className="whitespace-pre-line">
          {event.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <EventDetails event={event} />
      </CardContent>
      <CardFooter>
        <EventRegistration event={event} user={user} />
      </CardFooter>
    </Card>
  );
}
