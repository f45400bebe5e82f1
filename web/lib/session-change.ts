// A change of who is signed in (signing in or out, an admin starting or ending a view as someone)
// and the requests around it: the ones already sent finish first, and the ones that start during
// it wait, and are dropped if it went through. The cache forgets the previous person's answers
// when the change succeeds (refreshAfterChange); this keeps their requests from reaching the
// server across it. Without it, a card that mounted while "Return to Admin Account" was on its
// way asked for the student's saved searches with a session that had just ended: a 401.

import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<unknown> | null = null;
/** Counts the changes that succeeded: a request knows whether one happened while it waited. */
let changes = 0;

/** The longest a change of who is signed in waits for the requests already on their way. */
export const SESSION_CHANGE_WAIT_MS = 5_000;

/**
 * Resolves once no query is fetching (or after SESSION_CHANGE_WAIT_MS). A change of who is signed
 * in waits for it (changeSession): a request still on its way with the old session, answered
 * after the session changed, is refused (a 401 in the console) or answers for the wrong person.
 */
export function whenQueriesSettle(client: QueryClient, maxWaitMs = SESSION_CHANGE_WAIT_MS): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

/**
 * Runs a change of who is signed in (useApiMutation, for the endpoints that change 'session'):
 * after the requests already sent, and marked as under way until it ends.
 */
export async function changeSession<T>(client: QueryClient, change: () => Promise<T>): Promise<T> {
  await whenQueriesSettle(client);
  const run = change().then((result) => {
    changes += 1;
    return result;
  });
  pending = run;
  const clear = () => {
    if (pending === run) pending = null;
  };
  run.then(clear, clear);
  return run;
}

/**
 * Waits out a change of who is signed in that is under way. True if the request may go: no
 * change, or one that failed. False if the session changed meanwhile: the request was for the
 * previous person, whose answers the cache has dropped.
 */
export async function mayRequestAfterSessionChange(): Promise<boolean> {
  const before = changes;
  if (pending) await pending.catch(() => undefined);
  return changes === before;
}

/** Whether a change of who is signed in is under way (for tests). */
export const sessionChangeUnderWay = () => pending !== null;
