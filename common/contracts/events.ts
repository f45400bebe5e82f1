import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { DEFAULT_EVENT_TYPE, EVENT_TYPES, REGISTRATION_TYPES } from '../enums';
import { keyed } from '../messages';

// Contracts of the events feature (docs/product/events.md). The same schemas validate requests on
// the server, type the browser's calls and drive the Create Event form; the endpoints that use
// them are declared in common/endpoints/events.ts.

// ---------------------------------------------------------------------------------------------
// Event dates (docs/decisions/004-event-registrations-privacy.md)
// ---------------------------------------------------------------------------------------------

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * An event stays open until its calendar day has ended everywhere on Earth (the end of the day at
 * UTC-12, "anywhere on Earth"). Start and end times are the venue's wall-clock times and no time
 * zone is stored, so they cannot tell us when the event is over in absolute time.
 */
const LATEST_TIME_ZONE_OFFSET_MS = 12 * HOUR_MS;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function startOfUtcDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/**
 * The event's calendar day as stored: midnight UTC of the date written in the ISO string. A
 * datetime counts by its UTC date. Returns null when the text is not a real ISO date.
 */
export function toEventDay(value: string): Date | null {
  if (!DATE_ONLY.test(value) && !ISO_DATETIME.test(value)) return null;
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 2025-02-30 over to March; a date that does not exist is refused instead.
  if (DATE_ONLY.test(value) && new Date(time).toISOString().slice(0, 10) !== value) return null;
  return new Date(startOfUtcDay(time));
}

/** Events dated before this instant are past: their day has ended in every time zone. */
export function pastEventCutoff(now: Date = new Date()): Date {
  return new Date(startOfUtcDay(now.getTime() - LATEST_TIME_ZONE_OFFSET_MS));
}

export function isEventPast(eventDate: Date | string, now: Date = new Date()): boolean {
  return new Date(eventDate).getTime() < pastEventCutoff(now).getTime();
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const EVENTS_PAGE_SIZE_DEFAULT = 50;
export const EVENTS_PAGE_SIZE_MAX = 100;

/** Upcoming events first, then past ones; one page at a time (docs/decisions/007). */
export const listEventsQuery = z.object({ ...pageQueryFields(EVENTS_PAGE_SIZE_DEFAULT, EVENTS_PAGE_SIZE_MAX) });
export type ListEventsQuery = z.infer<typeof listEventsQuery>;

export const registerForEventBody = z.object({
  registrationType: z.enum(REGISTRATION_TYPES, keyed('events.registrationTypeOneOf')),
});
export type RegisterForEventBody = z.infer<typeof registerForEventBody>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Empty text, null and undefined all mean "not given" for the optional fields. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalText = (max: number, tooLong: 'events.addressTooLong') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : emptyToNull(value)),
    z.string().max(max, keyed(tooLong, { max })).nullable(),
  );

const optionalTime = (format: 'events.startTimeFormat' | 'events.endTimeFormat') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : emptyToNull(value)),
    z.string().regex(TIME_OF_DAY, keyed(format)).nullable(),
  );

/** Empty means unlimited. The form sends the input's text, API clients a number. */
const maxParticipants = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      return trimmed === '' ? null : Number(trimmed);
    }
    return emptyToNull(value);
  },
  z
    .number(keyed('events.maxParticipantsWhole'))
    .int(keyed('events.maxParticipantsWhole'))
    .min(1, keyed('events.maxParticipantsWhole'))
    .max(100_000, keyed('events.maxParticipantsTooMany', { max: 100_000 }))
    .nullable(),
);

/** Title, description, eventDate and location are required; the rest is optional. */
export const createEventBody = z
  .object({
    title: z
      .string(keyed('events.titleRequired'))
      .trim()
      .min(1, keyed('events.titleRequired'))
      .max(200, keyed('events.titleTooLong', { max: 200 })),
    description: z
      .string(keyed('events.descriptionRequired'))
      .trim()
      .min(1, keyed('events.descriptionRequired'))
      .max(5000, keyed('events.descriptionTooLong', { max: 5000 })),
    /** An ISO date ("2025-06-01") or datetime; the event's day is its UTC calendar date. */
    eventDate: z
      .string(keyed('events.dateRequired'))
      .trim()
      .min(1, keyed('events.dateRequired'))
      .refine((value) => toEventDay(value) !== null, keyed('events.dateInvalid'))
      .refine((value) => {
        const day = toEventDay(value);
        return day === null || !isEventPast(day);
      }, keyed('events.dateInPast')),
    location: z
      .string(keyed('events.locationRequired'))
      .trim()
      .min(1, keyed('events.locationRequired'))
      .max(200, keyed('events.locationTooLong', { max: 200 })),
    startTime: optionalTime('events.startTimeFormat'),
    endTime: optionalTime('events.endTimeFormat'),
    address: optionalText(300, 'events.addressTooLong'),
    maxParticipants,
    eventType: z.enum(EVENT_TYPES, keyed('fields.chooseOneOf', { values: EVENT_TYPES.join(', ') })).default(DEFAULT_EVENT_TYPE),
  })
  .refine((event) => !event.startTime || !event.endTime || event.endTime > event.startTime, {
    path: ['endTime'],
    ...keyed('events.endBeforeStart'),
  });
export type CreateEventInput = z.input<typeof createEventBody>;
export type CreateEventBody = z.output<typeof createEventBody>;

/** Editing sends the whole event again, checked by the same rules as creating it. */
export const updateEventBody = createEventBody;

/**
 * The fields whose change the people registered hear about (docs/product/events.md#editing):
 * what, when and where. A new description, type or maximum is not news to them.
 */
export const EVENT_CHANGE_FIELDS = ['title', 'eventDate', 'startTime', 'endTime', 'location', 'address'] as const;
export type EventChangeField = (typeof EVENT_CHANGE_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const eventRegistrationSchema = z.object({
  userId: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
});

/**
 * One event. `registrations` (everyone's user ids) goes to admins only; everybody else sees
 * the count and their own registration (docs/decisions/004-event-registrations-privacy.md).
 */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string(),
  address: z.string().nullable(),
  eventType: z.enum(EVENT_TYPES),
  maxParticipants: z.number().int().nullable(),
  registrationCount: z.number().int(),
  /** Null when there is no maximum. */
  placesLeft: z.number().int().nullable(),
  isPast: z.boolean(),
  myRegistration: z.object({ registrationType: z.enum(REGISTRATION_TYPES) }).nullable(),
  registrations: z.array(eventRegistrationSchema).optional(),
});
export type EventItem = z.infer<typeof eventSchema>;

export const eventListResponse = pageOf(eventSchema);
export type EventListResponse = z.infer<typeof eventListResponse>;

export const registrationResponse = z.object({
  eventId: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** Who registered for one event, for admins (docs/product/events.md#who-registered). */
export const eventRegistrantsQuery = z.object({ ...pageQueryFields(EVENTS_PAGE_SIZE_DEFAULT, EVENTS_PAGE_SIZE_MAX) });
export type EventRegistrantsQuery = z.infer<typeof eventRegistrantsQuery>;
export const eventRegistrantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
  registeredAt: z.string(),
});
export type EventRegistrant = z.infer<typeof eventRegistrantSchema>;
export const eventRegistrantsPage = pageOf(eventRegistrantSchema);
export type EventRegistrantsPage = z.infer<typeof eventRegistrantsPage>;

export const createEventResponse = z.object({ event: eventSchema });
