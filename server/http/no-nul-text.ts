import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../errors/app-error';

// PostgreSQL text cannot hold the NUL character (U+0000): a value with one reaches the database
// as an error, which used to be a 500. No field of the product has a use for it, so every query
// and JSON body that carries one is a 400 naming the field, before the route's own validation.
// A declared endpoint is checked on the parts it declares (a query or body it does not declare is
// never read), so its 400 follows from its declaration (common/api/responses.ts).

/** Parsed JSON and query objects (the query parser's have no Object prototype); never a stream or bytes. */
const isParsedObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof Stream) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The dotted path of the first string holding a NUL character, or null. */
export function findNulText(value: unknown, path: string[] = []): string | null {
  // Parsed JSON and query strings only: a raw upload arrives as a stream, which is no text to check.
  if (path.length > 20) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (isParsedObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulText(key, [...path, key]) ?? findNulText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    const path = (!endpoint || endpoint.query ? findNulText(request.query) : null) ?? (!endpoint || endpoint.body ? findNulText(request.body) : null);
    if (path !== null) throw invalidField(path, 'input.nulCharacter');
  });
}
