import { z } from 'zod';
import { PUBLIC_RECORD_KINDS, PUBLIC_RECORD_STATUSES, type PublicRecordKind } from '../enums';

// Public records anyone can check by their reference (docs/product/placements.md#verifying-a-reference).
// A record's statement is exactly what the public page shows: nothing about a person (no student,
// guardian, supervisor or school), so a reference that leaks tells nothing about a minor.

export { PUBLIC_RECORD_KINDS, PUBLIC_RECORD_STATUSES };
export type { PublicRecordKind, PublicRecordStatus } from '../enums';

/**
 * The reference as typed in the address: any text, read by the handler (common/public-reference.ts),
 * which answers 400 for one that cannot be a reference and 404 for one that names nothing.
 */
export const verifyParams = z.object({ reference: z.string() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A signed placement agreement, as the public may see it: the employer (an organisation, never a
 * person), the placement's dates, the agreement's version and when its last signature completed it.
 */
export const placementAgreementStatement = z.strictObject({
  employerLegalName: z.string().trim().min(1).max(200),
  startDate: day,
  endDate: day,
  version: z.number().int().min(1),
  signedAt: z.iso.datetime({ offset: true }),
});
export type PlacementAgreementStatement = z.infer<typeof placementAgreementStatement>;

/**
 * A certificate's statement (docs/product/placement-hours.md#the-certificate): exactly what the
 * certificate prints. Unlike an agreement's, it names the student (docs/decisions/043): a certificate
 * is theirs to show, and a check that cannot say whose it is proves nothing. `schoolName` is absent
 * when no school took part; `verifiedHours` to the quarter hour.
 */
export const certificateStatement = z.strictObject({
  studentName: z.string().trim().min(1).max(200),
  jobTitle: z.string().trim().min(1).max(200),
  employerLegalName: z.string().trim().min(1).max(200),
  schoolName: z.string().trim().min(1).max(200).optional(),
  startDate: day,
  endDate: day,
  verifiedHours: z.number().min(0).multipleOf(0.25),
  issuedOn: day,
});
export type CertificateStatement = z.infer<typeof certificateStatement>;

/** What each kind of record states, checked before it is stored (a field not listed is refused). */
export const PUBLIC_STATEMENTS = {
  placement_agreement: placementAgreementStatement,
  certificate: certificateStatement,
} as const satisfies Record<PublicRecordKind, z.ZodType>;
export type PublicStatementOf<K extends PublicRecordKind> = z.input<(typeof PUBLIC_STATEMENTS)[K]>;

/** The answer of GET /api/verify/{reference}. */
export const publicRecordResponse = z.object({
  reference: z.string().describe('As printed: FR- and three groups of four characters'),
  kind: z.enum(PUBLIC_RECORD_KINDS),
  status: z.enum(PUBLIC_RECORD_STATUSES),
  statement: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe("The record's public fields (for an agreement: PlacementAgreementStatement)"),
  reason: z.string().nullable().describe('Why it was cancelled or revoked, written for the public; null otherwise'),
  updatedAt: z.string().describe('When its status last changed (ISO 8601)'),
});
export type PublicRecordResponse = z.infer<typeof publicRecordResponse>;
