import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventType, RegistrationType } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { createdAtText } from '../../http/keyset';

// Data access of the events feature. Every function takes the database or the transaction it
// should join, and selects explicit columns.

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  address: events.address,
  eventType: events.eventType,
  maxParticipants: events.maxParticipants,
};

export interface EventRow {
  id: string;
  title: string;
  description: string;
  eventDate: Date;
  startTime: string | null;
  endTime: string | null;
  location: string;
  address: string | null;
  eventType: string;
  maxParticipants: number | null;
}

export interface EventListRow extends EventRow {
  registrationCount: number;
  myRegistrationType: string | null;
  isUpcoming: boolean;
  eventDateText: string;
  createdAtText: string;
}

/** "table"."column": drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use. */
const qualified = (table: typeof events | typeof eventRegistrations, column: { name: string }) => sql`${table}.${sql.identifier(column.name)}`;
const eventId = qualified(events, events.id);
const registrationEventId = qualified(eventRegistrations, eventRegistrations.eventId);

const registrationCount = sql<number>`(select count(*)::int from ${eventRegistrations} where ${registrationEventId} = ${eventId})`;

/** Where an event sits in the list's order, as the page cursor carries it (event-cursor.ts). */
export interface EventSortKey {
  part: 'upcoming' | 'past';
  /** event_date and created_at as PostgreSQL's own text (microseconds kept). */
  eventDate: string;
  createdAt: string;
  id: string;
}

/**
 * Up to `limit` events after `after` (from the start when null), with the sort values of each
 * for the next cursor. Upcoming ones first by date ascending, then past ones most recent first;
 * events of the same date by (creation, id) ascending. `pastCutoff` is the instant before which
 * an event counts as past.
 *
 * Each part is its own query in index order (events_event_date_idx, forwards for the upcoming
 * part and backwards for the past one, with an incremental sort of each date's few events), so a
 * page reads about `limit` events at any depth; the past part is only read when the upcoming one
 * runs out on this page.
 */
export async function listEventsPage(
  db: DbOrTx,
  options: {
    viewerId: string | null;
    pastCutoff: Date;
    limit: number;
    after: EventSortKey | null;
    /** Only the viewer's upcoming registrations (their dashboard): no past part. */
    registeredOnly?: boolean;
  },
): Promise<EventListRow[]> {
  const { after } = options;
  const cutoff = sql`${options.pastCutoff.toISOString()}::timestamptz`;
  const rows = after?.part === 'past' ? [] : await listEventsPart(db, options, 'upcoming', cutoff, after, options.limit);
  if (rows.length < options.limit && !options.registeredOnly) {
    rows.push(...(await listEventsPart(db, options, 'past', cutoff, after?.part === 'past' ? after : null, options.limit - rows.length)));
  }
  return rows;
}

/** One part of the list, after `after` (a key in the same part) or from its start. */
async function listEventsPart(
  db: DbOrTx,
  options: { viewerId: string | null; registeredOnly?: boolean },
  part: EventSortKey['part'],
  cutoff: SQL,
  after: EventSortKey | null,
  limit: number,
): Promise<EventListRow[]> {
  const upcoming = part === 'upcoming';
  const myRegistrationType = options.viewerId
    ? sql<
        string | null
      >`(select ${qualified(eventRegistrations, eventRegistrations.registrationType)} from ${eventRegistrations} where ${registrationEventId} = ${eventId} and ${qualified(eventRegistrations, eventRegistrations.userId)} = ${options.viewerId} limit 1)`
    : sql<string | null>`null::text`;
  const registeredFilter =
    options.registeredOnly && options.viewerId
      ? sql`exists (select 1 from ${eventRegistrations} where ${registrationEventId} = ${eventId} and ${qualified(eventRegistrations, eventRegistrations.userId)} = ${options.viewerId})`
      : undefined;
  const date = after ? sql`${after.eventDate}::timestamptz` : null;
  const sameDateLater = after ? sql`(${events.createdAt}, ${events.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : null;
  // Strictly after the key: a later date in this part's direction, or the same date and a later (creation, id).
  // The plain date bound comes first so that it becomes the index condition.
  const afterKey = !after
    ? undefined
    : upcoming
      ? sql`${events.eventDate} >= ${date} and (${events.eventDate} > ${date} or ${sameDateLater})`
      : sql`${events.eventDate} <= ${date} and (${events.eventDate} < ${date} or ${sameDateLater})`;
  const rows = await db
    .select({
      ...eventColumns,
      registrationCount,
      myRegistrationType,
      eventDateText: sql<string>`${events.eventDate}::text`,
      createdAtText: createdAtText(events.createdAt),
    })
    .from(events)
    .where(and(upcoming ? sql`${events.eventDate} >= ${cutoff}` : sql`${events.eventDate} < ${cutoff}`, afterKey, registeredFilter))
    .orderBy(upcoming ? asc(events.eventDate) : desc(events.eventDate), asc(events.createdAt), asc(events.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, registrationCount: Number(row.registrationCount), isUpcoming: upcoming }));
}

export async function countEvents(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

/** Everyone's registrations for the given events (admins only see these). */
export async function listRegistrationsForEvents(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventRegistrations.eventId, userId: eventRegistrations.userId, registrationType: eventRegistrations.registrationType })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, eventIds))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

/**
 * Reads the event and locks its row until the transaction ends, so registrations for the same
 * event queue up behind each other and the participant count cannot change under us.
 */
export async function findEventForUpdate(tx: DbOrTx, eventId: string): Promise<EventRow | undefined> {
  const [row] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function findEvent(db: DbOrTx, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
  return row;
}

export async function countRegistrations(db: DbOrTx, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  return row?.n ?? 0;
}

export async function hasRegistration(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRegistration(db: DbOrTx, values: { eventId: string; userId: string; registrationType: RegistrationType }) {
  const [row] = await db
    .insert(eventRegistrations)
    .values(values)
    .returning({ id: eventRegistrations.id, eventId: eventRegistrations.eventId, registrationType: eventRegistrations.registrationType });
  return row!;
}

/** Returns whether a registration was removed. */
export async function deleteRegistration(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

/** What an admin writes of an event, on creating it and on editing it. */
export interface EventValues {
  title: string;
  description: string;
  eventDate: Date;
  startTime: string | null;
  endTime: string | null;
  location: string;
  address: string | null;
  eventType: EventType;
  maxParticipants: number | null;
}

export async function insertEvent(db: DbOrTx, values: EventValues & { createdBy: string }): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning(eventColumns);
  return row!;
}

/** Deletes the event; its registrations go with it (foreign key on delete cascade). */
export async function deleteEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, eventId)).returning({ id: events.id });
  return rows.length > 0;
}

/** Writes the event's new values; returns the row as it now is, or undefined when it does not exist. */
export async function updateEventRow(db: DbOrTx, eventId: string, values: EventValues): Promise<EventRow | undefined> {
  const [row] = await db.update(events).set(values).where(eq(events.id, eventId)).returning(eventColumns);
  return row;
}

/** The ids of the registrations of one event (to tell each person of a change). */
export async function listRegistrationIds(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  return rows.map((row) => row.id);
}

/** How many upcoming events (dated at or after `pastCutoff`) the user registered for. */
export async function countUpcomingRegistrations(db: DbOrTx, userId: string, pastCutoff: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), sql`${events.eventDate} >= ${pastCutoff.toISOString()}::timestamptz`));
  return row?.n ?? 0;
}
