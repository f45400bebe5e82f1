import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@common/errors';
import { isConnectionError } from '../db/errors';
import { requestLanguage } from '../http/request-language';
import { AppError } from './app-error';
import { libraryErrorMessage } from './library-errors';
import { msg, textIn, zodIssueMessage, type Issue, type Renderable } from './message';
import type { ZodIssueLike } from './zod-issue-text';

/** How long a client should wait before trying again when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// One error handler (the answers: docs/product/api.md): AppError -> its status and code; invalid input -> 400 with
// the field issues; Fastify's own client errors keep their 4xx; anything else -> 500 with a
// generic message and the request id, details only in the log; a lost database connection -> 503
// with Retry-After. Every answer in the request's language, written from its messages' keys
// (docs/decisions/038).

type ZodValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } } & Record<string, unknown>;
};
const validationItems = (error: FastifyError) => (error as unknown as { validation: ZodValidationItem[] }).validation;

/** The issues of a validation error: each one's path, and its message by key (a contract's) or zod's own. */
function issuesFromZod(error: FastifyError): Issue[] {
  return validationItems(error).map((item) => {
    const issuePath = item.params?.issue?.path;
    const pathText =
      issuePath && issuePath.length > 0 ? issuePath.map(String).join('.') : (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    // fastify-type-provider-zod keeps the issue's code as `keyword` and the rest of it as `params`.
    const zodIssue: ZodIssueLike = { ...item.params, code: item.keyword, message: item.params?.issue?.message ?? item.message };
    return { path: pathText || '(body)', message: zodIssue.message === undefined ? msg('errors.invalidValue') : zodIssueMessage(zodIssue) };
  });
}

const CLIENT_ERROR_CODES: Record<number, ApiErrorBody['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    let status: number;
    let code: ApiErrorBody['code'];
    /** What the answer says: a message by key, or (a library's error we have no words for) its own English. */
    let text: Renderable;
    let issues: readonly Issue[] | undefined;

    if (error instanceof AppError) {
      status = error.statusCode;
      code = error.code;
      text = error.text;
      issues = error.issues;
    } else if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path id that cannot name anything is answered like one that names nothing
      // (docs/decisions/008): one 404, with the declaration's "… was not found." message.
      const [first] = issuesFromZod(error);
      status = 404;
      code = 'NOT_FOUND';
      text = first ? first.message : msg('notFound.item');
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      code = 'VALIDATION_FAILED';
      issues = issuesFromZod(error);
      text = msg('errors.invalidInput', { issues: { issues } });
    } else if (isConnectionError(error)) {
      // The database is restarting or out of reach: worth trying again in a moment, and the
      // change (if this was one) was not applied twice (docs/decisions/014).
      status = 503;
      code = 'SERVICE_UNAVAILABLE';
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      text = msg('errors.unavailable');
    } else if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      text = libraryErrorMessage(error, request) ?? error.message;
      if (typeof text === 'string' && language !== 'en')
        request.log.warn({ code: error.code, message: text }, 'a client error without a translation');
    } else {
      status = 500;
      code = 'INTERNAL';
      request.log.error({ err: error }, 'unhandled error');
      text = msg('errors.internal');
    }

    const body: ApiErrorBody = {
      message: textIn(language, text),
      code,
      ...(issues ? { issues: issues.map((issue) => ({ path: issue.path, message: textIn(language, issue.message) })) } : {}),
      ...(status >= 500 ? { requestId: String(request.id) } : {}),
    };
    return reply.status(status).send(body);
  });
}
