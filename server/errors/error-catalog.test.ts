import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import french from '../locales/fr/errors.json';
import frenchValidation from '../locales/fr/validation.json';
import { extractEnglishMessages, type Extraction } from './english-messages';
import { placeholderNames } from './message-catalog';

// Every message the API can send in English has its French (docs/decisions/027), and the French
// catalog holds nothing else: the messages are read from the source with the TypeScript compiler
// (english-messages.ts), plus the client errors Fastify and its multipart plugin write themselves.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Placeholder names are the catalog's own: compared without them. */
const shape = (text: string) => text.replace(/\{\{\w+\}\}/g, '{{}}');

/** Fastify's own 4xx errors, their %s as a placeholder (a bare "%s" is another error's message passed on). */
function fastifyClientErrors(): string[] {
  return Object.values(errorCodes)
    .map((ErrorClass) => new ErrorClass())
    .filter((error) => error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.message !== '%s')
    .map((error) => error.message.replaceAll('%s', '{{value}}'));
}

/** @fastify/multipart's 4xx errors (the plugin does not export them): read from its source. */
function multipartClientErrors(): string[] {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve('@fastify/multipart'), 'utf8');
  return [...source.matchAll(/createError\('\w+', '([^']+)', (\d{3})\)/g)].filter((match) => match[2]!.startsWith('4')).map((match) => match[1]!);
}

let extraction: Extraction;
let english: Map<string, string>;
beforeAll(() => {
  extraction = extractEnglishMessages(ROOT);
  english = new Map<string, string>();
  for (const message of extraction.messages) english.set(shape(message.text), `${message.text} (${message.where})`);
  for (const text of [...fastifyClientErrors(), ...multipartClientErrors()]) english.set(shape(text), `${text} (a library's client error)`);
}, 180_000);

describe('the French error catalog', () => {
  it('finds the messages of the server, the declarations and the contracts', () => {
    const texts = extraction.messages.map((message) => message.text);
    // One of each kind of sink, so an extraction that finds nothing cannot pass.
    expect(texts).toContain('Your account type cannot do that.'); // forbidden()
    expect(texts).toContain('That job was not found.'); // notFound() and uuidParams()
    expect(texts).toContain('Please log in to register for events'); // signInMessage
    expect(texts).toContain('Title is required'); // requiredText() in a contract
    expect(texts).toContain('Enter a valid e-mail address'); // a zod params string
    expect(texts).toContain('Status must be one of: pending, reviewing, accepted, rejected'); // a const list joined
    expect(texts).toContain('Please upload a file smaller than 5MB'); // followed through three calls
    expect(texts).toContain('Too many requests from your network. Please wait {{retryAfterSeconds}} seconds and try again.');
    expect(texts.length).toBeGreaterThan(200);
  });

  it('has French for every English message', () => {
    const catalog = new Set(Object.keys(french).map(shape));
    const missing = [...english].filter(([key]) => !catalog.has(key)).map(([, described]) => described);
    expect(missing).toEqual([]);
  });

  it('has no entry for a message the server no longer sends', () => {
    const unused = Object.keys(french).filter((key) => !english.has(shape(key)));
    expect(unused).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const changed = Object.entries(french).filter(([key, value]) => placeholderNames(key).sort().join() !== placeholderNames(value).sort().join());
    expect(changed).toEqual([]);
  });

  it('uses French typography: a non-breaking space before : ; ? ! and inside guillemets', () => {
    const texts = [...Object.values(french), ...Object.values(frenchValidation.messages), frenchValidation.issue_separator];
    const wrong = texts.filter((text) => / [:;?!]/.test(text) || /« | »/.test(text) || /[^\s\u00a0][;?!](?!\S)/.test(text));
    expect(wrong).toEqual([]);
  });

  it('reads every message whole, but for the ones that pass another message on', () => {
    expect(extraction.unresolved).toEqual([
      // A Fastify error's own text (its French: fastifyClientErrors above).
      'server/errors/error-handler.ts: error.message',
      // A bad path id: the declaration's "… was not found." (uuidParams, userIdParams).
      "server/errors/error-handler.ts: first?.message ?? 'That item was not found.'",
      // A zod issue's message: the contracts' own, or zod's (validation.json).
      "server/errors/error-handler.ts: item.params?.issue?.message ?? item.message ?? 'Invalid value'",
      // The rule's signInMessage, read where the declaration writes it.
      "server/http/register-endpoint.ts: rule.signInMessage ?? 'Please sign in to continue.'",
    ]);
  });
});
