// The one way the browser talks to the server. Spec 7: every call sends cookies and JSON.
// Spec 8 (transport rule): a non-2xx answer throws, with the message "{status}: {body or statusText}".
import type { ApiIssue, ErrorCode } from '@common/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  /** From the server's JSON error body `{message, code, issues?}`, when there is one. */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: ApiIssue[] | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: ErrorCode;
    serverMessage?: string;
    issues?: ApiIssue[];
  }) {
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

export async function fetchApi(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfNotOk(response);
}

export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await fetchApi(method, path, body);
  return readJson<T>(response);
}

export function apiGet<T = unknown>(path: string): Promise<T> {
  return apiRequest<T>('GET', path);
}

/** Spec 8 toasts show "the server message, else a fallback": this is the first half. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
