import type { FastifyInstance } from 'fastify';
import { invalidField } from '../errors/app-error';

// PostgreSQL text cannot hold the NUL character (U+0000): a value with one reaches the database
// as an error, which used to be a 500. No field of the product has a use for it, so every query
// and JSON body that carries one is a 400 naming the field, before the route's own validation.

/** The dotted path of the first string holding a NUL character, or null. */
export function findNulText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulText(key, [...path, key]) ?? findNulText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = findNulText(request.query) ?? findNulText(request.body);
    if (path !== null) throw invalidField(path, 'Text must not contain the NUL character (U+0000).');
  });
}
