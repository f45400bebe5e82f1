import { authEndpoints } from '@common/endpoints/auth';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { changeSession } from '@web/lib/session-change';
import { LOGOUT_URL } from './nav-links';

/**
 * Ends the session with POST /api/logout (a change, which another site cannot send: docs/decisions/019),
 * then loads the landing page afresh so no signed-in data stays in memory. It is a change of who is
 * signed in like any other (changeSession): the page's requests already on their way finish first, and
 * those that start meanwhile are not sent, so none reaches the server after the session has ended (a 401).
 * Should the call fail, the logout navigation does the same (the server accepts it from the app's own pages).
 */
export async function signOut(): Promise<void> {
  try {
    await changeSession(queryClient, () => callApi(authEndpoints.signOut));
    window.location.assign('/');
  } catch {
    window.location.assign(LOGOUT_URL);
  }
}
