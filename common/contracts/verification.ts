import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { VERIFICATION_KINDS, VERIFICATION_STATUSES } from '../enums';
import { keyed } from '../messages';

// FirstRung's check of schools and employers (docs/product/admin.md#verification): the admin's
// queue and decisions, and the state each organisation sees on its own dashboard.

export const VERIFICATION_REASON_MAX = 500;

/** Where a school's or an employer's verification stands, as its own dashboard shows it. */
export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The reason an admin gave for a rejection; null otherwise. */
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationQuery = z.object({
  kind: z.enum(VERIFICATION_KINDS, keyed('verification.kindOneOf', { values: VERIFICATION_KINDS.join(', ') })),
  status: z.enum(VERIFICATION_STATUSES, keyed('fields.statusOneOf', { values: VERIFICATION_STATUSES.join(', ') })).default('pending'),
  ...pageQueryFields(20, 100),
});
export type VerificationQuery = z.infer<typeof verificationQuery>;

/** One school or employer in the queue, with what an admin checks it by. */
export const verificationItemSchema = z.object({
  /** The profile's id. */
  id: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  userId: z.string(),
  accountEmail: z.string(),
  name: z.string(),
  /** Institution type or industry. */
  category: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;
export const verificationPage = pageOf(verificationItemSchema);
export type VerificationPage = z.infer<typeof verificationPage>;

export const verificationParams = z.object({
  kind: z.enum(VERIFICATION_KINDS, keyed('notFound.organisation')),
  id: z.uuid(keyed('notFound.organisation')),
});

/** Verify, or reject with an optional reason the organisation will see. */
export const verificationDecisionBody = z.object({
  decision: z.enum(['verified', 'rejected'], keyed('verification.decisionOneOf')),
  reason: z
    .string()
    .trim()
    .max(VERIFICATION_REASON_MAX, keyed('verification.reasonTooLong', { max: VERIFICATION_REASON_MAX }))
    .optional()
    .transform((value) => value || null),
});
export type VerificationDecisionBody = z.input<typeof verificationDecisionBody>;
export const verificationDecisionResponse = z.object({ item: verificationItemSchema });
