import { betterAuth, type BetterAuthOptions, type User } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { sso } from '@better-auth/sso';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/constants';
import type { Role } from '@common/enums';
import type { AppConfig } from '../config/config';
import { passwordHashingFor } from './password-hashing';
import { CLIENT_ADDRESS_HEADER } from './session';
import type { Db } from '../db/client';
import { accounts, sessions, ssoProviders, users, verifications } from '../db/schema';
import { provisionSchoolStudent, resolveSchoolSignInUser, type SignInLog } from '../features/school-sign-in/student-sign-in';

// Session lengths: docs/product/constants.md (Sessions and inactivity).
const SEVEN_DAYS_SECONDS = 60 * 60 * 24 * 7;
const ONE_DAY_SECONDS = 60 * 60 * 24;
const ONE_HOUR_SECONDS = 60 * 60;

/**
 * The e-mails Better Auth asks for, each with the token its link carries (docs/decisions/022);
 * written by server/features/auth/account-mail.ts. Each answers the same whether it sent anything
 * or not (a limit per address may hold a message back), and never throws.
 */
export interface AuthMail {
  /** A sign-up's or a resend's confirmation link; or, when `user.email` is not the account's address yet, the confirmation of a change to it. */
  sendVerificationEmail(data: { user: User; token: string }): Promise<void>;
  /** Someone tried to sign up with the address of this existing account. */
  onExistingUserSignUp(data: { user: User }): Promise<void>;
  /** A link to choose a new password. */
  sendResetPassword(data: { user: User; token: string }): Promise<void>;
}

/** Better Auth's own tables (the SSO instance adds its providers'). */
const AUTH_TABLES = { user: users, session: sessions, account: accounts, verification: verifications };

/** Scripts and the contract test write no log of school sign-ins. */
const NO_LOG: SignInLog = { info: () => undefined };

/** Scripts and the contract test send no e-mail, but get the same behaviour. */
const NO_MAIL: AuthMail = {
  sendVerificationEmail: async () => undefined,
  onExistingUserSignUp: async () => undefined,
  sendResetPassword: async () => undefined,
};

/** Links in e-mails: a sign-up's confirmation (and a new address's) 24 hours, a password reset 1 hour. */
export const EMAIL_LINK_LIFETIME_SECONDS = { verifyEmail: ONE_DAY_SECONDS, resetPassword: ONE_HOUR_SECONDS } as const;

/**
 * Our roles, declared to the admin plugin (its documented access control), so its typed API takes
 * them. Only admin holds the plugin's permissions (impersonate, ban, create users); 'none' is the
 * role of an account that has not picked one yet.
 */
const ROLE_PERMISSIONS = {
  admin: adminAc,
  student: userAc,
  employer: userAc,
  institution: userAc,
  none: userAc,
} satisfies Record<Role | 'none', typeof adminAc | typeof userAc>;

/**
 * Better Auth does the password hashing, the database sessions, bans and impersonation.
 * Its HTTP handler is not mounted: our own Fastify routes call `auth.api.*`, so every endpoint
 * the server exposes has our zod schema and a row in the authorization matrix (docs/decisions/001).
 * Only its public API is used, at a pinned version (docs/decisions/010).
 */
export function createAuth(db: Db, config: AppConfig, secret: string, mail: AuthMail = NO_MAIL) {
  return betterAuth(authOptions(db, config, secret, mail));
}

/**
 * The same Better Auth (same secret, cookies and sessions) with the SSO plugin, for schools' own
 * sign-in only (server/features/school-sign-in): the plugin decides who a school's student is inside
 * a transaction (its resolveUser), so its adapter runs Better Auth's flows in transactions. The main
 * instance does not: Better Auth hashes a new password inside its sign-up and reset transactions,
 * which on PGlite would hold the one connection for the hash's quarter of a second (decision 045).
 */
export function createSchoolSignInAuth(db: Db, config: AppConfig, secret: string, mail: AuthMail = NO_MAIL, log: SignInLog = NO_LOG) {
  const options = authOptions(db, config, secret, mail);
  return betterAuth({
    ...options,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { ...AUTH_TABLES, ssoProvider: ssoProviders },
      transaction: true,
    }),
    plugins: [
      ...options.plugins,
      // Schools' own identity providers (OpenID Connect), configured by each school through our
      // endpoints (server/features/school-sign-in), never through the plugin's own routes.
      sso({
        // The school vouches for its students' addresses: they need no confirmation link.
        trustEmailVerified: true,
        resolveUser: resolveSchoolSignInUser,
        provisionUser: provisionSchoolStudent(db, log),
        provisionUserOnEveryLogin: true,
        organizationProvisioning: { disabled: true },
        // Our column (the school's id, also its providerId); written by our endpoint, never by the plugin.
        schema: { ssoProvider: { additionalFields: { institutionId: { type: 'string', required: true, input: false } } } },
        // Schools configure their provider through our endpoint only.
        providersLimit: 0,
      }),
    ],
  } satisfies BetterAuthOptions);
}

/** createAuth's options, also read by the browser tests' user factory (server/testing/). */
export function authOptions(db: Db, config: AppConfig, secret: string, mail: AuthMail = NO_MAIL) {
  return {
    appName: 'FirstRung',
    baseURL: config.publicUrl,
    basePath: '/api/identity',
    secret,
    // Schools' identity providers on a private network (SCHOOL_SIGN_IN_PRIVATE_ISSUERS): the SSO
    // plugin calls only public hosts and these (docs/product/school-sign-in.md).
    trustedOrigins: [config.publicUrl, ...config.schoolSignInPrivateIssuers],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: AUTH_TABLES,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No session at sign-up: register answers a new address and a known one alike, and for a
      // known one Better Auth hashes the password too and calls onExistingUserSignUp instead.
      // The confirmation link signs the new user in (docs/decisions/022).
      autoSignIn: false,
      onExistingUserSignUp: (data) => mail.onExistingUserSignUp(data),
      sendResetPassword: ({ user, token }) => mail.sendResetPassword({ user, token }),
      resetPasswordTokenExpiresIn: EMAIL_LINK_LIFETIME_SECONDS.resetPassword,
      // A new password ends every session of the account: a thief's too.
      revokeSessionsOnPasswordReset: true,
      // Better Auth's own scrypt; a cheaper one in the test environment only (docs/decisions/035).
      password: passwordHashingFor(config.env),
    },
    // Unconfirmed accounts may sign in; applying and posting wait for the confirmation (common/api/access.ts).
    emailVerification: {
      sendVerificationEmail: ({ user, token }) => mail.sendVerificationEmail({ user, token }),
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_LINK_LIFETIME_SECONDS.verifyEmail,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        // Better Auth's own routes are not mounted (we call its API): sign-up sets the language the
        // person was using (server/features/auth/auth-service.ts), so the confirmation e-mail is
        // in it; PUT /api/account/language changes it afterwards.
        language: { type: 'string', required: false, input: true },
      },
      // The new address gets the confirmation link (sendVerificationEmail); nothing changes before.
      changeEmail: { enabled: true },
    },
    session: { expiresIn: SEVEN_DAYS_SECONDS, updateAge: ONE_DAY_SECONDS },
    advanced: {
      cookiePrefix: 'firstrung',
      // Cookies are Secure when the public address is HTTPS; always httpOnly and SameSite=Lax.
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The client address as Fastify resolved it with TRUST_PROXY hops (toWebHeaders sets this
      // header from request.ip, over anything a client sent), never X-Forwarded-For's first entry.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed passwords are expected in tests; our own log records what matters.
    logger: { disabled: config.env === 'test' },
    plugins: [
      admin({
        // 'none' until the user picks a role on /role-selection; the API shows it as null.
        defaultRole: 'none',
        roles: ROLE_PERMISSIONS,
        adminRoles: ['admin'],
        impersonationSessionDuration: ONE_HOUR_SECONDS,
        bannedUserMessage: 'This account is suspended. Please contact support.',
      }),
    ],
  } satisfies BetterAuthOptions;
}

export type Auth = ReturnType<typeof createAuth>;
export type SchoolSignInAuth = ReturnType<typeof createSchoolSignInAuth>;
