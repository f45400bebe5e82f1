import type { FastifyRequest } from 'fastify';
import { errorCode } from './error-code';
import { msg, type Message } from './message';
import type { PlainMessageKey } from './messages/en';

// The client errors the libraries write themselves, by their error code (docs/decisions/038):
// Fastify's and @fastify/multipart's (a body that is not JSON, too large, …), and Better Auth's
// refusals that no caller turned into one of ours. Their English in the catalogue is the
// library's own (server/errors/messages.test.ts compares them); an error not listed here keeps the
// library's English in every language.

const FASTIFY_ERRORS: Record<string, PlainMessageKey> = {
  FST_ERR_NOT_FOUND: 'fastify.notFound',
  FST_ERR_CTP_BODY_TOO_LARGE: 'fastify.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'fastify.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'fastify.contentLengthMismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'fastify.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'fastify.invalidJsonBody',
  FST_PARTS_LIMIT: 'multipart.partsLimit',
  FST_FILES_LIMIT: 'multipart.filesLimit',
  FST_FIELDS_LIMIT: 'multipart.fieldsLimit',
  FST_REQ_FILE_TOO_LARGE: 'multipart.fileTooLarge',
  FST_PROTO_VIOLATION: 'multipart.prototypeProperty',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart.notMultipart',
  FST_INVALID_JSON_FIELD_ERROR: 'multipart.invalidJsonField',
  FST_MP_PREMATURE_CLOSE: 'multipart.prematureClose',
};

/** Fastify's errors whose text names the request's method ("Method 'POST' must provide …"). */
const FASTIFY_METHOD_ERRORS: Record<string, 'fastify.missingContentType' | 'fastify.missingBody'> = {
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'fastify.missingContentType',
  FST_ERR_ROUTE_MISSING_CONTENT: 'fastify.missingBody',
};

/** Better Auth's error codes (its `BASE_ERROR_CODES`) that can reach the error handler from our calls. */
export const BETTER_AUTH_ERRORS: Record<string, PlainMessageKey> = {
  USER_NOT_FOUND: 'betterAuth.userNotFound',
  INVALID_PASSWORD: 'betterAuth.invalidPassword',
  INVALID_EMAIL: 'betterAuth.invalidEmail',
  INVALID_TOKEN: 'betterAuth.invalidToken',
  TOKEN_EXPIRED: 'betterAuth.tokenExpired',
  PASSWORD_TOO_SHORT: 'betterAuth.passwordTooShort',
  PASSWORD_TOO_LONG: 'betterAuth.passwordTooLong',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'betterAuth.credentialAccountNotFound',
  SESSION_EXPIRED: 'betterAuth.sessionExpired',
  EMAIL_ALREADY_VERIFIED: 'betterAuth.emailAlreadyVerified',
};

/** Fastify's and @fastify/multipart's error codes, for the test that compares their English. */
export const FASTIFY_ERROR_CODES = [...Object.keys(FASTIFY_ERRORS), ...Object.keys(FASTIFY_METHOD_ERRORS)];

/** The message of a library's client error, or null when it is not one we have words for. */
export function libraryErrorMessage(error: { code?: unknown; body?: unknown }, request: Pick<FastifyRequest, 'method'>): Message | null {
  const code = errorCode(error);
  if (code && Object.hasOwn(FASTIFY_ERRORS, code)) return msg(FASTIFY_ERRORS[code]!);
  if (code && Object.hasOwn(FASTIFY_METHOD_ERRORS, code)) return msg(FASTIFY_METHOD_ERRORS[code]!, { method: request.method });
  // Better Auth's APIError: the code is in its body.
  const betterAuthCode = typeof error.body === 'object' && error.body !== null ? (error.body as { code?: unknown }).code : undefined;
  if (typeof betterAuthCode === 'string' && Object.hasOwn(BETTER_AUTH_ERRORS, betterAuthCode)) return msg(BETTER_AUTH_ERRORS[betterAuthCode]!);
  return null;
}
