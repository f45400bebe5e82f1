import { ERROR_STATUS, type ErrorCode } from '@common/errors';
import type { NotFoundSubject } from '@common/messages';
import { msg, textIn, toMessage, type Issue, type Message, type ZodMessage } from './message';
import type { PlainMessageKey } from './messages/en';

/** A message: a key without placeholders, or `msg(key, values)`. */
export type MessageRef = PlainMessageKey | Message;

/** One field's complaint as the code writes it: its path and its message (or zod's, for an issue zod raised). */
export interface IssueRef {
  path: string;
  message: MessageRef | ZodMessage;
}

/**
 * The one error type the server throws on purpose; the error handler maps `code` to a status and
 * writes `text` (and each issue) in the request's language (docs/decisions/038). `message` is the
 * English, for the logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** What the answer says, by key. */
  readonly text: Message;
  readonly issues: readonly Issue[] | undefined;

  constructor(code: ErrorCode, message: MessageRef, issues?: readonly IssueRef[]) {
    const text = toMessage(message);
    super(textIn('en', text));
    this.name = 'AppError';
    this.code = code;
    this.text = text;
    this.issues = issues?.map((issue) => ({
      path: issue.path,
      message: typeof issue.message === 'object' && 'zodIssue' in issue.message ? issue.message : toMessage(issue.message),
    }));
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'access.signIn');
export const forbidden = (message: MessageRef) => new AppError('FORBIDDEN', message);
/** "That job was not found.": `notFound('job')`. */
export const notFound = (what: NotFoundSubject) => new AppError('NOT_FOUND', `notFound.${what}`);
/** A field-level validation failure found after schema parsing (e.g. a rule needing the database): "path: message". */
export const invalidField = (path: string, message: MessageRef) => {
  const text = toMessage(message);
  return new AppError('VALIDATION_FAILED', msg('errors.pathAndMessage', { path, message: text }), [{ path, message: text }]);
};
/** A 400 naming every issue: "Invalid input: path: message; path: message". */
export const invalidInput = (issues: readonly Issue[]) =>
  new AppError('VALIDATION_FAILED', msg('errors.invalidInput', { issues: { issues } }), issues);
