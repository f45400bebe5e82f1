import { ERROR_STATUS, type ApiIssue, type ErrorCode } from '@common/errors';
import type { ZodIssueLike } from './zod-issue-text';

/** The one error type the server throws on purpose; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ApiIssue[] | undefined;
  /** The zod issues the issues were made from, if any: zod's own messages are translated from them. */
  readonly zodIssues: readonly ZodIssueLike[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: ApiIssue[], zodIssues?: readonly ZodIssueLike[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.zodIssues = zodIssues;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'That item') => new AppError('NOT_FOUND', `${what} was not found.`);
/** A field-level validation failure found after schema parsing (e.g. a rule needing the database). */
export const invalidField = (path: string, message: string) => new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
