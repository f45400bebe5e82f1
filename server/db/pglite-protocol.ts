// The messages between the app's thread and the thread that runs the embedded database
// (pglite-thread.ts, pglite-worker.ts). Only plain data crosses: no functions, no class instances.

export interface PgliteWorkerData {
  /** PostgreSQL and initdb compiled once per process and shared by every database thread. */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

/** Type ids whose values stay text instead of being parsed (drizzle reads dates and intervals itself). */
export type RawTypeIds = number[];

export type PgliteRequest =
  /**
   * Opens a database: a folder, or undefined for one in memory (tests, benchmarks). `snapshot`, a
   * tarball from 'dump', starts it with that content instead of creating an empty cluster.
   */
  | { id: number; op: 'open'; dataDir: string | undefined; snapshot?: ArrayBuffer }
  /** The open database's files as a tarball, to open copies of it (the tests' migrated template). */
  | { id: number; op: 'dump' }
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: RawTypeIds; tx: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export interface PgliteQueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export type PgliteResponse =
  | { id: number; ok: true; result?: PgliteQueryResult; tx?: number; snapshot?: ArrayBuffer }
  | { id: number; ok: false; error: SerializedDatabaseError };

/** A PostgreSQL error's fields (code, constraint, …): an Error sent to another thread keeps only its message. */
export type SerializedDatabaseError = { message: string } & Record<string, unknown>;

const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'dataType', 'position', 'where'] as const;

export function serializeError(error: unknown): SerializedDatabaseError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedDatabaseError = { message: error.message, name: error.name };
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

export function deserializeError(fields: SerializedDatabaseError): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}
