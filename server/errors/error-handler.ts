import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiIssue } from '@common/errors';
import { isConnectionError } from '../db/errors';
import { requestLanguage } from '../http/request-language';
import { AppError } from './app-error';
import { errorTranslator, englishIssueList } from './translate-error';
import type { ZodIssueLike } from './zod-issue-text';

/** How long a client should wait before trying again when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// One error handler (the answers: docs/product/api.md): AppError -> its status and code; invalid input -> 400 with
// the field issues; Fastify's own client errors keep their 4xx; anything else -> 500 with a
// generic message and the request id, details only in the log; a lost database connection -> 503
// with Retry-After. Every answer in the request's language (docs/decisions/027).

type ZodValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } } & Record<string, unknown>;
};
const validationItems = (error: FastifyError) => (error as unknown as { validation: ZodValidationItem[] }).validation;

/** The zod issues behind a validation error (fastify-type-provider-zod keeps the code as `keyword`, the rest as `params`). */
function zodIssuesOf(error: FastifyError): ZodIssueLike[] {
  return validationItems(error).map((item) => ({ ...item.params, code: item.keyword, message: item.message }));
}

function issuesFromZod(error: FastifyError): ApiIssue[] {
  const validation = validationItems(error);
  return validation.map((item) => {
    const issuePath = item.params?.issue?.path;
    const pathText =
      issuePath && issuePath.length > 0 ? issuePath.map(String).join('.') : (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { path: pathText || '(body)', message: item.params?.issue?.message ?? item.message ?? 'Invalid value' };
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
    let status: number;
    let body: ApiErrorBody;
    /** The zod issues behind the answer's issues (or behind its message, for a bad path id). */
    let zodIssues: ReadonlyArray<ZodIssueLike | undefined> | undefined;

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) };
      zodIssues = error.zodIssues;
    } else if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path id that cannot name anything is answered like one that names nothing
      // (docs/decisions/008): one 404, with the declaration's "… was not found." message.
      const [first] = issuesFromZod(error);
      status = 404;
      body = { message: first?.message ?? 'That item was not found.', code: 'NOT_FOUND' };
      zodIssues = first ? zodIssuesOf(error).slice(0, 1) : undefined;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesFromZod(error);
      zodIssues = zodIssuesOf(error);
      status = 400;
      body = {
        message: englishIssueList(issues),
        code: 'VALIDATION_FAILED',
        issues,
      };
    } else if (isConnectionError(error)) {
      // The database is restarting or out of reach: worth trying again in a moment, and the
      // change (if this was one) was not applied twice (docs/decisions/014).
      status = 503;
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { message: 'The service is briefly unavailable. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' };
    } else if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, code: CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST' };
    } else {
      status = 500;
      request.log.error({ err: error }, 'unhandled error');
      body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', requestId: String(request.id) };
    }

    if (status >= 500) body.requestId = String(request.id);
    // In another language than English, the same answer translated (docs/decisions/027).
    const translator = errorTranslator(requestLanguage(request));
    if (translator) {
      body = body.issues ? translator.body(body, zodIssues) : { ...body, message: translator.message(body.message, zodIssues?.[0]) };
      if (translator.missing.length > 0) request.log.warn({ missing: translator.missing }, 'error message without a translation');
    }
    return reply.status(status).send(body);
  });
}
