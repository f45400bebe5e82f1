import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
 * Events strictly after `key` in the list's order: upcoming ones by (date, creation, id)
 * ascending, then past ones by date descending and (creation, id) ascending.
 */
function afterSortKey(key: EventSortKey, isUpcoming: SQL): SQL {
  const date = sql`${key.eventDate}::timestamptz`;
  const sameDateLater = sql`(${events.eventDate} = ${date} and (${events.createdAt}, ${events.id}) > (${key.createdAt}::timestamptz, ${key.id}::uuid))`;
  return key.part === 'upcoming'
    ? sql`(not (${isUpcoming}) or ${events.eventDate} > ${date} or ${sameDateLater})`
    : sql`(not (${isUpcoming}) and (${events.eventDate} < ${date} or ${sameDateLater}))`;
}

/**
 * Up to `limit` events after `after` (from the start when null), with the sort values of each
 * for the next cursor. Upcoming ones first by date ascending, then past ones most recent first;
 * `pastCutoff` is the instant before which an event counts as past.
 */
export async function listEventsPage(
  db: DbOrTx,
  options: { viewerId: string | null; pastCutoff: Date; limit: number; after: EventSortKey | null },
): Promise<EventListRow[]> {
  const cutoff = options.pastCutoff.toISOString();
  const isUpcoming = sql`${events.eventDate} >= ${cutoff}::timestamptz`;
  const myRegistrationType = options.viewerId
    ? sql<
        string | null
      >`(select ${qualified(eventRegistrations, eventRegistrations.registrationType)} from ${eventRegistrations} where ${registrationEventId} = ${eventId} and ${qualified(eventRegistrations, eventRegistrations.userId)} = ${options.viewerId} limit 1)`
    : sql<string | null>`null::text`;
  const rows = await db
    .select({
      ...eventColumns,
      registrationCount,
      myRegistrationType,
      isUpcoming: sql<boolean>`${isUpcoming}`,
      eventDateText: sql<string>`${events.eventDate}::text`,
      createdAtText: createdAtText(events.createdAt),
    })
    .from(events)
    .where(options.after ? afterSortKey(options.after, isUpcoming) : undefined)
    .orderBy(
      sql`case when ${isUpcoming} then 0 else 1 end`,
      sql`case when ${isUpcoming} then ${events.eventDate} end asc`,
      sql`case when ${isUpcoming} then null else ${events.eventDate} end desc`,
      asc(events.createdAt),
      asc(events.id),
    )
    .limit(options.limit);
  return rows.map((row) => ({ ...row, registrationCount: Number(row.registrationCount) }));
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
    .returning({ eventId: eventRegistrations.eventId, registrationType: eventRegistrations.registrationType });
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

export async function insertEvent(
  db: DbOrTx,
  values: {
    title: string;
    description: string;
    eventDate: Date;
    startTime: string | null;
    endTime: string | null;
    location: string;
    address: string | null;
    eventType: EventType;
    maxParticipants: number | null;
    createdBy: string;
  },
): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning(eventColumns);
  return row!;
}

/** Deletes the event; its registrations go with it (foreign key on delete cascade). */
export async function deleteEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, eventId)).returning({ id: events.id });
  return rows.length > 0;
}
