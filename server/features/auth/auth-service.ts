import { requestLanguage } from '../../http/request-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@common/contracts/auth';
import type { SelfServiceRole } from '@common/enums';
import { toSessionUser, toWebHeaders, withoutSession, type AuthLibraryUser, type RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { recordTermsAccepted } from '../consent/terms-consent';
import { assertAcceptablePassword } from './password-rules';
import { beginPasswordAttempt } from './sign-in-limiter';
import { personName } from '@common/text';

function toRequestAuth(user: AuthLibraryUser, sessionId: string): RequestAuth {
  return { user: toSessionUser(user), sessionId, impersonatedBy: null };
}

/**
 * Sign-up (docs/decisions/022): the answer is the same whether the address is new or has an
 * account, and no session is made in either case. Better Auth does the same work for both: it
 * hashes the password, then creates the account and mails the confirmation link, or mails the
 * owner of the known address instead (AuthMail.onExistingUserSignUp).
 */
export async function createAccount(app: FastifyInstance, request: FastifyRequest, body: RegisterBody): Promise<void> {
  assertAcceptablePassword(body.password, body);
  try {
    const { user } = await app.deps.auth.api.signUpEmail({
      body: {
        email: body.email,
        password: body.password,
        name: personName(body),
        firstName: body.firstName,
        lastName: body.lastName,
        // The language the person signs up in: the confirmation e-mail and the account follow it.
        language: requestLanguage(request),
      },
      headers: toWebHeaders(request),
    });
    // The terms and the privacy notice the form required (registerBody.acceptTerms), at their
    // current versions; nothing for a known address, whose answer carries a made-up id.
    await recordTermsAccepted(app.deps.db, user.id, request.ip);
  } catch (error) {
    // Two sign-ups of one new address at once: the second finds it taken as it writes (422). The
    // first one's owner has the confirmation link; the answer stays the same.
    if (error instanceof APIError && error.statusCode === 422) return;
    throw error;
  }
}

/**
 * The confirmation link again, to an address with an unconfirmed account; nothing for any other,
 * after the same wait (Better Auth answers a visitor's request no sooner than 500 ms either way,
 * so the timing does not tell). Asked without the session, so it always takes that path.
 */
export async function resendConfirmation(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  await app.deps.auth.api.sendVerificationEmail({ body: { email }, headers: withoutSession(request) });
}

export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
  // Counted before the password is checked (docs/decisions/018); 429 with Retry-After when too many.
  const attempt = await beginPasswordAttempt(app.deps.db, request, reply, body.email);
  try {
    const { headers, response } = await app.deps.auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      headers: toWebHeaders(request),
      returnHeaders: true,
    });
    await attempt.succeeded();
    return { headers, auth: toRequestAuth(response.user as AuthLibraryUser, response.token) };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.statusCode === 403) {
        throw new AppError('ACCOUNT_SUSPENDED', 'auth.suspended');
      }
      if (error.statusCode === 401) {
        throw new AppError('INVALID_CREDENTIALS', 'auth.incorrectCredentials');
      }
    }
    throw error;
  }
}

/** A user picks their role once; admin is never self-assigned (the body schema excludes it). */
export async function setOwnRole(db: Db, userId: string, role: SelfServiceRole): Promise<void> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, 'none')))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('CONFLICT', 'auth.roleAlreadySet');
}
