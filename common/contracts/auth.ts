import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES, SELF_SERVICE_ROLES } from '../enums';

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);

export const registerBody = z.object({
  email: emailSchema,
  // The server also refuses the most common passwords and the user's own name or e-mail.
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH),
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Closing something for good asks for the current password again (docs/product/accounts.md#closing-an-account). */
export const confirmPasswordBody = z.object({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBody>;

/** The current user, as GET /api/auth/user returns it (docs/product/accounts.md#the-current-user). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  hasProfile: z.boolean(),
  impersonating: z.boolean(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What sign-up, sign-in and the role choice answer: the user as they are now signed in. */
export const userResponse = z.object({ user: currentUserSchema });
export type UserResponse = z.infer<typeof userResponse>;

/** The role choice: admin is never self-chosen (docs/product/accounts.md#roles). */
export const setupRoleBody = z.object({ role: z.enum(SELF_SERVICE_ROLES) });
export type SetupRoleBody = z.infer<typeof setupRoleBody>;

export const okResponse = z.object({ ok: z.literal(true) });
