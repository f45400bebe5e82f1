import { z } from 'zod';
import { pageOf } from '../api/paging';
import { SCHOOL_LINK_STATUSES } from '../enums';
import { keyed } from '../messages';

// Contracts of a student's link to a school (docs/product/schools.md#joining-a-school): the student
// asks by naming the school in their profile; the school approves, declines, or later removes.

/** The student's own view of their link: which school, and where the request stands. */
export const ownSchoolLinkSchema = z.object({
  status: z.enum(SCHOOL_LINK_STATUSES),
  institution: z.object({ id: z.string(), institutionName: z.string() }),
  requestedAt: z.string(),
  /** When the school answered (approved, declined or removed); null while pending. */
  decidedAt: z.string().nullable(),
});
export type OwnSchoolLink = z.infer<typeof ownSchoolLinkSchema>;

export const ownSchoolLinkResponse = z.object({ link: ownSchoolLinkSchema.nullable() });
export type OwnSchoolLinkResponse = z.infer<typeof ownSchoolLinkResponse>;

/**
 * A pending request, as the school sees it before deciding: the name and grade the student gave,
 * never their e-mail, resume or documents (those come only with approval).
 */
export const linkRequestSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  student: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), grade: z.string().nullable() }),
  /** The class code the student typed (its label, as the school named it), or null for a request from the school picker. */
  classCode: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type LinkRequest = z.infer<typeof linkRequestSchema>;

export const linkRequestsPage = pageOf(linkRequestSchema);
export type LinkRequestsPage = z.infer<typeof linkRequestsPage>;

export const LINK_DECISIONS = ['approve', 'decline'] as const;
export type LinkDecision = (typeof LINK_DECISIONS)[number];

export const linkDecisionBody = z.object({ decision: z.enum(LINK_DECISIONS, keyed('schoolLinks.decisionOneOf')) });
export type LinkDecisionBody = z.infer<typeof linkDecisionBody>;

export const linkDecisionResponse = z.object({ id: z.string(), status: z.enum(SCHOOL_LINK_STATUSES) });
export type LinkDecisionResponse = z.infer<typeof linkDecisionResponse>;
