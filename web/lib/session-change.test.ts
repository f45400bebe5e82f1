import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { changeSession, mayRequestAfterSessionChange, sessionChangeUnderWay, whenQueriesSettle } from './session-change';

// A request that starts while who is signed in is changing waits, and is not sent if the change
// went through: it was for the previous person.

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('requests around a change of session', () => {
  it('go at once when no change is under way', async () => {
    expect(sessionChangeUnderWay()).toBe(false);
    await expect(mayRequestAfterSessionChange()).resolves.toBe(true);
  });

  it('wait for a change, and are dropped when it succeeds', async () => {
    const stop = deferred<string>();
    const change = changeSession(createQueryClient(), () => stop.promise);
    await Promise.resolve();
    expect(sessionChangeUnderWay()).toBe(true);
    const request = mayRequestAfterSessionChange();
    stop.resolve('admin again');
    await expect(change).resolves.toBe('admin again');
    await expect(request).resolves.toBe(false);
    expect(sessionChangeUnderWay()).toBe(false);
    await expect(mayRequestAfterSessionChange()).resolves.toBe(true);
  });

  it('go after a change that failed: the session is the same', async () => {
    const signIn = deferred<string>();
    const change = changeSession(createQueryClient(), () => signIn.promise);
    await Promise.resolve();
    const request = mayRequestAfterSessionChange();
    signIn.reject(new Error('wrong password'));
    await expect(change).rejects.toThrow('wrong password');
    await expect(request).resolves.toBe(true);
  });
});

describe('whenQueriesSettle', () => {
  it('waits for the requests on their way, and no longer than its limit', async () => {
    const client = createQueryClient();
    await whenQueriesSettle(client);
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['/api/student/saved-searches'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    let settled = false;
    const waiting = whenQueriesSettle(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer('searches');
    await waiting;
    expect(settled).toBe(true);

    void client.fetchQuery({ queryKey: ['/api/never'], queryFn: () => new Promise<string>(() => undefined) });
    await expect(whenQueriesSettle(client, 30)).resolves.toBeUndefined();
  });
});
