import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { createTestApp, type TestApp } from './helpers/test-app';

// runUnitOfWork (server/db/unit-of-work.ts): one transaction, and the queue woken once after the
// commit when the work queued a task; never before the commit, never for work that queued nothing
// or failed. The queue here is a recorder of wake-ups; the database is the app's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function recorder() {
  const wakes: string[] = [];
  return { wakes, deps: { db: t.app.deps.db, queue: { nudge: () => wakes.push('nudge') } } };
}

const taskRow = (id: string) => t.app.deps.db.select({ id: backgroundTasks.id }).from(backgroundTasks).where(eq(backgroundTasks.id, id));
const key = () => `test.unit-of-work:${crypto.randomUUID()}`;

describe('runUnitOfWork', () => {
  it('wakes the queue once, after the commit, when the work queued tasks', async () => {
    const { wakes, deps } = recorder();
    const ids = await runUnitOfWork(deps, async (work) => {
      const first = await work.enqueue('test.unit_of_work', { n: 1 }, { dedupeKey: key(), runAt: new Date(Date.now() + 3_600_000) });
      const second = await work.enqueue('test.unit_of_work', { n: 2 }, { dedupeKey: key(), runAt: new Date(Date.now() + 3_600_000) });
      // Not yet committed: nobody is woken, and outside the transaction the tasks do not exist yet.
      expect(wakes).toEqual([]);
      return [first!, second!];
    });
    expect(wakes).toEqual(['nudge']);
    for (const id of ids) expect(await taskRow(id)).toEqual([{ id }]);
  });

  it('wakes nobody when the work queued nothing (a dedupe key already taken, a task that had not failed)', async () => {
    const taken = key();
    await t.app.deps.queue.enqueue('test.unit_of_work', {}, { dedupeKey: taken, runAt: new Date(Date.now() + 3_600_000) });
    const { wakes, deps } = recorder();
    const outcome = await runUnitOfWork(deps, async (work) => ({
      again: await work.enqueue('test.unit_of_work', {}, { dedupeKey: taken }),
      retried: await work.retryFailedTask(crypto.randomUUID()),
    }));
    expect(outcome).toEqual({ again: null, retried: false });
    expect(wakes).toEqual([]);
  });

  it('wakes nobody, and keeps no task, when the work fails after queueing', async () => {
    const { wakes, deps } = recorder();
    let queued: string | null = null;
    await expect(
      runUnitOfWork(deps, async (work) => {
        queued = await work.enqueue('test.unit_of_work', {}, { dedupeKey: key(), runAt: new Date(Date.now() + 3_600_000) });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(wakes).toEqual([]);
    expect(queued).not.toBeNull();
    expect(await taskRow(queued!)).toEqual([]);
  });
});
