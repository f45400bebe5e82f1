import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Access } from './access';
import type { Resource } from './resources';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the request body travels: JSON checked by `body` (default), a multipart form (files), or a
 * file's raw bytes (the local upload target). Only JSON bodies are validated by the declaration.
 */
export type BodyKind = 'json' | 'multipart' | 'binary';

/**
 * One endpoint, declared once and used three times: the server registers its route from it (and
 * the OpenAPI document follows), the browser's client builds its URL, types and cache key from it,
 * and the authorization matrix test takes its expected answers from `access`.
 */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** Fastify's form: '/api/jobs/:id'. */
  readonly path: string;
  readonly summary: string;
  /** OpenAPI group, usually the feature. */
  readonly tag: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyKind?: BodyKind;
  /** The JSON success answer; absent when the answer is a file, a page, a redirect or nothing (204). */
  readonly response?: z.ZodType;
  /**
   * The success status; 200 unless declared. 201: created; 202: accepted (e.g. "check your inbox");
   * 204: done, nothing sent back; 302: a redirect (Location).
   */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** The media types of a 200 answer that is not declared JSON: a file, an image, a document. */
  readonly produces?: readonly string[];
  /**
   * Counted against a limit per client address or a throttle (docs/decisions/018): may answer 429
   * with Retry-After. Routes registered under `withClientLimit` must say so (checked at start-up).
   */
  readonly rateLimited?: true;
  /**
   * The error codes the handler's own rules may answer (a data rule after the permission check: a
   * posting closed, a duplicate, a file too large), besides those the rest of the declaration
   * implies: `access` (401, 403), `params` (404), `body`/`query` and any body (400, 413, 415),
   * `rateLimited` (429). The OpenAPI document lists each status with its codes
   * (common/api/responses.ts, docs/decisions/037).
   */
  readonly errors?: readonly ErrorCode[];
  /** GET: the kinds of data this answer shows (its cache entries refresh when they change). */
  readonly reads?: readonly Resource[];
  /** Changes: the kinds of data this call may change. */
  readonly changes?: readonly Resource[];
}

/** Keeps the literal types of a declaration (path, schemas) for the typed server and client. */
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['bodyKind'] extends 'multipart'
    ? { body: FormData }
    : E['bodyKind'] extends 'binary'
      ? { body: Blob }
      : E['body'] extends z.ZodType
        ? { body: InputOf<E['body']> }
        : { body?: undefined });

/** What the server answers (after its response schema). */
export type EndpointOutput<E extends EndpointDeclaration> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;

/** The parsed request parts a handler receives. */
export type EndpointParams<E extends EndpointDeclaration> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointDeclaration> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointDeclaration> = OutputOf<E['body']>;
/** What a handler returns for a JSON endpoint (before the response schema serialises it). */
export type EndpointResult<E extends EndpointDeclaration> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** '/api/jobs/:id' + {id: 'x'} -> '/api/jobs/x' (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as the server reads them: arrays repeat the key; empty and absent values are left out. */
export function toSearchParams(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full URL of a call, for fetch or for a link (downloads, navigations). */
export function endpointUrl<E extends EndpointDeclaration>(endpoint: E, input?: { params?: unknown; query?: unknown }): string {
  return (
    fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined) +
    toSearchParams(input?.query as Record<string, unknown> | undefined)
  );
}
