import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { and, eq, like } from 'drizzle-orm';
import type { ResetPasswordBody, VerifyEmailOutcome } from '@common/contracts/auth';
import { cookieHeaderAfter, toSessionUser, toWebHeaders, withoutSession, type RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { passwordMatches } from '../../auth/password-hashing';
import { AppError, invalidField } from '../../errors/app-error';
import { en } from '../../errors/messages/en';
import { assertAcceptablePassword } from './password-rules';

// The links FirstRung mails (docs/decisions/022): a confirmation link (a sign-up's, or a new
// address's) and a password reset link. Each opens one of our pages, which posts its token here.

/** The English of the refusals, which the tests compare. */
export const LINK_EXPIRED_MESSAGE = en['auth.linkExpired'];
export const LINK_INVALID_MESSAGE = en['auth.linkUsed'];

/** Better Auth's refusal of a token (401 with TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND, …) as our 400. */
function linkRefusal(error: APIError): AppError {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return code === 'TOKEN_EXPIRED' ? new AppError('LINK_EXPIRED', 'auth.linkExpired') : new AppError('LINK_INVALID', 'auth.linkUsed');
}

/**
 * Opening a link proves the address is the user's. Better Auth marks a sign-up's address itself;
 * a confirmed change of address keeps the account's old mark, so an account that never confirmed
 * its first address (a mistyped one, say) is marked here (docs/decisions/022).
 */
async function markEmailVerified(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/** Who the browser is signed in as after Better Auth's Set-Cookie headers, or null. */
async function signedInAfter(app: FastifyInstance, request: FastifyRequest, headers: Headers): Promise<RequestAuth | null> {
  const cookie = cookieHeaderAfter(request.headers.cookie, headers);
  if (!cookie) return null;
  const session = await app.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return null;
  return { user: toSessionUser(session.user), sessionId: session.session.id, impersonatedBy: session.session.impersonatedBy ?? null };
}

const setsSessionCookie = (headers: Headers) => headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));

/**
 * A confirmation link's token. A sign-up's (or a resend's) confirms the address and signs the
 * user in: `verified`. Opened again: `already_verified`, nothing else happens (the link no longer
 * signs anyone in). A change of address's makes the new address the account's: `email_changed`.
 * Expired (24 hours): 400 LINK_EXPIRED; anything else wrong: 400 LINK_INVALID.
 *
 * Opened in a browser signed in as another account, the link confirms its address but signs
 * nobody in: `verified_kept_session`. Otherwise a link mailed to an attacker's own account, opened
 * by someone signed in (sent to them, or opened on a shared computer), would switch their browser
 * to the attacker's account without a word, and what they then typed would be the attacker's to
 * read (login CSRF). Better Auth signs the link's user in whenever the current session is another
 * account's, so the session it made is ended here and its cookie never sent.
 */
export async function confirmEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<{ outcome: VerifyEmailOutcome; headers: Headers; auth: RequestAuth | null }> {
  let result: { headers: Headers; response: { user?: { id: string } | null } };
  try {
    result = (await app.deps.auth.api.verifyEmail({ query: { token }, headers: toWebHeaders(request), returnHeaders: true })) as typeof result;
  } catch (error) {
    // The new address got an account of its own since the change was asked for.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.emailTaken');
    if (error instanceof APIError && error.statusCode < 500) throw linkRefusal(error);
    throw error;
  }
  const { headers, response } = result;
  let outcome: VerifyEmailOutcome;
  if (response.user) {
    // Only a change of address answers with the user (server/auth/better-auth-contract.test.ts).
    await markEmailVerified(app.deps.db, response.user.id);
    outcome = 'email_changed';
  } else {
    outcome = setsSessionCookie(headers) ? 'verified' : 'already_verified';
  }
  const after = await signedInAfter(app, request, headers);
  const current = request.auth;
  if (current && after && after.user.id !== current.user.id) {
    await app.deps.db.delete(sessions).where(eq(sessions.id, after.sessionId));
    return { outcome: 'verified_kept_session', headers: new Headers(), auth: current };
  }
  return { outcome, headers, auth: after };
}

/**
 * Better Auth keeps a reset link's token as the verification `reset-password:<token>` whose value
 * is the user's id (pinned by server/auth/better-auth-contract.test.ts). Read here to tell an
 * expired link from a used one, and to check the new password against the owner's name and address
 * before anything changes.
 */
const resetIdentifier = (token: string) => `reset-password:${token}`;

async function findResetLinkOwner(db: DbOrTx, token: string) {
  const [link] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, resetIdentifier(token)))
    .limit(1);
  if (!link) throw new AppError('LINK_INVALID', 'auth.linkUsed');
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED', 'auth.linkExpired');
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, link.userId));
  if (!owner) throw new AppError('LINK_INVALID', 'auth.linkUsed');
  return owner;
}

/** Whether the account's stored password (Better Auth's credential account) is this one. */
async function isCurrentPassword(app: FastifyInstance, userId: string, password: string): Promise<boolean> {
  const [credential] = await app.deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return credential?.password ? passwordMatches(app.deps.config.env, credential.password, password) : false;
}

/** Every reset link of the user still unused: a new password makes them pointless, and risky. */
export async function forgetResetLinks(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}

/** The same answer whether the address has an account or not; an account's owner gets a link valid 1 hour. */
export async function requestPasswordReset(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  await app.deps.auth.api.requestPasswordReset({ body: { email }, headers: withoutSession(request) });
}

/**
 * A reset link's new password: the sign-up rules (400 on `password`), then the change, which uses
 * the link up and ends every session of the account. The link proves the address, so an account
 * that had not confirmed it yet has now. The owner gets a notice.
 */
export async function resetPasswordWithLink(app: FastifyInstance, request: FastifyRequest, body: ResetPasswordBody): Promise<void> {
  const { db } = app.deps;
  const owner = await findResetLinkOwner(db, body.token);
  assertAcceptablePassword(body.password, owner);
  // The password the account already has is no new one (docs/product/accounts.md#forgotten-password);
  // only the link's holder, who could set any password, learns that it was.
  if (await isCurrentPassword(app, owner.id, body.password)) throw invalidField('password', 'account.samePassword');
  try {
    await app.deps.auth.api.resetPassword({ body: { newPassword: body.password, token: body.token }, headers: withoutSession(request) });
  } catch (error) {
    // Used by a request that came in at the same moment.
    if (error instanceof APIError && error.statusCode === 400) throw new AppError('LINK_INVALID', 'auth.linkUsed');
    throw error;
  }
  await markEmailVerified(db, owner.id);
  await forgetResetLinks(db, owner.id);
  await app.deps.accountMail.passwordChanged(owner);
}
