import { once } from 'node:events';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EndpointDeclaration } from '@common/api/endpoint';

// An injected request to an endpoint whose success never ends by itself (Server-Sent Events): its
// answer is taken as a stream, and a stream is cut after its first chunk, so the tests that call
// every endpoint (the authorization matrix, the OpenAPI contract) get an answer they can check.

export const isEventStream = (endpoint: EndpointDeclaration) => endpoint.produces?.includes('text/event-stream') ?? false;

/** Light-my-request's answer with its body read: the whole body, or a stream's first chunk. */
export async function injectEventStream(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const chunks: Buffer[] = [];
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    const [first] = (await once(stream, 'data')) as [Buffer];
    chunks.push(first);
    // The reader goes: the server's side of the stream closes as a browser's would.
    (response.raw.res as unknown as { destroy(): void }).destroy();
  } else {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  }
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString();
  return { ...response, rawPayload, payload: body, body, json: <T>() => JSON.parse(body) as T };
}

/** `app.inject`, for an event stream's endpoint through injectEventStream. */
export function injectEndpoint(app: FastifyInstance, endpoint: EndpointDeclaration, options: InjectOptions): Promise<LightMyRequestResponse> {
  return isEventStream(endpoint) ? injectEventStream(app, options) : app.inject(options);
}
