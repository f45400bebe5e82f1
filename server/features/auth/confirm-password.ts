import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { toWebHeaders, type RequestAuth } from '../../auth/session';
import { invalidField } from '../../errors/app-error';
import { en } from '../../errors/messages/en';
import { beginPasswordAttempt } from './sign-in-limiter';

/** The English of the refusal, which the tests compare. */
export const WRONG_PASSWORD_MESSAGE = en['account.wrongPassword'];

/**
 * Asks for the signed-in user's password again before closing the account (deleting or
 * suspending it): a session left open on a shared computer is not enough. Wrong: 400 on `password`.
 * Guesses are slowed exactly like sign-in guesses (sign-in-limiter.ts).
 */
export async function confirmPassword(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, auth: RequestAuth, password: string) {
  const attempt = await beginPasswordAttempt(app.deps.db, request, reply, auth.user.email);
  try {
    await app.deps.auth.api.verifyPassword({ body: { password }, headers: toWebHeaders(request) });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) throw invalidField('password', 'account.wrongPassword');
    throw error;
  }
  await attempt.succeeded();
}
