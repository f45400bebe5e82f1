import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@common/contracts/auth';
import type { SelfServiceRole } from '@common/enums';
import { toSessionUser, toWebHeaders, type AuthLibraryUser, type RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertAcceptablePassword } from './password-rules';
import { beginPasswordAttempt } from './sign-in-limiter';

function toRequestAuth(user: AuthLibraryUser, sessionId: string): RequestAuth {
  return { user: toSessionUser(user), sessionId, impersonatedBy: null };
}

const ALREADY_EXISTS_MESSAGE = 'An account with this e-mail already exists. Try signing in.';

async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function createAccount(app: FastifyInstance, request: FastifyRequest, body: RegisterBody) {
  assertAcceptablePassword(body.password, body);
  if (await emailHasAccount(app.deps.db, body.email)) {
    // The same password hashing a new account costs, so the answer's timing does not tell
    // (docs/security.md: no answer reveals whether an e-mail is known).
    await hashPassword(body.password);
    throw new AppError('ALREADY_EXISTS', ALREADY_EXISTS_MESSAGE);
  }
  try {
    const { headers, response } = await app.deps.auth.api.signUpEmail({
      body: {
        email: body.email,
        password: body.password,
        name: `${body.firstName} ${body.lastName}`,
        firstName: body.firstName,
        lastName: body.lastName,
      },
      headers: toWebHeaders(request),
      returnHeaders: true,
    });
    const user = response.user as AuthLibraryUser;
    return { headers, auth: toRequestAuth(user, response.token ?? '') };
  } catch (error) {
    if (error instanceof APIError && (error.status === 'UNPROCESSABLE_ENTITY' || error.statusCode === 422 || /exist/i.test(error.message))) {
      throw new AppError('ALREADY_EXISTS', ALREADY_EXISTS_MESSAGE);
    }
    throw error;
  }
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
        throw new AppError('ACCOUNT_SUSPENDED', 'This account is suspended. Please contact support.');
      }
      if (error.statusCode === 401) {
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect e-mail or password.');
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
  if (updated.length === 0) throw new AppError('CONFLICT', 'Your role is already set and cannot be changed here.');
}
