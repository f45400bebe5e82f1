import { z } from 'zod';
import { GUARDIAN_CONSENT_STATUSES, ONE_TIME_CODE_CHANNELS } from '../enums';
import { keyed } from '../messages';

// Consent at sign-up (docs/product/accounts.md#consent-at-sign-up): the terms and the privacy
// notice every account accepts, and a parent's or guardian's consent for a student under the age
// of digital consent of their province, given by a link plus a separate code.

const required = (max: number) =>
  z.string(keyed('consent.required')).trim().min(1, keyed('consent.required')).max(max, keyed('consent.tooLong', { max }));

const email = z
  .string(keyed('fields.emailInvalid'))
  .trim()
  .max(254, keyed('consent.tooLong', { max: 254 }))
  .refine((value) => z.email().safeParse(value).success, keyed('fields.emailInvalid'))
  .transform((value) => value.toLowerCase());

const phone = required(40).refine((value) => /^[0-9+()\-.\s]*$/.test(value) && /\d/.test(value), keyed('profiles.phoneInvalid'));

/** The student names the parent or guardian who will consent: the link goes to the e-mail, the code by SMS to the phone. */
export const guardianConsentRequestBody = z.object({ name: required(200), email, phone });
export type GuardianConsentRequestBody = z.infer<typeof guardianConsentRequestBody>;

/**
 * Where a student stands: `birth_date_needed` (no date of birth on the profile: the age is
 * unknown, so they give it before their first application), `not_needed` (of the age of digital
 * consent), `needed` (nobody named yet, or the last one refused), `pending` (the link is out),
 * `consented`. `consentAge` is the pack's; `guardian` the last one named.
 */
export const GUARDIAN_CONSENT_STATES = ['birth_date_needed', 'not_needed', 'needed', 'pending', 'consented'] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];

export const guardianConsentStatusResponse = z.object({
  state: z.enum(GUARDIAN_CONSENT_STATES),
  /** The student's age today, or null without a date of birth on the profile. */
  age: z.number().int().nullable(),
  consentAge: z.number().int(),
  /** The jurisdiction of the rule pack used (the profile's region, else "default"). */
  jurisdiction: z.string(),
  guardian: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      status: z.enum(GUARDIAN_CONSENT_STATUSES),
      requestedAt: z.string(),
      answeredAt: z.string().nullable(),
    })
    .nullable(),
});
export type GuardianConsentStatus = z.infer<typeof guardianConsentStatusResponse>;

// The parent's or guardian's page: no account; the token of the e-mailed link in the address.

/** The token of the link e-mailed to the guardian (opaque: 43 characters; anything else reads as not found). */
export const guardianConsentLinkParams = z.object({ token: z.string().max(200) });

/** Where the guardian's link stands: open to answer, answered, or replaced by a newer request. */
export const GUARDIAN_CONSENT_LINK_STATES = ['open', 'consented', 'refused', 'replaced'] as const;
export type GuardianConsentLinkState = (typeof GUARDIAN_CONSENT_LINK_STATES)[number];

/** What the guardian reads: whom it is about (the student's name only) and where the code will go (masked). */
export const guardianConsentLinkResponse = z.object({
  state: z.enum(GUARDIAN_CONSENT_LINK_STATES),
  guardianName: z.string(),
  studentName: z.string(),
  codeChannel: z.enum(ONE_TIME_CODE_CHANNELS),
  codeSentTo: z.string(),
});
export type GuardianConsentLink = z.infer<typeof guardianConsentLinkResponse>;

/** A code was sent: the page keeps `codeToken` and sends it back with the code typed. */
export const guardianConsentCodeResponse = z.object({
  codeToken: z.string(),
  codeChannel: z.enum(ONE_TIME_CODE_CHANNELS),
  codeSentTo: z.string(),
  expiresAt: z.string(),
});
export type GuardianConsentCode = z.infer<typeof guardianConsentCodeResponse>;

export const GUARDIAN_CONSENT_DECISIONS = ['consent', 'refuse'] as const;

/** The guardian's answer, proved with the code. */
export const guardianConsentAnswerBody = z.object({
  codeToken: z.string(keyed('consent.codeTokenMissing')).min(1, keyed('consent.codeTokenMissing')).max(200),
  code: z
    .string(keyed('consent.codeFormat'))
    .trim()
    .regex(/^\d{3}[\s-]?\d{3}$/, keyed('consent.codeFormat')),
  decision: z.enum(GUARDIAN_CONSENT_DECISIONS, keyed('consent.decisionOneOf')),
});
export type GuardianConsentAnswerBody = z.infer<typeof guardianConsentAnswerBody>;

export const guardianConsentAnswerResponse = z.object({ state: z.enum(GUARDIAN_CONSENT_LINK_STATES) });

// The terms of use and the privacy notice accepted again after sign-up: an account from before
// the record, or every account once a version changes (docs/product/accounts.md#consent-at-sign-up).
// Whether the signed-in user has accepted the current versions is the current user's
// `termsAccepted` (GET /api/auth/user), so no page asks for it separately.

/** The versions the dialog showed: anything but the current ones is refused, so nobody accepts a text they did not see. */
export const termsAcceptanceBody = z.object({
  termsVersion: z.string(keyed('consent.required')).max(40),
  privacyVersion: z.string(keyed('consent.required')).max(40),
});
export type TermsAcceptanceBody = z.infer<typeof termsAcceptanceBody>;

/** The versions accepted and when (the first acceptance, if they were accepted before). */
export const termsAcceptanceResponse = z.object({ termsVersion: z.string(), privacyVersion: z.string(), acceptedAt: z.string() });
export type TermsAcceptance = z.infer<typeof termsAcceptanceResponse>;
