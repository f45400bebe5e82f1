import { and, count, desc, eq } from 'drizzle-orm';
import type { EventRegistrantsPage, EventRegistrantsQuery } from '@common/contracts/events';
import type { DbOrTx } from '../../db/client';
import { eventRegistrations, users } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { asRegistrationType } from './event-item';
import { findEvent } from './events-repository';

/**
 * Who registered for one event, newest registration first, keyset-paged (docs/product/events.md):
 * for admins only, as everyone else sees counts (docs/decisions/004-event-registrations-privacy.md).
 */
export async function listEventRegistrants(db: DbOrTx, eventId: string, query: EventRegistrantsQuery): Promise<EventRegistrantsPage> {
  if (!(await findEvent(db, eventId))) throw notFound('event');
  const cursor = decodeCursor(query.cursor, true);
  const ofEvent = eq(eventRegistrations.eventId, eventId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: eventRegistrations.id,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        registrationType: eventRegistrations.registrationType,
        registeredAt: eventRegistrations.createdAt,
        createdAtText: createdAtText(eventRegistrations.createdAt),
      })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(and(ofEvent, cursor ? afterCursor(eventRegistrations.createdAt, eventRegistrations.id, cursor, true) : undefined))
      .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(eventRegistrations).where(ofEvent)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return {
    items: pageRows.map(({ createdAtText: _cursorText, registeredAt, registrationType, ...row }) => ({
      ...row,
      registrationType: asRegistrationType(registrationType),
      registeredAt: new Date(registeredAt).toISOString(),
    })),
    nextCursor,
    total,
  };
}
