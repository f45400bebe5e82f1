import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import type { ChangeEmailBody, ChangePasswordBody } from '@common/contracts/auth';
import { toWebHeaders, type RequestAuth } from '../../auth/session';
import { invalidField } from '../../errors/app-error';
import { confirmPassword } from '../auth/confirm-password';
import { forgetResetLinks } from '../auth/email-links';
import { assertAcceptablePassword } from '../auth/password-rules';
import { beginPasswordAttempt } from '../auth/sign-in-limiter';

// Your password and e-mail address (docs/product/accounts.md#your-password-and-e-mail-address),
// through Better Auth's changePassword and changeEmail.

/**
 * The current password (a wrong one: 400 on `currentPassword`, slowed like sign-in guesses) and a
 * new one under the sign-up rules, not the current one again (400 on `newPassword`). Every session
 * of the account ends but this one, which Better Auth replaces: the returned headers carry its new cookie.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: RequestAuth,
  body: ChangePasswordBody,
): Promise<Headers> {
  // The same password again would end every other session and change nothing else (docs/product/accounts.md).
  if (body.newPassword === body.currentPassword) throw invalidField('newPassword', 'account.samePassword');
  assertAcceptablePassword(body.newPassword, auth.user, 'newPassword');
  const attempt = await beginPasswordAttempt(app.deps.db, request, reply, auth.user.email);
  let headers: Headers;
  try {
    ({ headers } = await app.deps.auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers: toWebHeaders(request),
      returnHeaders: true,
    }));
  } catch (error) {
    if (error instanceof APIError && (error.body as { code?: unknown } | undefined)?.code === 'INVALID_PASSWORD') {
      throw invalidField('currentPassword', 'account.wrongPassword');
    }
    throw error;
  }
  await attempt.succeeded();
  await forgetResetLinks(app.deps.db, auth.user.id);
  await app.deps.accountMail.passwordChanged(auth.user);
  return headers;
}

/**
 * With the password (400 on `password` when wrong): the new address gets a confirmation link and
 * nothing changes until it is opened. A confirmed old address gets a notice; one never confirmed
 * may not be the user's at all (a typing mistake), so it gets nothing. Better Auth sends nothing
 * to a new address that already has an account, and the answer is the same.
 */
export async function changeOwnEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: RequestAuth,
  body: ChangeEmailBody,
): Promise<void> {
  await confirmPassword(app, request, reply, auth, body.password);
  if (body.newEmail === auth.user.email) throw invalidField('newEmail', 'account.sameEmail');
  await app.deps.auth.api.changeEmail({ body: { newEmail: body.newEmail }, headers: toWebHeaders(request) });
  if (auth.user.emailVerified) await app.deps.accountMail.emailChangeNotice(auth.user, body.newEmail);
}
