import { ERROR_STATUS, type ErrorCode } from '../errors';
import type { EndpointDeclaration } from './endpoint';

// Every answer an endpoint can give, derived from its declaration (docs/decisions/037): the OpenAPI
// document lists these and nothing else, and the contract test (tests/api/openapi-contract.test.ts)
// fails on any answer outside them.
//
// - success: the declared `status` (200 unless declared), JSON when `response` is declared, else
//   nothing (204), a redirect (302) or the file of `produces`;
// - `access`: 401 when visitors are refused; 403 when some signed-in callers are (roles, an admin's
//   own session, a confirmed e-mail address, a verified school or employer);
// - a change (POST, PUT, PATCH, DELETE) under /api: 403 when another site's page sent it
//   (server/http/cross-site.ts); 400, 413 and 415 when its body cannot be read;
// - `params`: 404 (a bad id is not found, docs/decisions/008);
// - `body`, `query` or a multipart form: 400 with the issues;
// - `rateLimited`: 429 with Retry-After;
// - `errors`: the codes of the handler's own rules, each under its status;
// - always: 5XX (500 with the request id, 503 with Retry-After while the database is out of reach).
// Every error answer is the one error body (common/contracts/error.ts) with one of the listed codes.

/** How a success answers: JSON of the declaration's `response`, nothing, a redirect, or a file. */
export type SuccessKind = 'json' | 'empty' | 'redirect' | 'file';

export interface SuccessResponse {
  readonly status: 200 | 201 | 202 | 204 | 302;
  readonly kind: SuccessKind;
  readonly description: string;
  /** The file's media types (kind 'file'). */
  readonly mediaTypes?: readonly string[];
}

export interface ErrorResponse {
  /** '400' … '429', or '5XX' for every server-side failure. */
  readonly status: string;
  readonly description: string;
  /** The `code` values an answer of this status may carry. */
  readonly codes: readonly ErrorCode[];
  /** Retry-After is sent (429, 503). */
  readonly retryAfter: boolean;
}

export interface EndpointResponses {
  readonly success: SuccessResponse;
  readonly errors: readonly ErrorResponse[];
}

/** What each code means, for the descriptions of the document (the messages are the server's). */
const CODE_MEANING: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'a value is not valid (`issues` names each field)',
  BAD_REQUEST: 'the request could not be read',
  LINK_EXPIRED: "the e-mailed link's time is up",
  LINK_INVALID: 'the e-mailed link was used, replaced or never issued',
  UNAUTHENTICATED: 'not signed in',
  INVALID_CREDENTIALS: 'wrong e-mail address or password',
  FORBIDDEN: 'this caller may not do this (account type, a data rule, or a change sent from another site)',
  ACCOUNT_SUSPENDED: 'the account is suspended',
  IMPERSONATION_FORBIDDEN: 'not while an admin is viewing as another user',
  EMAIL_NOT_VERIFIED: "the account's e-mail address is not confirmed yet",
  ORGANISATION_NOT_VERIFIED: 'the school or employer has not been verified by FirstRung (pending or rejected)',
  GUARDIAN_CONSENT_REQUIRED: 'a student under the age of digital consent needs a parent or guardian to consent first',
  NOT_FOUND: 'no such thing, or not one this caller may see',
  CONFLICT: 'the current state does not allow it',
  BIRTH_DATE_REQUIRED: "the student's profile has no date of birth yet: it decides whether a parent or guardian must consent first",
  ALREADY_EXISTS: 'it exists already',
  EVENT_FULL: 'the event is full',
  EVENT_PASSED: 'the event is over',
  JOB_CLOSED: 'the posting is closed',
  THREAD_CLOSED: 'the conversation is closed',
  MESSAGES_BLOCKED: 'the student blocked these messages',
  EXPORT_EXPIRED: 'the archive was offered for 24 hours and has been deleted: ask for a new one',
  PAYLOAD_TOO_LARGE: 'the body or file is too large',
  UNSUPPORTED_MEDIA_TYPE: 'the body or file is of a type not accepted',
  QUOTA_EXCEEDED: "the user's file space would be exceeded",
  RATE_LIMITED: 'too many requests: try again after Retry-After seconds',
  TOO_MANY_UPLOADS: 'too many uploads waiting to be used',
  INTERNAL: 'something went wrong on the server (`requestId` names it)',
  SERVICE_UNAVAILABLE: 'the database is briefly out of reach: try again after Retry-After seconds',
  STORAGE_FULL: "the server's disk is below its free-space floor",
};

const SUCCESS_DESCRIPTION: Record<SuccessResponse['status'], string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the rest happens later (e.g. an e-mail is on its way)',
  204: 'Done; nothing is sent back',
  302: 'A redirect to the page in Location',
};

const CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The codes the declaration implies, before the handler's own `errors`. */
function impliedCodes(endpoint: EndpointDeclaration): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const { access } = endpoint;
  if (access.signedIn) codes.push('UNAUTHENTICATED');
  if (access.roles) codes.push('FORBIDDEN');
  if (access.ownSessionOnly) codes.push('IMPERSONATION_FORBIDDEN');
  if (access.verifiedEmail) codes.push('EMAIL_NOT_VERIFIED');
  if (access.verifiedOrganisation) codes.push('ORGANISATION_NOT_VERIFIED');
  const changing = CHANGING_METHODS.has(endpoint.method);
  // Another site's page may not change anything under /api (server/http/cross-site.ts).
  if (changing && endpoint.path.startsWith('/api/')) codes.push('FORBIDDEN');
  if (endpoint.params) codes.push('NOT_FOUND');
  // A multipart form's fields and file are checked by the handler, with the same answer.
  if (endpoint.body || endpoint.query || endpoint.bodyKind === 'multipart') codes.push('VALIDATION_FAILED');
  // Any change may carry a body, which Fastify reads whatever the route declares: not JSON,
  // too large, or of another type.
  if (changing) codes.push('BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.rateLimited) codes.push('RATE_LIMITED');
  codes.push('INTERNAL', 'SERVICE_UNAVAILABLE');
  return codes;
}

/** '404' for a code of a 4xx status, '5XX' for every server-side one. */
const statusKey = (code: ErrorCode) => (ERROR_STATUS[code] >= 500 ? '5XX' : String(ERROR_STATUS[code]));

/** The success answer and every error status (with its codes) the declaration allows. */
export function endpointResponses(endpoint: EndpointDeclaration): EndpointResponses {
  const status = endpoint.status ?? 200;
  const kind: SuccessKind = endpoint.response ? 'json' : status === 204 ? 'empty' : status === 302 ? 'redirect' : 'file';
  const success: SuccessResponse = {
    status,
    kind,
    description: SUCCESS_DESCRIPTION[status],
    ...(kind === 'file' ? { mediaTypes: endpoint.produces ?? ['application/octet-stream'] } : {}),
  };

  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of [...impliedCodes(endpoint), ...(endpoint.errors ?? [])]) {
    const key = statusKey(code);
    const codes = byStatus.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(key, codes);
  }
  const errors = [...byStatus]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, codes]) => ({
      status: key,
      codes,
      retryAfter: codes.includes('RATE_LIMITED') || codes.includes('SERVICE_UNAVAILABLE'),
      description: codes.map((code) => `${code}: ${CODE_MEANING[code]}`).join('; '),
    }));
  return { success, errors };
}
