import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompetencyRatings } from '@common/contracts/placement-closure';
import { EVALUATION_OUTCOMES, type EvaluationOutcome } from '@common/enums';
import { users } from './auth';
import { oneOf } from './columns';
import { institutionProfiles } from './profiles';
import { placements } from './placements';

/**
 * How a placement ended (docs/product/placement-hours.md#evaluation-and-reflection): one row per
 * placement, written when it completes (the evaluation is asked) and filled in as each part comes:
 * the supervisor's evaluation, the student's reflection, the reminders sent, the school's sign-off.
 */
export const placementClosures = pgTable(
  'placement_closures',
  {
    placementId: uuid('placement_id')
      .primaryKey()
      .references(() => placements.id, { onDelete: 'cascade' }),
    /** The placement's school, copied by a trigger (migration 0041), so a school's overdue list reads only its own closures. */
    institutionId: uuid('institution_id').references(() => institutionProfiles.id, { onDelete: 'set null' }),
    /** The placement's end date, copied by the same trigger: the overdue list dates what is missing from it without reading the agreement. */
    endsOn: date('ends_on', { mode: 'string' }),
    evaluationRequestedAt: timestamp('evaluation_requested_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<EvaluationOutcome>(),
    lastDayPresent: date('last_day_present', { mode: 'string' }),
    hoursMissed: integer('hours_missed'),
    ratings: jsonb('ratings').$type<CompetencyRatings>(),
    wouldHostAgain: boolean('would_host_again'),
    /** The supervisor's name as the agreement stated it when they evaluated. */
    evaluatorName: text('evaluator_name'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    reflection: text('reflection'),
    agreesWithEvaluation: boolean('agrees_with_evaluation'),
    disagreementComment: text('disagreement_comment'),
    reflectedAt: timestamp('reflected_at', { withTimezone: true }),
    /** The day-3 and day-10 reminders sent so far (CLOSURE_REMINDER_DAYS), for each missing part. */
    evaluationReminders: integer('evaluation_reminders').notNull().default(0),
    reflectionReminders: integer('reflection_reminders').notNull().default(0),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffByUserId: text('signed_off_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('placement_closures_outcome_check', t.outcome, EVALUATION_OUTCOMES),
    // The school's overdue list reads the closures still waiting for something (not signed off, not "did not show").
    index('placement_closures_school_open_idx')
      .on(t.institutionId)
      .where(sql`${t.signedOffAt} is null and ${t.outcome} is distinct from 'did_not_show' and ${t.institutionId} is not null`),
  ],
);
