import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShiftFlag } from '@common/contracts/placement-hours';
import { SHIFT_STATUSES, SHIFT_VERIFIERS, SUPERVISOR_LINK_PURPOSES, type ShiftStatus, type SupervisorLinkPurpose } from '@common/enums';
import { users } from './auth';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { institutionProfiles } from './profiles';
import { placements } from './placements';

/**
 * One day's work of a placement as the student logged it (docs/product/placement-hours.md#the-hours-log):
 * one per date, in the workplace's wall-clock time. `minutes` is the span less the break, kept so the
 * totals and the school's views sum a column. `flags` are the limits it breaks (recomputed for its ISO
 * week whenever a shift of that week is written). The supervisor's correction (`corrected_*`, with
 * `supervisor_note`) is kept beside the student's own times; a coordinator who verifies on the
 * supervisor's behalf leaves `verify_reason` (and an audit entry).
 */
export const placementShifts = pgTable(
  'placement_shifts',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    minutes: integer('minutes').notNull(),
    activities: text('activities').notNull().default(''),
    status: text('status').$type<ShiftStatus>().notNull().default('logged'),
    flags: jsonb('flags').$type<ShiftFlag[]>().notNull().default([]),
    /** The supervisor link whose e-mail listed it (awaiting_supervisor and after). */
    supervisorLinkId: uuid('supervisor_link_id').references(() => supervisorLinks.id, { onDelete: 'set null' }),
    supervisorNote: text('supervisor_note'),
    correctedStartTime: text('corrected_start_time'),
    correctedEndTime: text('corrected_end_time'),
    correctedBreakMinutes: integer('corrected_break_minutes'),
    verifiedBy: text('verified_by'),
    verifiedByUserId: text('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifyReason: text('verify_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: text('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('placement_shifts_date_key').on(t.placementId, t.workDate),
    // The weekly e-mail reads each placement's logged shifts.
    index('placement_shifts_logged_idx')
      .on(t.placementId, t.workDate)
      .where(sql`${t.status} = 'logged'`),
    // The school's overdue list sums each old open link's shifts still awaiting the supervisor.
    index('placement_shifts_awaiting_link_idx')
      .on(t.supervisorLinkId, t.minutes)
      .where(sql`${t.status} = 'awaiting_supervisor'`),
    oneOf('placement_shifts_status_check', t.status, SHIFT_STATUSES),
    oneOf('placement_shifts_verified_by_check', t.verifiedBy, SHIFT_VERIFIERS),
    check('placement_shifts_minutes_check', sql`${t.minutes} >= 0 and ${t.breakMinutes} >= 0`),
    // A coordinator's verification says why.
    check('placement_shifts_coordinator_reason_check', sql`${t.verifiedBy} is distinct from 'coordinator' or ${t.verifyReason} is not null`),
  ],
);

/**
 * A single-use link e-mailed to a placement's supervisor (docs/product/placement-hours.md#the-supervisor-needs-no-account):
 * for a week's hours (the shifts that name it) or for the evaluation. Only the SHA-256 of the token in
 * the link is stored. `used_at`: answered, never again; `expires_at`: SUPERVISOR_LINK_DAYS after it was
 * sent; `overdue_told_at`: the coordinator was told its hours are not verified after HOURS_VERIFY_DAYS.
 */
export const supervisorLinks = pgTable(
  'supervisor_links',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    /** The placement's school, copied by a trigger (migration 0041), so a school's overdue list reads only its own links. */
    institutionId: uuid('institution_id').references(() => institutionProfiles.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<SupervisorLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The week an hours link covers (its Monday and Sunday), or the placement's end for the final one; null for an evaluation. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    sentTo: text('sent_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** An evaluation link replaced by a reminder's fresh one stops working. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    overdueToldAt: timestamp('overdue_told_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supervisor_links_token_key').on(t.tokenHash),
    index('supervisor_links_placement_idx').on(t.placementId, t.sentAt.desc()),
    // The overdue run and the school's overdue list read the open hours links, oldest first.
    index('supervisor_links_open_hours_idx')
      .on(t.sentAt)
      .where(sql`${t.usedAt} is null and ${t.purpose} = 'hours'`),
    // A school's overdue list: its own open hours links, oldest first.
    index('supervisor_links_school_open_hours_idx')
      .on(t.institutionId, t.sentAt)
      .where(sql`${t.usedAt} is null and ${t.purpose} = 'hours' and ${t.institutionId} is not null`),
    oneOf('supervisor_links_purpose_check', t.purpose, SUPERVISOR_LINK_PURPOSES),
  ],
);
