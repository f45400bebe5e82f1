// The embedded database's own thread (docs/decisions/013). PGlite runs PostgreSQL compiled to
// WebAssembly on the thread that calls it; here, that is this worker, so a long query no longer
// stops the app's thread from answering other requests. The app talks to it through
// pglite-thread.ts. Bundled to dist/server/pglite-worker.js beside main.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { serializeError, type PgliteRequest, type PgliteResponse, type PgliteWorkerData } from './pglite-protocol';
import { lowerThisThreadsPriority } from './thread-priority';

lowerThisThreadsPriority();
const port = parentPort!;
const { pgliteWasmModule, initdbWasmModule } = workerData as PgliteWorkerData;
/** The open database; a thread holds one at a time and may open another after closing it. */
let database: PGlite | undefined;

/** Open transactions: the PGlite transaction, and how to finish it (commit or roll back). */
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> }>();
let nextTransaction = 1;

const identity = (value: unknown) => value;

async function handle(request: PgliteRequest): Promise<Omit<Extract<PgliteResponse, { ok: true }>, 'id' | 'ok'>> {
  if (request.op === 'open') {
    if (database) throw new Error('This thread already holds an open database.');
    database = await PGlite.create({
      dataDir: request.dataDir,
      ...(request.snapshot ? { loadDataDir: new Blob([request.snapshot]) } : {}),
      extensions: { pg_trgm, unaccent },
      pgliteWasmModule,
      initdbWasmModule,
    });
    return {};
  }
  const pg = database;
  if (!pg) throw new Error('No database is open.');
  switch (request.op) {
    case 'query': {
      const target = request.tx === null ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('This transaction has already ended.');
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return {
        result: {
          rows: result.rows,
          fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
          ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
        },
      };
    }
    case 'begin': {
      const id = nextTransaction++;
      // PGlite's transaction runs the callback between BEGIN and COMMIT, rolling back if it
      // throws; the callback waits here until the app's thread says how it ends.
      const started = new Promise<Transaction>((resolveStarted, failedToStart) => {
        const done = pg.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              const finish = (commit: boolean) => (commit ? resolve() : reject(new Error('rolled back by the app')));
              transactions.set(id, { tx, finish, done });
              resolveStarted(tx);
            }),
        );
        // Before the callback runs, a failure means BEGIN failed; after, a rollback is the expected
        // outcome of finish(false) and the 'end' handler reports real failures.
        done.catch(failedToStart);
      });
      await started;
      return { tx: id };
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('This transaction has already ended.');
      transactions.delete(request.tx);
      open.finish(request.commit);
      if (request.commit) await open.done;
      else await open.done.catch(() => undefined);
      return {};
    }
    case 'dump': {
      const tarball = await pg.dumpDataDir('none');
      return { snapshot: await tarball.arrayBuffer() };
    }
    case 'close':
      database = undefined;
      transactions.clear();
      await pg.close();
      return {};
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (answer) => port.postMessage({ id: request.id, ok: true, ...answer } satisfies PgliteResponse),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies PgliteResponse),
  );
});
