import { errorCode } from '../errors/error-code';

/** PostgreSQL's unique_violation, found on the error or on what it wraps (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (errorCode(current) === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's codes for a connection that is gone or refused: the server shut down, restarts, or ended the backend. */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Node's socket errors on the way to the database. */
const SOCKET_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words, without a code. */
const CONNECTION_LOST_MESSAGES = [/connection terminated/i, /not queryable/i, /timeout exceeded when trying to connect/i];

/**
 * The database could not be reached or dropped the connection: the statement may not have run
 * (docs/decisions/014). Found on the error or on what it wraps.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || SOCKET_ERROR_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
