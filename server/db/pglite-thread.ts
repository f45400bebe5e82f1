// The app's side of the embedded database's thread (pglite-worker.ts): a client with the two
// methods drizzle's PGlite driver calls, query() and transaction(), each a message to the worker.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type PgliteQueryResult,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteWorkerData,
  type RawTypeIds,
} from './pglite-protocol';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes parsers that keep dates and intervals as text; only their type ids cross the thread. */
  parsers?: Record<number, unknown>;
}

export interface ThreadedQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<PgliteQueryResult>;
}

export interface ThreadedPglite extends ThreadedQueryable {
  transaction<T>(callback: (tx: ThreadedQueryable) => Promise<T>): Promise<T>;
  /** The database's files as a tarball, which `startPgliteThread` can open copies of. */
  dump(): Promise<ArrayBuffer>;
  close(): Promise<void>;
}

// Run from source (tsx, tests) the worker is TypeScript, loaded through tsx's loader, which a
// worker does not inherit; in the bundle it is dist/server/pglite-worker.js beside main.js.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
const workerScript = (): URL | string =>
  fromSource ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });` : WORKER_URL;

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let compiled: Promise<Pick<PgliteWorkerData, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;

/**
 * Compiling PostgreSQL's WebAssembly takes seconds; a compiled module can be handed to any number
 * of threads, so a process that opens several databases (the tests) compiles it once.
 */
function compileOnce() {
  compiled ??= Promise.all(
    ['pglite.wasm', 'initdb.wasm'].map(async (file) => WebAssembly.compile(await fs.readFile(path.join(pgliteDist, file)))),
  ).then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule: pgliteWasmModule!, initdbWasmModule: initdbWasmModule! }));
  return compiled;
}

type Call = (request: DistributiveOmit<PgliteRequest, 'id'>) => Promise<Extract<PgliteResponse, { ok: true }>>;

interface DatabaseThread {
  worker: Worker;
  call: Call;
  /** Set when the thread died: its calls fail and it is not used again. */
  failure: () => Error | undefined;
}

/** Threads whose database was closed, kept for the next one (the tests open one per file). */
const idleThreads: DatabaseThread[] = [];

async function newThread(): Promise<DatabaseThread> {
  const modules = await compileOnce();
  const worker = new Worker(workerScript(), { workerData: modules satisfies PgliteWorkerData, eval: fromSource });
  const pending = new Map<number, { resolve: (response: Extract<PgliteResponse, { ok: true }>) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (response: PgliteResponse) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response);
    else waiting.reject(deserializeError(response.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  const call: Call = (request) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  return { worker, call, failure: () => failure };
}

function takeThread(): Promise<DatabaseThread> {
  const thread = idleThreads.pop();
  if (!thread) return newThread();
  thread.worker.ref();
  return Promise.resolve(thread);
}

async function giveBack(thread: DatabaseThread): Promise<void> {
  if (thread.failure()) {
    await thread.worker.terminate();
    return;
  }
  // An idle thread does not keep the process alive.
  thread.worker.unref();
  idleThreads.push(thread);
}

/** Opens the embedded database in a thread of its own; resolves once it is open. */
export async function startPgliteThread(dataDir: string | undefined, snapshot?: ArrayBuffer): Promise<ThreadedPglite> {
  const thread = await takeThread();
  const { call } = thread;
  try {
    await call({ op: 'open', dataDir, ...(snapshot ? { snapshot } : {}) });
  } catch (error) {
    await giveBack(thread);
    throw error;
  }

  const queryIn =
    (tx: number | null) =>
    async (sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<PgliteQueryResult> => {
      const rawTypes: RawTypeIds = options.parsers ? Object.keys(options.parsers).map(Number) : [];
      const response = await call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', rawTypes, tx });
      return response.result!;
    };

  let closed = false;
  return {
    query: queryIn(null),
    async transaction(callback) {
      const { tx } = await call({ op: 'begin' });
      let result;
      try {
        result = await callback({ query: queryIn(tx!) });
      } catch (error) {
        await call({ op: 'end', tx: tx!, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx: tx!, commit: true });
      return result;
    },
    async dump() {
      const { snapshot } = await call({ op: 'dump' });
      return snapshot!;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await call({ op: 'close' });
      } catch (error) {
        // Whatever state the thread is in, it is not reused.
        await thread.worker.terminate();
        throw error;
      }
      await giveBack(thread);
    },
  };
}
