import {
  EVENT_CHANGE_FIELDS,
  pastEventCutoff,
  toEventDay,
  type CreateEventBody,
  type EventChangeField,
  type EventItem,
  type EventListResponse,
  type ListEventsQuery,
} from '@common/contracts/events';
import type { RegistrationType, Role } from '@common/enums';
import { registrationTypesFor } from '@common/registration-types';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { runUnitOfWork, type UnitOfWork, type UnitOfWorkDeps } from '../../db/unit-of-work';
import { AppError, forbidden, invalidField, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { decodeEventCursor, encodeEventCursor } from './event-cursor';
import { toEventItem } from './event-item';
import {
  countEvents,
  countRegistrations,
  countUpcomingRegistrations,
  deleteEvent,
  deleteRegistration,
  findEvent,
  findEventForUpdate,
  hasRegistration,
  insertEvent,
  insertRegistration,
  listEventsPage,
  listRegistrationIds,
  listRegistrationsForEvents,
  updateEventRow,
  type EventRow,
} from './events-repository';

export interface EventViewer {
  userId: string | null;
  /** Admins (in their own session) also see every registration. */
  isAdmin: boolean;
}

/** Who is asking, for the list; admins see every registration, but only in their own session, never while viewing as someone. */
export const eventViewerOf = (auth: RequestAuth | null): EventViewer => ({
  userId: auth?.user.id ?? null,
  isAdmin: auth?.user.role === 'admin' && auth.impersonatedBy === null,
});

/** One page of the list (docs/product/events.md); the first page also counts every event. */
export async function listEventsForViewer(
  db: Db,
  viewer: EventViewer,
  query: ListEventsQuery,
  now = new Date(),
  /** Only the viewer's upcoming registrations, as anyone sees them (their dashboard). */
  registeredOnly = false,
): Promise<EventListResponse> {
  const after = decodeEventCursor(query.cursor);
  // An admin's registrations follow the page's rows while the total is still being counted: the
  // count of every event is the slowest of the three reads, so it no longer waits for them.
  const pageRead = listEventsPage(db, {
    viewerId: viewer.userId,
    pastCutoff: pastEventCutoff(now),
    limit: query.limit + 1,
    after,
    registeredOnly,
  }).then(async (rows) => {
    // One more than the page, to know whether another page follows.
    const pageRows = rows.slice(0, query.limit);
    const registrations = viewer.isAdmin
      ? await listRegistrationsForEvents(
          db,
          pageRows.map((row) => row.id),
        )
      : [];
    return { pageRows, hasMore: rows.length > query.limit, registrations };
  });
  const [{ pageRows, hasMore, registrations }, total] = await Promise.all([
    pageRead,
    after ? null : registeredOnly ? countUpcomingRegistrations(db, viewer.userId!, pastEventCutoff(now)) : countEvents(db),
  ]);
  const last = pageRows.at(-1);
  const nextCursor = hasMore && last ? encodeEventCursor(last) : null;
  const registrationsOf = new Map<string, typeof registrations>();
  for (const registration of registrations) {
    const ofEvent = registrationsOf.get(registration.eventId);
    if (ofEvent) ofEvent.push(registration);
    else registrationsOf.set(registration.eventId, [registration]);
  }
  const items = pageRows.map((row) =>
    toEventItem(row, {
      registrationCount: row.registrationCount,
      myRegistrationType: row.myRegistrationType,
      ...(viewer.isAdmin ? { registrations: registrationsOf.get(row.id) ?? [] } : {}),
      now,
    }),
  );
  return { items, nextCursor, total };
}

const alreadyRegistered = () => new AppError('ALREADY_EXISTS', 'events.alreadyRegistered');

/**
 * The registration rules (docs/product/events.md), enforced here: not past, employer_booth only
 * for employers, one registration per user, and the participant cap. The event row is locked for
 * the whole transaction, so two people racing for the last place queue up and the second one
 * finds the event full.
 */
export async function registerForEvent(
  deps: UnitOfWorkDeps,
  input: { eventId: string; userId: string; role: Role | null; registrationType: RegistrationType },
  options: {
    /** Runs in the registration's unit of work (the confirmation notification), so both commit or neither. */
    afterRegistered?: (work: UnitOfWork, registrationId: string) => Promise<unknown>;
    now?: Date;
  } = {},
) {
  const now = options.now ?? new Date();
  if (!registrationTypesFor(input.role).includes(input.registrationType)) {
    throw forbidden(input.registrationType === 'employer_booth' ? 'events.boothForEmployers' : 'events.guestSpeakerNotForStudents');
  }
  try {
    return await runUnitOfWork(deps, async (work) => {
      const { tx } = work;
      const event = await findEventForUpdate(tx, input.eventId);
      if (!event) throw notFound('event');
      if (event.eventDate < pastEventCutoff(now)) throw new AppError('EVENT_PASSED', 'events.passed');
      if (await hasRegistration(tx, event.id, input.userId)) throw alreadyRegistered();
      if (event.maxParticipants !== null && (await countRegistrations(tx, event.id)) >= event.maxParticipants) {
        throw new AppError('EVENT_FULL', 'events.full');
      }
      const registration = await insertRegistration(tx, { eventId: event.id, userId: input.userId, registrationType: input.registrationType });
      await options.afterRegistered?.(work, registration.id);
      return registration;
    });
  } catch (error) {
    // The unique index is the last line of defence against a double registration.
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

export async function unregisterFromEvent(db: Db, input: { eventId: string; userId: string }, now = new Date()): Promise<void> {
  const event = await findEvent(db, input.eventId);
  if (!event) throw notFound('event');
  // A past event keeps its attendance record.
  if (event.eventDate < pastEventCutoff(now)) throw new AppError('EVENT_PASSED', 'events.passed');
  if (!(await deleteRegistration(db, event.id, input.userId))) {
    throw new AppError('NOT_FOUND', 'events.notRegistered');
  }
}

export async function createEvent(db: Db, body: CreateEventBody, createdBy: string, now = new Date()): Promise<EventItem> {
  // The schema has already refused a date that is not a real date or is in the past.
  const eventDate = toEventDay(body.eventDate)!;
  const row = await insertEvent(db, { ...body, eventDate, createdBy });
  return toEventItem(row, { registrationCount: 0, myRegistrationType: null, registrations: [], now });
}

export async function removeEvent(db: Db, eventId: string): Promise<void> {
  if (!(await deleteEvent(db, eventId))) throw notFound('event');
}

/** The fields the people registered would see differently (EVENT_CHANGE_FIELDS), in that order. */
export function changedEventFields(before: EventRow, after: EventRow): EventChangeField[] {
  return EVENT_CHANGE_FIELDS.filter((field) =>
    field === 'eventDate' ? before.eventDate.getTime() !== after.eventDate.getTime() : before[field] !== after[field],
  );
}

/**
 * Edits an event (docs/product/events.md#editing). A past event keeps its record and is not
 * edited; the maximum cannot drop below the people already registered. The row is locked, so a
 * registration cannot slip in between the count and the write. When what, when or where changed,
 * `afterChanged` tells each registration in the same unit of work.
 */
export async function updateEvent(
  deps: UnitOfWorkDeps,
  eventId: string,
  body: CreateEventBody,
  options: {
    afterChanged?: (work: UnitOfWork, registrationIds: string[], changed: EventChangeField[]) => Promise<unknown>;
    now?: Date;
  } = {},
): Promise<EventItem> {
  const now = options.now ?? new Date();
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const before = await findEventForUpdate(tx, eventId);
    if (!before) throw notFound('event');
    if (before.eventDate < pastEventCutoff(now)) throw new AppError('EVENT_PASSED', 'events.passedNoEdit');
    const registrationCount = await countRegistrations(tx, eventId);
    if (body.maxParticipants !== null && body.maxParticipants < registrationCount) {
      throw invalidField('maxParticipants', msg('events.maxBelowRegistrations', { count: registrationCount }));
    }
    // The schema has already refused a date that is not a real date or is in the past.
    const after = (await updateEventRow(tx, eventId, { ...body, eventDate: toEventDay(body.eventDate)! }))!;
    const changed = changedEventFields(before, after);
    if (changed.length > 0 && registrationCount > 0) {
      await options.afterChanged?.(work, await listRegistrationIds(tx, eventId), changed);
    }
    return toEventItem(after, { registrationCount, myRegistrationType: null, registrations: await listRegistrationsForEvents(tx, [eventId]), now });
  });
}

/** The caller's upcoming events, those they registered for, soonest first (docs/product/dashboards.md#student-dashboard). */
export const listRegisteredEvents = (db: Db, userId: string, query: ListEventsQuery, now = new Date()) =>
  listEventsForViewer(db, { userId, isAdmin: false }, query, now, true);
