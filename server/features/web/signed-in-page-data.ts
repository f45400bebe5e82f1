import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUserSchema } from '@common/contracts/auth';
import type { PageDataEntry } from '@common/contracts/seo';
import { authEndpoints } from '@common/endpoints/auth';
import { readRequestAuth } from '../../auth/session';
import { buildCurrentUser } from '../auth/current-user';
import { rememberTimeZone } from '../auth/remember-time-zone';

/**
 * What a signed-in user's page arrives with: who is signed in, as `GET /api/auth/user` answers
 * (same function). Without it the browser asked for it after its code had run, and only then
 * fetched the page's own code and data: a round trip more before anything of the page showed on a
 * slow phone (docs/benchmarks.md, "Signed-in pages on a phone"). A session that ended sends
 * nothing: the browser asks, gets 401, and shows the visitor's page.
 */
export async function signedInPageData(app: FastifyInstance, request: FastifyRequest): Promise<PageDataEntry[]> {
  const auth = await readRequestAuth(app, request);
  if (!auth) return [];
  await rememberTimeZone(app.deps.db, auth, request);
  const user = await buildCurrentUser(app.deps.db, auth);
  return [{ key: [authEndpoints.currentUser.path, {}, {}], data: z.encode(currentUserSchema, user) }];
}
