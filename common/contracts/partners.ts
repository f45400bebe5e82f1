import { z } from 'zod';
import { pageOf } from '../api/paging';
import { PARTNERSHIP_STATUSES } from '../enums';
import { keyed } from '../messages';

// Contracts of schools' partnerships with employers (docs/product/schools.md#partners): a verified
// school finds a verified employer by company name and invites it; the employer accepts or
// declines; either side may end it. Employers are named by their user id, as on postings.

/** How many employers the school's search offers at once (a lookup, not a list that grows). */
export const PARTNER_CANDIDATES_MAX = 20;
export const PARTNER_SEARCH_MIN = 2;
export const PARTNER_SEARCH_MAX = 120;

export const partnerCandidatesQuery = z.object({
  q: z
    .string(keyed('partners.searchRequired'))
    .trim()
    .min(PARTNER_SEARCH_MIN, keyed('partners.searchTooShort', { min: PARTNER_SEARCH_MIN }))
    .max(PARTNER_SEARCH_MAX, keyed('fields.searchTooLong', { max: PARTNER_SEARCH_MAX })),
});
export type PartnerCandidatesQuery = z.input<typeof partnerCandidatesQuery>;

/** A verified employer the school may invite, and where an invitation to it stands (null: none). */
export const partnerCandidateSchema = z.object({
  employerId: z.string(),
  companyName: z.string(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  partnershipStatus: z.enum(PARTNERSHIP_STATUSES).nullable(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;

export const partnerCandidatesResponse = z.object({ items: z.array(partnerCandidateSchema) });
export type PartnerCandidatesResponse = z.infer<typeof partnerCandidatesResponse>;

/** Better Auth's user ids: letters, digits, - and _. */
export const inviteEmployerBody = z.object({
  employerId: z.string(keyed('partners.employerRequired')).regex(/^[A-Za-z0-9_-]{1,64}$/, keyed('partners.employerRequired')),
});
export type InviteEmployerBody = z.infer<typeof inviteEmployerBody>;

const partnershipFields = {
  id: z.string(),
  status: z.enum(PARTNERSHIP_STATUSES),
  invitedAt: z.string(),
  /** When the employer accepted or declined; null while pending. */
  answeredAt: z.string().nullable(),
};

/** A partnership as the school sees it. */
export const schoolPartnershipSchema = z.object({
  ...partnershipFields,
  employer: z.object({ id: z.string(), companyName: z.string(), city: z.string().nullable() }),
});
export type SchoolPartnership = z.infer<typeof schoolPartnershipSchema>;

export const schoolPartnershipsPage = pageOf(schoolPartnershipSchema);
export type SchoolPartnershipsPage = z.infer<typeof schoolPartnershipsPage>;

export const schoolPartnershipResponse = z.object({ partnership: schoolPartnershipSchema });

/** A partnership as the employer sees it (invitations and partners; declined ones are the school's to clear). */
export const employerPartnershipSchema = z.object({
  ...partnershipFields,
  institution: z.object({ id: z.string(), institutionName: z.string(), city: z.string().nullable() }),
});
export type EmployerPartnership = z.infer<typeof employerPartnershipSchema>;

export const employerPartnershipsPage = pageOf(employerPartnershipSchema);
export type EmployerPartnershipsPage = z.infer<typeof employerPartnershipsPage>;

export const PARTNERSHIP_DECISIONS = ['accept', 'decline'] as const;
export type PartnershipDecision = (typeof PARTNERSHIP_DECISIONS)[number];

export const partnershipDecisionBody = z.object({ decision: z.enum(PARTNERSHIP_DECISIONS, keyed('partners.decisionOneOf')) });
export type PartnershipDecisionBody = z.infer<typeof partnershipDecisionBody>;

export const employerPartnershipResponse = z.object({ partnership: employerPartnershipSchema });

/** A live posting of one of the school's partners ("Partner opportunities"). */
export const partnerJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  city: z.string(),
  type: z.string(),
  applicationDeadline: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerJob = z.infer<typeof partnerJobSchema>;

export const partnerJobsPage = pageOf(partnerJobSchema);
export type PartnerJobsPage = z.infer<typeof partnerJobsPage>;
