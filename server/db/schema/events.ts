import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EVENT_TYPES, REGISTRATION_TYPES } from '@common/enums';
import { createdAt, id, oneOf } from './columns';
import { users } from './auth';

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    /** "HH:MM", optional. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    location: text('location').notNull(),
    address: text('address'),
    eventType: text('event_type').notNull().default('job_fair'),
    /** Null means unlimited. */
    maxParticipants: integer('max_participants'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('events_event_date_idx').on(t.eventDate), oneOf('events_event_type_check', t.eventType, EVENT_TYPES)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationType: text('registration_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_key').on(t.eventId, t.userId),
    index('event_registrations_user_id_idx').on(t.userId),
    oneOf('event_registrations_type_check', t.registrationType, REGISTRATION_TYPES),
  ],
);
