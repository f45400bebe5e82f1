import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { MailAttachment } from '../../db/schema';
import type { EventRow } from '../events/events-repository';

/**
 * What a calendar file needs of an event: its day is stored as midnight UTC (docs/decisions/004),
 * its times are "HH:MM" at the venue, or null.
 */
export type CalendarEvent = Pick<EventRow, 'id' | 'title' | 'description' | 'eventDate' | 'startTime' | 'endTime' | 'location' | 'address'>;

function dayOf(date: Date): [number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

function withTime(day: [number, number, number], time: string): DateArray {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return [...day, hours, minutes];
}

/**
 * The event as an iCalendar file (the `ics` package) for the registration e-mail. An event with
 * a start time starts then, in the venue's own time ("floating" time, no time zone: none is
 * stored, docs/decisions/004); one without is an all-day event on its day. The uid is the
 * event's, so a calendar that imports the file twice keeps one entry.
 */
export function eventCalendarFile(event: CalendarEvent, options: { url: string; host: string }): MailAttachment {
  const day = dayOf(event.eventDate);
  const nextDay = dayOf(new Date(event.eventDate.getTime() + 24 * 60 * 60 * 1000));
  // Floating times: written as given, without a zone (local in, local out).
  const timing: Pick<EventAttributes, 'start'> & Partial<EventAttributes> = event.startTime
    ? {
        start: withTime(day, event.startTime),
        startInputType: 'local',
        startOutputType: 'local',
        ...(event.endTime ? { end: withTime(day, event.endTime), endInputType: 'local' as const, endOutputType: 'local' as const } : {}),
      }
    : { start: day, end: nextDay };
  const { error, value } = createEvent({
    ...timing,
    productId: 'FirstRung',
    uid: `event-${event.id}@${options.host}`,
    title: event.title,
    description: event.description,
    location: [event.location, event.address].filter(Boolean).join(', '),
    url: options.url,
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}
