import { authEndpoints } from '@common/endpoints/auth';
import { callApi } from '@web/lib/api-client';
import { LOGOUT_URL } from './nav-links';

/**
 * Ends the session with POST /api/logout (a change, which another site cannot send: docs/decisions/019),
 * then loads the landing page afresh so no signed-in data stays in memory. Should the call fail,
 * the logout navigation does the same (the server accepts it from the app's own pages).
 */
export async function signOut(): Promise<void> {
  try {
    await callApi(authEndpoints.signOut);
    window.location.assign('/');
  } catch {
    window.location.assign(LOGOUT_URL);
  }
}
