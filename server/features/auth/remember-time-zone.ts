import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { requestTimeZone } from '../../http/request-time-zone';

/**
 * Saves the browser's time zone on the account (docs/product/messages.md#quiet-hours-the-bell-and-e-mail)
 * when the app asks who is signed in: the browser already sends its zone in a cookie
 * (docs/decisions/034), so no request of its own is needed. Written only when it changed; never while
 * an admin views as someone (their browser's zone is not the user's).
 */
export async function rememberTimeZone(db: DbOrTx, auth: RequestAuth, request: FastifyRequest): Promise<void> {
  if (auth.impersonatedBy) return;
  const zone = requestTimeZone(request);
  if (!zone) return;
  await db
    .update(users)
    .set({ timeZone: zone })
    .where(and(eq(users.id, auth.user.id), ne(users.timeZone, zone)));
}
