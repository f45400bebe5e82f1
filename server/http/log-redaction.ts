import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

// What the logs keep out (docs/security.md, "Bad input is a 4xx, and logs keep secrets out"):
// secrets and personal data in query strings (unsubscribe tokens, searched e-mails and names,
// page cursors that carry students' names), cookies, and the values a failed database query
// was sent with. The request line, the status, the SQL text (with $1 placeholders only), the
// error codes and the stack stay, which is what finding a bug needs.

const REDACTED = '[redacted]';

/** Query parameters whose values never reach the log. */
const SECRET_QUERY_NAME = /token|e-?mail|^q$|search|name|password|secret|code|key|cursor|^to$|recipient/i;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    // a malformed escape: judge the raw text
    return text;
  }
};

/**
 * Whatever its parameter's name, a value holding an e-mail address never reaches the log (the
 * admin's `?to=` filter was logged in full): one rule for every route, present and future. An
 * address escaped twice (`%2540`) counts too.
 */
const holdsAddress = (value: string) => /@|%40/i.test(decoded(value));

/** The URL with the values of secret query parameters, and of any holding an e-mail address, replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return holdsAddress(pair) ? REDACTED : pair;
      const rawName = pair.slice(0, equals);
      return SECRET_QUERY_NAME.test(decoded(rawName)) || holdsAddress(pair.slice(equals + 1)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Quoted values in a database message (`invalid input syntax for type uuid: "…"`) are the input itself. */
const redactQuoted = (text: string) => text.replace(/"[^"]*"/g, () => `"${REDACTED}"`);

/** The stack's frames only: its first lines repeat the message, which may carry values. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

type LoggedError = Record<string, unknown>;

/**
 * An error as the log shows it. A failed query (Drizzle's DrizzleQueryError) keeps its SQL and
 * drops its parameters; a database error (pg, PGlite) keeps its SQLSTATE code and drops its
 * detail, which repeats the values (`Key (email)=(…) already exists`).
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { message: typeof error === 'string' ? redactQuoted(error) : REDACTED };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown; severity?: unknown; routine?: unknown };
  const isFailedQuery = typeof fields.query === 'string' && 'params' in fields;
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: isFailedQuery ? `Failed query: ${String(fields.query)}` : redactQuoted(error.message),
    stack: framesOf(error.stack),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (typeof fields.severity === 'string') logged.severity = fields.severity;
  if (typeof fields.routine === 'string') logged.routine = fields.routine;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger: the level, and what it must never write. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest as never, err: serializeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'body',
        'req.body',
        'params',
        'err.params',
      ],
      censor: REDACTED,
    },
  };
}
