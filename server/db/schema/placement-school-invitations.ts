import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCHOOL_INVITATION_STATUSES } from '@common/enums';
import { createdAt, id, oneOf } from './columns';
import { placements } from './placements';
import { institutionProfiles } from './profiles';

/**
 * A student with no school invites a verified school to take part in their placement, before the
 * agreement goes out (docs/product/placements.md#a-student-with-no-school-invites-one). At most one
 * pending per placement; the school's answer is kept (accepted: the placement's institution_id is set).
 */
export const placementSchoolInvitations = pgTable(
  'placement_school_invitations',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('placement_school_invitations_one_pending')
      .on(t.placementId)
      .where(sql`${t.status} = 'pending'`),
    index('placement_school_invitations_placement_idx').on(t.placementId, t.createdAt.desc()),
    index('placement_school_invitations_school_idx').on(t.institutionId, t.status),
    oneOf('placement_school_invitations_status_check', t.status, SCHOOL_INVITATION_STATUSES),
  ],
);
