import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT_MS } from '@common/constants';
import { authEndpoints } from '@common/endpoints/auth';
import { sessions } from '@server/db/schema';
import { SESSION_ACTIVITY_WRITE_INTERVAL_MS } from '@server/auth/session-idle';
import { createPersona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// docs/security.md "Sessions: idle expiry on the server, and personal data never cached".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Ages every session of the user: its last use becomes `ms` ago. */
async function lastUsedAgo(userId: string, ms: number) {
  await t.database.db
    .update(sessions)
    .set({ updatedAt: new Date(Date.now() - ms) })
    .where(eq(sessions.userId, userId));
}
const lastUse = async (userId: string) =>
  (await t.database.db.select({ at: sessions.updatedAt }).from(sessions).where(eq(sessions.userId, userId)))[0]?.at;

describe('idle sessions end on the server', () => {
  it('ends a session unused for longer than the idle limit, even though its cookie still works for days', async () => {
    const student = await createPersona(t.app, 'student');
    await lastUsedAgo(student.userId!, SESSION_IDLE_TIMEOUT_MS + 60_000);
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).statusCode).toBe(401);
    // The session row is gone, so the cookie is worthless from now on.
    expect(await lastUse(student.userId!)).toBeUndefined();
  });

  it('keeps a session in use alive, marking its use at most once a minute', async () => {
    const student = await createPersona(t.app, 'student');
    await lastUsedAgo(student.userId!, SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).statusCode).toBe(200);
    const marked = (await lastUse(student.userId!))!;
    expect(Date.now() - marked.getTime()).toBeLessThan(SESSION_ACTIVITY_WRITE_INTERVAL_MS);

    // Used again within the minute: no new write.
    await lastUsedAgo(student.userId!, 5_000);
    const before = (await lastUse(student.userId!))!;
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).statusCode).toBe(200);
    expect((await lastUse(student.userId!))!.getTime()).toBe(before.getTime());
  });
});

describe('API answers are never cached', () => {
  it('sends Cache-Control: no-store with personal data, with errors, and with a visitor’s answers', async () => {
    const student = await createPersona(t.app, 'student');
    const me = await sendTo(t.app, student, authEndpoints.currentUser);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const visitor = await sendTo(t.app, null, authEndpoints.currentUser);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(notFound.headers['cache-control']).toBe('no-store');
  });
});
