import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES, SELF_SERVICE_ROLES } from '../enums';
import { LANGUAGES } from '../languages';
import { keyed } from '../messages';

export const emailSchema = z.string().trim().toLowerCase().email(keyed('fields.emailInvalid')).max(254);

/**
 * A new password (sign-up, reset, change): its length. The server also refuses the most common
 * passwords and the user's own name or e-mail (docs/product/accounts.md#passwords).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, keyed('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH);

export const registerBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1, keyed('auth.firstNameRequired')).max(80),
  lastName: z.string().trim().min(1, keyed('auth.lastNameRequired')).max(80),
  /** The terms of use and the privacy notice, accepted (their current versions are recorded: docs/product/accounts.md#consent-at-sign-up). */
  acceptTerms: z.literal(true, keyed('auth.acceptTermsRequired')),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, keyed('auth.passwordRequired')).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Closing the account (suspending or deleting it) asks for the current password again (docs/product/accounts.md#closing-an-account). */
export const confirmPasswordBody = z.object({
  password: z.string().min(1, keyed('auth.enterPassword')).max(PASSWORD_MAX_LENGTH),
});
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBody>;

/**
 * What register, "send the link again" and "forgot password" answer, whatever the address: the
 * same status and body for an address with an account and one without (docs/decisions/022).
 */
export const checkYourEmailResponse = z.object({ status: z.literal('check_your_email') });
export type CheckYourEmailResponse = z.infer<typeof checkYourEmailResponse>;

/** Signed in: the link goes to your own address (the body is ignored); a visitor names the address. */
export const resendVerificationBody = z.object({ email: emailSchema.optional() });
export type ResendVerificationBody = z.infer<typeof resendVerificationBody>;

/** The token from a link in an e-mail (/verify-email?token=, /reset-password?token=). */
const linkToken = z.string().trim().min(1, keyed('auth.linkIncomplete')).max(4096);

export const verifyEmailBody = z.object({ token: linkToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/**
 * What opening a confirmation link did: `verified` (the address is confirmed and you are signed
 * in), `already_verified` (it was confirmed before; nothing changed), `email_changed` (the account
 * now has the new address), `verified_kept_session` (the address is confirmed, but the browser was
 * signed in as another account and stays so: a link never switches accounts). `user`: who is
 * signed in now, or null.
 */
export const VERIFY_EMAIL_OUTCOMES = ['verified', 'already_verified', 'email_changed', 'verified_kept_session'] as const;
export type VerifyEmailOutcome = (typeof VERIFY_EMAIL_OUTCOMES)[number];

/** One e-mail address: "forgot password", and the form that asks for a new confirmation link. */
export const emailAddressBody = z.object({ email: emailSchema });
export const forgotPasswordBody = emailAddressBody;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ token: linkToken, password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Changing your password asks for the current one; every other session ends. */
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, keyed('auth.enterCurrentPassword')).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Changing your e-mail address asks for your password; the new address confirms by a link. */
export const changeEmailBody = z.object({
  newEmail: emailSchema,
  password: z.string().min(1, keyed('auth.enterPassword')).max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** The current user, as GET /api/auth/user returns it (docs/product/accounts.md#the-current-user). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** False until the address is confirmed by the link mailed at sign-up (docs/decisions/022). */
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  profileImageUrl: z.string().nullable(),
  /** The language chosen on the account, null until one is chosen (docs/decisions/026). */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
  hasProfile: z.boolean(),
  /**
   * Whether the account has accepted the current terms of use and privacy notice (TERMS_VERSION,
   * PRIVACY_VERSION); false for an account from before the record or after a version changed, which
   * the app then asks once (docs/product/accounts.md#consent-at-sign-up).
   */
  termsAccepted: z.boolean(),
  impersonating: z.boolean(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What sign-in and the role choice answer: the user as they are now signed in. */
export const userResponse = z.object({ user: currentUserSchema });
export type UserResponse = z.infer<typeof userResponse>;

export const verifyEmailResponse = z.object({ outcome: z.enum(VERIFY_EMAIL_OUTCOMES), user: currentUserSchema.nullable() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

/** The role choice: admin is never self-chosen (docs/product/accounts.md#roles). */
export const setupRoleBody = z.object({ role: z.enum(SELF_SERVICE_ROLES) });
export type SetupRoleBody = z.infer<typeof setupRoleBody>;

export const okResponse = z.object({ ok: z.literal(true) });
