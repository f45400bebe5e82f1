import { isLanguage } from '@common/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { impersonationRefusal } from '@common/admin-rules';
import type { CurrentUser } from '@common/contracts/auth';
import { toRole, toWebHeaders, type RequestAuth, type SessionUser } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors/app-error';
import { buildCurrentUser, hasProfileForRole } from '../auth/current-user';
import { recordAudit } from './audit-log';

// Viewing as a user (docs/product/admin.md), through Better Auth's admin plugin. The plugin keeps
// the admin's own session in a signed cookie and gives the browser a one-hour session of the
// target, marked impersonatedBy. Every start and stop is written to the audit log.

async function loadSessionUser(db: DbOrTx, userId: string): Promise<(SessionUser & { banned: boolean }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      image: users.image,
      language: users.language,
      createdAt: users.createdAt,
      banned: users.banned,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row
    ? { ...row, role: toRole(row.role), language: isLanguage(row.language) ? row.language : null, createdAt: new Date(row.createdAt) }
    : null;
}

/**
 * Who may be viewed: the one rule the Users tab's button follows too (impersonationRefusal in
 * common/admin-rules.ts), applied to a fresh read of the user and of the profile of their role.
 */
async function assertCanImpersonate(db: DbOrTx, admin: RequestAuth, targetUserId: string) {
  if (targetUserId === admin.user.id) throw new AppError('BAD_REQUEST', 'admin.cannotImpersonateSelf');
  const target = await loadSessionUser(db, targetUserId);
  if (!target) throw notFound('user');
  const hasProfile = await hasProfileForRole(db, target.id, target.role);
  const refusal = impersonationRefusal(
    { id: target.id, role: target.role, hasProfile, accountStatus: target.banned ? 'suspended' : 'active' },
    admin.user.id,
  );
  switch (refusal) {
    case 'self':
      throw new AppError('BAD_REQUEST', 'admin.cannotImpersonateSelf');
    case 'admin':
      throw forbidden('admin.cannotImpersonateAdmin');
    case 'suspended':
      throw new AppError('CONFLICT', 'admin.impersonateSuspended');
    case 'noProfile':
      throw new AppError('CONFLICT', 'admin.impersonateNoProfile');
    case null:
      return target;
  }
}

export async function startImpersonation(app: FastifyInstance, request: FastifyRequest, admin: RequestAuth, targetUserId: string) {
  const { db, auth } = app.deps;
  const target = await assertCanImpersonate(db, admin, targetUserId);
  const { headers, response } = await auth.api.impersonateUser({
    body: { userId: target.id },
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  try {
    await recordAudit(db, request, {
      action: 'impersonation.start',
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: target.id, email: target.email },
    });
  } catch (error) {
    // No impersonation without its audit row: end the session just made.
    await db.delete(sessions).where(eq(sessions.token, response.session.token));
    throw error;
  }
  const user: CurrentUser = await buildCurrentUser(db, { user: target, sessionId: response.session.id, impersonatedBy: admin.user.id });
  return { headers, user };
}

/** A 401 for a session that can no longer return to its admin (expired, signed out, deleted). */
function isLostAdminSession(error: unknown): boolean {
  return error instanceof APIError && (error.statusCode === 401 || error.statusCode === 500);
}

export async function stopImpersonation(app: FastifyInstance, request: FastifyRequest, session: RequestAuth) {
  const { db, auth } = app.deps;
  if (!session.impersonatedBy) throw new AppError('BAD_REQUEST', 'admin.notImpersonating');
  const admin = await loadSessionUser(db, session.impersonatedBy);
  let headers: Headers;
  try {
    if (!admin) throw unauthenticated();
    ({ headers } = await auth.api.stopImpersonating({ headers: toWebHeaders(request), returnHeaders: true }));
  } catch (error) {
    if (!(error instanceof AppError) && !isLostAdminSession(error)) throw error;
    // The admin's own session is gone: end the impersonation too; the browser asks to sign in again.
    const signedOut = await auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
    return { expired: true as const, headers: signedOut.headers };
  }
  await recordAudit(db, request, {
    action: 'impersonation.stop',
    actor: { id: admin.id, email: admin.email },
    target: { id: session.user.id, email: session.user.email },
  });
  const user = await buildCurrentUser(db, { user: admin, sessionId: '', impersonatedBy: null });
  return { expired: false as const, headers, user };
}
