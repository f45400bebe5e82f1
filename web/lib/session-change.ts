// A change of who is signed in (signing in or out, an admin starting or ending a view as someone)
// and the requests around it. The cache forgets the previous person's answers when the change
// succeeds (refreshAfterChange); this keeps their requests from reaching the server across it.
// Without it, a card that mounted while "Return to Admin Account" was on its way asked for the
// student's saved searches with a session that had just ended: a 401 in the console.

let pending: Promise<unknown> | null = null;
/** Counts the changes that succeeded: a request knows whether one happened while it waited. */
let changes = 0;

/** Runs a change of who is signed in, marking it as under way until it ends. */
export function changeSession<T>(change: () => Promise<T>): Promise<T> {
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
