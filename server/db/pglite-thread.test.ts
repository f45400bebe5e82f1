import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { startPgliteThread, type ThreadedPglite } from './pglite-thread';

let pg: ThreadedPglite;
beforeAll(async () => {
  pg = await startPgliteThread(undefined);
  await pg.query('create table things (id int primary key, name text not null, at timestamptz)');
});
afterAll(async () => pg.close());

describe('the embedded database in its own thread', () => {
  it('answers queries with parameters, in object or array rows, and keeps the types drizzle asks for as text', async () => {
    await pg.query('insert into things (id, name, at) values ($1, $2, $3)', [1, 'one', '2030-01-02T03:04:05Z']);
    const objects = await pg.query('select id, name from things where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: 'one' }]);
    const arrays = await pg.query('select id, at from things', [], { rowMode: 'array', parsers: { 1184: (value: unknown) => value } });
    expect(arrays.rows).toEqual([[1, '2030-01-02 03:04:05+00']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'at']);
  });

  // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the name in brackets).
  const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  it.runIf(process.platform === 'linux')("runs below the app's thread's priority, so a long query gives way to other requests", () => {
    const own = niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
    const threads = fs.readdirSync('/proc/self/task').map((tid) => niceOf(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    expect(Math.max(...threads)).toBeGreaterThan(own);
  });

  it("keeps PostgreSQL's error code across the thread", async () => {
    const error = await pg.query('insert into things (id, name) values (1, $1)', ['again']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (2, 'two')");
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query("insert into things (id, name) values (3, 'three')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pg.query('select id from things order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps the app thread free while a query runs', async () => {
    // The query sleeps in the worker; timers on this thread keep firing meanwhile. In the same
    // thread, WebAssembly would hold it for the whole 300 ms and no timer could fire.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await pg.query('select pg_sleep(0.3)');
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });
});
