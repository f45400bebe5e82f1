import pg from 'pg';

// At start, a PostgreSQL server that cannot be reached stops the server with one line that names
// the server (never the password) and the reason, instead of a driver stack trace.

export class DatabaseUnreachableError extends Error {}

/** How long the start waits for PostgreSQL to accept a connection before giving up. */
const CONNECT_TIMEOUT_MS = 10_000;

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** host:port/database of a connection string, without user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && REASONS[code]) return REASONS[code];
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  return message.split('\n')[0] || 'unknown error';
}

/** Connects once and runs `select 1`; throws DatabaseUnreachableError with a one-line message. */
export async function assertPostgresReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection error is also emitted as an event; the rejected promise below reports it.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${describePostgresUrl(url)} (${reasonOf(error)}). Check DATABASE_URL and that the database server is running.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
