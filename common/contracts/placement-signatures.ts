import { z } from 'zod';
import { SIGNATURE_METHODS, SIGNATURE_STATUSES, SIGNER_PARTIES } from '../enums';
import { keyed } from '../messages';

// Signing a placement agreement (docs/product/placements.md#signatures): each version as it went out,
// each required party's signature, what a signer sends (the version and the hash of the exact text
// they read, so nobody signs a text they did not see), and the parent or guardian's pages, reached
// by a single-use link with a 6-digit code sent separately.

const version = z.number(keyed('placements.versionNumber')).int(keyed('placements.versionNumber')).min(1, keyed('placements.versionNumber'));

/** The SHA-256 of the agreement text the signer read, in hexadecimal (as the API answers it). */
const textHash = z
  .string(keyed('placements.textHashFormat'))
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, keyed('placements.textHashFormat'));

const reason = z
  .string(keyed('placements.declineReasonRequired'))
  .trim()
  .min(1, keyed('placements.declineReasonRequired'))
  .max(1000, keyed('placements.tooLong', { max: 1000 }));

/** A party signing in their account: the version and the hash of the text they read (409 when either is no longer current). */
export const signPlacementBody = z.object({ version, textHash });
/** A party refusing to sign, with a reason every party reads; the agreement goes back for correction. */
export const declinePlacementBody = z.object({ version, reason });

/** The school (or, with no school, the employer) reminds one party that has not signed. */
export const remindSignerBody = z.object({
  party: z.enum(SIGNER_PARTIES, keyed('placements.signerOneOf', { values: SIGNER_PARTIES.join(', ') })),
});

export const versionParams = z.object({
  id: z.uuid(),
  version: z.coerce.number(keyed('placements.versionNumber')).int(keyed('placements.versionNumber')).min(1, keyed('placements.versionNumber')),
});

/** The PDF of a version (the latest sent one by default), in the reader's language unless `lang` says otherwise. */
export const agreementPdfQuery = z.object({
  version: z.coerce
    .number(keyed('placements.versionNumber'))
    .int(keyed('placements.versionNumber'))
    .min(1, keyed('placements.versionNumber'))
    .optional(),
  lang: z.enum(['en', 'fr']).optional(),
});

/** One required signature of a version, as the parties read it (no IP address or browser: those are in the PDF's audit trail). */
export const signatureSchema = z.object({
  party: z.enum(SIGNER_PARTIES),
  status: z.enum(SIGNATURE_STATUSES),
  /** The signer's name as recorded when they signed or declined; null while pending. */
  name: z.string().nullable(),
  method: z.enum(SIGNATURE_METHODS).nullable(),
  /** When they signed or declined. */
  answeredAt: z.string().nullable(),
  declinedReason: z.string().nullable(),
  /** Reminders sent to this party for this version (at most three; then the school is told). */
  remindersSent: z.number().int(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** One version of the agreement as it went out: its exact text, that text's hash, and its signatures. */
export const placementVersionSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  textHash: z.string(),
  requiredParties: z.array(z.enum(SIGNER_PARTIES)),
  rulePack: z.object({ jurisdiction: z.string(), version: z.number().int() }),
  sentAt: z.string(),
  signedAt: z.string().nullable(),
  /** The public reference (/verify/{reference}) once every required party signed; null before. */
  reference: z.string().nullable(),
  signatures: z.array(signatureSchema),
});
export type PlacementVersion = z.infer<typeof placementVersionSchema>;

export const placementVersionResponse = z.object({ version: placementVersionSchema });
/** Every version sent, newest first (a placement has a handful at most: not paged). */
export const placementVersionsResponse = z.object({ items: z.array(placementVersionSchema) });

// The parent or guardian's pages: no account; the link's token in the address, a code sent separately.

/** The token from the link e-mailed to the guardian (opaque: 43 characters; anything else reads as not found). */
export const guardianLinkParams = z.object({ token: z.string().max(200) });

const code = z
  .string(keyed('placements.codeFormat'))
  .trim()
  .regex(/^\d{3}[\s-]?\d{3}$/, keyed('placements.codeFormat'));
const codeToken = z.string(keyed('placements.codeTokenMissing')).min(1, keyed('placements.codeTokenMissing')).max(200);

/** Where the guardian's link stands: open to sign, or why not. */
export const GUARDIAN_LINK_STATES = ['open', 'signed', 'declined', 'replaced', 'cancelled'] as const;

/** What the guardian reads before signing: the agreement's exact text and whom it concerns. Nothing else of the student. */
export const guardianAgreementResponse = z.object({
  state: z.enum(GUARDIAN_LINK_STATES),
  guardianName: z.string(),
  studentName: z.string(),
  employerName: z.string(),
  jobTitle: z.string(),
  /** The school that runs the placement (and stays responsible for it); null: no school takes part. */
  schoolName: z.string().nullable(),
  version: z.number().int(),
  text: z.string(),
  textHash: z.string(),
  /** Where the code will be sent, masked ("••• 1234", "h•••@example.org"), and how. */
  codeChannel: z.enum(['sms', 'email']),
  codeSentTo: z.string(),
  /** Once every party signed this version: its public reference (the agreement is complete); else null. */
  reference: z.string().nullable(),
});
export type GuardianAgreement = z.infer<typeof guardianAgreementResponse>;

/** A code was sent: the page keeps `codeToken` and sends it back with the code typed. */
export const guardianCodeResponse = z.object({
  codeToken: z.string(),
  codeChannel: z.enum(['sms', 'email']),
  codeSentTo: z.string(),
  expiresAt: z.string(),
});

/** The guardian signs the version they read, proving it is them with the code. */
export const guardianSignBody = z.object({
  codeToken,
  code,
  version,
  textHash,
  name: z.string().trim().min(1, keyed('placements.required')).max(200),
});
/** The guardian declines, with the code and a reason. */
export const guardianDeclineBody = z.object({ codeToken, code, version, reason });

/** After a wrong code: how many tries are left (the error's details carry it too). */
export const guardianResultResponse = z.object({ state: z.enum(GUARDIAN_LINK_STATES) });
