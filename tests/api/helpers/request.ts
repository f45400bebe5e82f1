import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import type { Persona } from './personas';

// The one way API tests send a request: as a persona (or a visitor), to a URL or to a declared
// endpoint with its params and query, with a JSON body when given.

type Caller = Persona | { cookie?: string } | string | null | undefined;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const cookieOf = (caller: Caller): string | undefined => (typeof caller === 'string' ? caller : (caller?.cookie ?? undefined));

/** Sends `method url` as the caller (a persona, a Cookie header, or null for a visitor). */
export function send(
  app: FastifyInstance,
  caller: Caller,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const cookie = cookieOf(caller);
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as never } : {}),
  });
}

/** Calls a declared endpoint as the caller: `sendTo(app, student, jobsEndpoints.apply, { params: { id }, body })`. */
export function sendTo(
  app: FastifyInstance,
  caller: Caller,
  endpoint: EndpointDeclaration,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return send(app, caller, endpoint.method, endpointUrl(endpoint, input), input.body);
}
