import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { waitForDatabase } from './wait-for-database';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database that refuses `failures` connections, then answers. */
function restartingDatabase(failures: number) {
  let calls = 0;
  const execute = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw refused();
    return { rows: [] };
  });
  return { db: { execute } as unknown as Db, execute };
}

describe('waitForDatabase', () => {
  it('returns as soon as the database answers again', async () => {
    const { db, execute } = restartingDatabase(2);
    await waitForDatabase(db, 5_000);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('gives up after its time limit while the database stays away', async () => {
    const { db, execute } = restartingDatabase(Number.POSITIVE_INFINITY);
    const started = Date.now();
    await waitForDatabase(db, 500);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(execute.mock.calls.length).toBeGreaterThan(1);
  });

  it('does not wait on an error that is not a lost connection', async () => {
    const execute = vi.fn(async () => {
      throw new Error('permission denied');
    });
    await waitForDatabase({ execute } as unknown as Db, 5_000);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('lets requests that lost their connection together share one wait', async () => {
    const { db, execute } = restartingDatabase(1);
    await Promise.all([waitForDatabase(db), waitForDatabase(db), waitForDatabase(db)]);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
