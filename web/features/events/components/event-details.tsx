import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@common/contracts/events';
import { formatDate, formatTimeOfDay } from '@web/lib/format-date';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** When, where and how many places: the facts of one event card (docs/product/events.md). */
export function EventDetails({ event }: { event: EventItem }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language;
  const start = event.startTime ? formatTimeOfDay(event.startTime, locale) : null;
  const end = event.endTime ? formatTimeOfDay(event.endTime, locale) : null;
  const time = start && end ? t('card.timeRange', { start, end }) : start ? t('card.startsAt', { start }) : end ? t('card.endsAt', { end }) : null;
  return (
    <dl className="grid gap-2 text-sm">
      <Detail icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('card.date')}>
        {/* An event's day is stored as midnight UTC (docs/decisions/004): the day picked, everywhere. */}
        {formatDate(event.eventDate, locale, { style: 'weekday', zone: 'UTC' })}
      </Detail>
      {time && (
        <Detail icon={<Clock aria-hidden="true" className="size-4" />} label={t('card.time')}>
          {time}
        </Detail>
      )}
      <Detail icon={<MapPin aria-hidden="true" className="size-4" />} label={t('card.location')}>
        <span className="font-medium">{event.location}</span>
        {event.address && <span className="block text-muted-foreground">{event.address}</span>}
      </Detail>
      {event.placesLeft !== null && !event.isPast && (
        <Detail icon={<Users aria-hidden="true" className="size-4" />} label={t('card.places')}>
          {event.placesLeft === 0 ? t('card.full') : t('card.placesLeft', { count: event.placesLeft })}
        </Detail>
      )}
    </dl>
  );
}
