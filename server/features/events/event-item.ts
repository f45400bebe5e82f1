import { isEventPast, type EventItem } from '@common/contracts/events';
import { EVENT_TYPES, REGISTRATION_TYPES, type EventType, type RegistrationType } from '@common/enums';
import type { EventRow } from './events-repository';

function asEventType(value: string): EventType {
  return (EVENT_TYPES as readonly string[]).includes(value) ? (value as EventType) : 'job_fair';
}

export function asRegistrationType(value: string): RegistrationType {
  return (REGISTRATION_TYPES as readonly string[]).includes(value) ? (value as RegistrationType) : 'student';
}

/** An event as the API returns it, with the counts worked out and only what the caller may see (docs/decisions/004). */
export function toEventItem(
  row: EventRow,
  extra: {
    registrationCount: number;
    myRegistrationType: string | null;
    /** Everyone's registrations: only passed in for admins. */
    registrations?: Array<{ userId: string; registrationType: string }>;
    now: Date;
  },
): EventItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    address: row.address,
    eventType: asEventType(row.eventType),
    maxParticipants: row.maxParticipants,
    registrationCount: extra.registrationCount,
    placesLeft: row.maxParticipants === null ? null : Math.max(0, row.maxParticipants - extra.registrationCount),
    isPast: isEventPast(row.eventDate, extra.now),
    myRegistration: extra.myRegistrationType ? { registrationType: asRegistrationType(extra.myRegistrationType) } : null,
    ...(extra.registrations
      ? { registrations: extra.registrations.map((r) => ({ userId: r.userId, registrationType: asRegistrationType(r.registrationType) })) }
      : {}),
  };
}
