// The one way the browser talks to the server (docs/product/api.md): every call sends cookies
// and JSON; a non-2xx answer throws, with the message "{status}: {body or statusText}".
import { endpointUrl, type EndpointDeclaration, type EndpointInput, type EndpointOutput } from '@common/api/endpoint';
import type { ApiIssue, ErrorCode } from '@common/errors';

export class ApiError extends Error {
  readonly status: number;
  /** From the server's JSON error body `{message, code, issues?}`, when there is one. */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: ApiIssue[] | undefined;

  constructor(init: { status: number; message: string; code?: ErrorCode; serverMessage?: string; issues?: ApiIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the error the transport rule asks for, and keeps the server's JSON fields if present. */
export function buildApiError(status: number, statusText: string, bodyText: string): ApiError {
  const message = `${status}: ${bodyText || statusText}`;
  let parsed: unknown;
  try {
    parsed = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) return new ApiError({ status, message });
  return new ApiError({
    status,
    message,
    serverMessage: typeof parsed.message === 'string' ? parsed.message : undefined,
    code: typeof parsed.code === 'string' ? (parsed.code as ErrorCode) : undefined,
    issues: Array.isArray(parsed.issues) ? (parsed.issues as ApiIssue[]) : undefined,
  });
}

/** Throws an ApiError for any non-2xx response; returns the response untouched otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const bodyText = await response.text();
  throw buildApiError(response.status, response.statusText, bodyText);
}

/** Reads a JSON body; an empty body (204 and the like) becomes null. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Sends one call of a declared endpoint: its URL from the declaration's path, params and query,
 * cookies always, a JSON body (or the FormData / file bytes the declaration says), and the
 * transport rule on the answer. The only place the browser calls fetch for the API.
 */
export async function callApiRaw<E extends EndpointDeclaration>(endpoint: E, input?: EndpointInput<E>): Promise<Response> {
  const body: unknown = input?.body;
  const kind = endpoint.bodyKind ?? 'json';
  const isJson = kind === 'json' && body !== undefined;
  const response = await fetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(isJson ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as BodyInit),
  });
  return throwIfNotOk(response);
}

/** A declared endpoint's call, its JSON answer typed by the declaration. */
export async function callApi<E extends EndpointDeclaration>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointOutput<E>> {
  return readJson<EndpointOutput<E>>(await callApiRaw(endpoint, input));
}

/** Error toasts show "the server message, else a fallback" (docs/product/api.md): this is the first half. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Applying and posting wait until the account's e-mail address is confirmed (docs/decisions/022). */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}

/** Students' data waits until FirstRung verifies the school or employer, whose address is confirmed (docs/security.md). */
export function isOrganisationNotVerified(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'ORGANISATION_NOT_VERIFIED' || error.code === 'EMAIL_NOT_VERIFIED');
}
