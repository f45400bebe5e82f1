import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '@common/enums';
import { LANGUAGES } from '@common/languages';
import { oneOf } from './columns';

// Tables owned by Better Auth (user, session, account, verification). Field names follow what
// its drizzle adapter expects; the admin plugin adds role, banned, banReason, banExpires and
// session.impersonatedBy. `role` holds 'none' until the user picks one (the plugin needs a value);
// the API maps 'none' to null.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('none'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** The language the user chose (docs/decisions/026); null: the browser's language decides. */
    language: text('language'),
    /** The user's IANA time zone, as their browser last said (docs/product/messages.md): quiet hours and the morning digest. */
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    oneOf('users_role_check', t.role, [...ROLES, 'none']),
    oneOf('users_language_check', t.language, LANGUAGES),
    // The admin Users tab (docs/product/admin.md): keyset paging on (created_at desc, id desc) (a backward scan
    // of this ascending index, whose null order matches a plain ORDER BY ... DESC), and a trigram
    // index on the very expression its "name or e-mail contains" search uses.
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`lower(${t.email} || ' ' || ${t.name}) gin_trgm_ops`),
    // A school's roster (docs/product/schools.md) is ordered by name, students without one last: these are the
    // expressions of its ORDER BY and cursor (server/features/institutions/roster-cursor.ts), so a large school's
    // page walks this index instead of sorting every student.
    index('users_roster_order_idx').on(
      sql`(${t.lastName} is null)`,
      sql`coalesce(${t.lastName}, '')`,
      sql`(${t.firstName} is null)`,
      sql`coalesce(${t.firstName}, '')`,
      t.id,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of sign-in attempts and per-client request limits (docs/decisions/018), one row per
 * (scope, key): e.g. ('sign-in:account', '<e-mail> <client address>'). Kept in the database, so
 * every app server sees the same counts; each hit is one atomic `insert ... on conflict do update`.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_counters_last_hit_idx').on(t.lastHitAt)],
);
