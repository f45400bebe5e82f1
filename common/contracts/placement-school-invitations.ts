import { z } from 'zod';
import { SCHOOL_INVITATION_STATUSES } from '../enums';
import { keyed } from '../messages';

// A student with no school invites a verified school to take part in their placement
// (docs/product/placements.md#a-student-with-no-school-invites-one): the school, chosen from the
// verified schools' list (GET /api/institutions), accepts or declines.

/** The student's choice: a school of the verified schools' list. */
export const inviteSchoolBody = z.object({ institutionId: z.uuid(keyed('placements.schoolToInvite')) });

/** One invitation, as the student and the invited school read it. */
export const schoolInvitationSchema = z.object({
  id: z.string(),
  placementId: z.string(),
  status: z.enum(SCHOOL_INVITATION_STATUSES),
  school: z.object({ id: z.string(), name: z.string() }),
  studentName: z.string(),
  employerName: z.string(),
  jobTitle: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SchoolInvitation = z.infer<typeof schoolInvitationSchema>;

/** The placement's latest invitation (null: none yet). */
export const schoolInvitationResponse = z.object({ invitation: schoolInvitationSchema.nullable() });
/** A school's invitations waiting for its answer, oldest first (a short list: not paged). */
export const schoolInvitationsResponse = z.object({ items: z.array(schoolInvitationSchema) });
