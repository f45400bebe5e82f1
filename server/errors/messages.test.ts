import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_ERROR_CODES } from 'better-auth';
import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyed, keyedIssue } from '@common/messages';
import { createJobBody } from '@common/contracts/jobs';
import frenchValidation from '../locales/fr/validation.json';
import { invalidField } from './app-error';
import { BETTER_AUTH_ERRORS, FASTIFY_ERROR_CODES, libraryErrorMessage } from './library-errors';
import { msg, textIn, zodIssueMessage, type Issue } from './message';
import { en, type MessageKey } from './messages/en';
import { fr } from './messages/fr';

// The catalogues of the server's messages (docs/decisions/038). The type check already requires a
// French text for every key, and the same placeholders in both; these tests say it again at run
// time, check French typography, that the libraries' texts are theirs word for word, and that a
// contract's message reaches the error handler by its key.

const NB = '\u00a0';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(en) as MessageKey[];

describe('the catalogues', () => {
  it('have the same keys in French as in English', () => {
    expect(Object.keys(fr).sort()).toEqual([...keys].sort());
  });

  it('keep the placeholders of each message', () => {
    const changed = keys.filter((key) => placeholders(en[key]).join() !== placeholders(fr[key]).join());
    expect(changed).toEqual([]);
  });

  it('use French typography: a non-breaking space before : ; ? ! and inside guillemets', () => {
    const texts = [...Object.values(fr), ...Object.values(frenchValidation.messages)];
    const wrong = texts.filter((text) => / [:;?!]/.test(text) || /« | »/.test(text) || /[^\s\u00a0][;?!](?!\S)/.test(text));
    expect(wrong).toEqual([]);
  });

  it('have no key that the code never names', () => {
    const sources = ['server', 'common']
      .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/messages[\\/](en|fr)\.ts$|common[\\/]messages\.ts$/.test(file))
      .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n');
    // Two families are named by a part: notFound('job') and uuidParams('job'), requiredText('title', …).
    const named = (key: string) => {
      if (sources.includes(`'${key}'`)) return true;
      const [family, name] = key.split('.');
      if (family === 'notFound') return new RegExp(`(notFound|uuidParams)\\('${name}'\\)`).test(sources);
      const field = family === 'jobs' ? /^(\w+)(Required|TooLong)$/.exec(name ?? '')?.[1] : undefined;
      return field !== undefined && sources.includes(`requiredText('${field}'`);
    };
    expect(keys.filter((key) => !named(key))).toEqual([]);
  });
});

describe('a message in a language', () => {
  it('is its catalogue text with the values filled in, a value being a message itself if need be', () => {
    const wait = msg('limits.minutes.other', { count: 14 });
    expect(textIn('en', msg('limits.network', { wait }))).toBe('Too many requests from your network. Please wait 14 minutes and try again.');
    expect(textIn('fr', msg('limits.network', { wait }))).toBe('Trop de demandes venant de votre réseau. Veuillez attendre 14 minutes et réessayer.');
  });

  it('"path: message" and "Invalid input: …" in French punctuation', () => {
    const error = invalidField('cursor', 'paging.cursorOutOfDate');
    expect(error.message).toBe('cursor: This page link is out of date. Please start again from the first page.');
    expect(textIn('fr', error.text)).toBe(`cursor${NB}: Ce lien de page est périmé. Veuillez recommencer à partir de la première page.`);
    const issues: Issue[] = [
      { path: 'name', message: msg('contact.nameRequired') },
      { path: 'email', message: msg('fields.emailInvalid') },
    ];
    const invalid = msg('errors.invalidInput', { issues: { issues } });
    expect(textIn('en', invalid)).toBe('Invalid input: name: Please tell us your name; email: Enter a valid e-mail address');
    expect(textIn('fr', invalid)).toBe(
      `Données non valides${NB}: name${NB}: Veuillez nous indiquer votre nom${NB}; email${NB}: Entrez une adresse courriel valide`,
    );
  });

  it("is zod's own English, or written from the issue in another language", () => {
    const schema = z.object({ a: z.string().max(3), b: z.array(z.number()).min(2), c: z.enum(['x', 'y']), d: z.email(), e: z.string() }).strict();
    const result = schema.safeParse({ a: 'abcd', b: [1], c: 'q', d: 'no', extra: 1 });
    const messages = result.error!.issues.map(zodIssueMessage);
    expect(messages.map((message) => textIn('en', message))).toEqual(result.error!.issues.map((issue) => issue.message));
    expect(messages.map((message) => textIn('fr', message))).toEqual([
      `Trop long${NB}: au plus 3 caractères`,
      `Pas assez d'éléments${NB}: au moins 2 éléments`,
      `Option non valide${NB}: il faut l'une de ces valeurs${NB}: "x"|"y"`,
      'Adresse courriel non valide',
      `Valeur manquante${NB}: il faut du texte`,
      `Clé non reconnue${NB}: "extra"`,
    ]);
  });
});

describe("a contract's message", () => {
  it('reaches the issue with its key and values (keyed, on any kind of zod check)', () => {
    const schema = z.object({
      title: z.string(keyed('events.titleRequired')).min(1, keyed('events.titleRequired')),
      limit: z.number().max(50, keyed('paging.limitAtMost', { max: 50 })),
      kind: z.enum(['a', 'b'], keyed('admin.roleOneOf')),
      day: z.string().refine(() => false, keyed('events.dateInvalid')),
    });
    const issues = schema.safeParse({ title: '', limit: 51, kind: 'c', day: 'x' }).error!.issues;
    expect(issues.map((issue) => [issue.message, (issue as { messageKey?: string }).messageKey])).toEqual([
      ['Title is required', 'events.titleRequired'],
      ['Limit must be at most 50', 'paging.limitAtMost'],
      ['Role must be student, employer, institution or admin', 'admin.roleOneOf'],
      ['Enter a valid date', 'events.dateInvalid'],
    ]);
    expect(issues.map((issue) => textIn('fr', zodIssueMessage(issue)))).toEqual([
      'Le titre est obligatoire',
      "La limite doit être d'au plus 50",
      'Le rôle doit être student, employer, institution ou admin',
      'Entrez une date valide',
    ]);
  });

  it('of a custom issue carries its key and values too', () => {
    const schema = z.object({ region: z.string() }).superRefine((value, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['region'], ...keyedIssue('profiles.regionOfCountry', { country: 'CA' }) });
    });
    const [issue] = schema.safeParse({ region: 'Nowhere' }).error!.issues;
    expect(issue!.message).toBe('Choose a region of CA');
    expect(textIn('fr', zodIssueMessage(issue!))).toBe('Choisissez une région de ce pays (CA)');
  });

  it('of a shared contract is answered in French', () => {
    const [issue] = createJobBody.safeParse({ title: ' ', companyName: 'A', location: 'B', city: 'C', description: 'D' }).error!.issues;
    expect(issue!.message).toBe('Title is required');
    expect(textIn('fr', zodIssueMessage(issue!))).toBe('Le titre est obligatoire');
  });
});

describe("the libraries' client errors", () => {
  it("are Fastify's and @fastify/multipart's own English", () => {
    const multipart = fs.readFileSync(createRequire(import.meta.url).resolve('@fastify/multipart'), 'utf8');
    const multipartText = (code: string) => new RegExp(`createError\\('${code}', '([^']+)'`).exec(multipart)?.[1];
    const fastifyText = (code: string) => {
      const FastifyError = (errorCodes as Record<string, new (...args: string[]) => Error>)[code]!;
      // Its `%s` is the request's method.
      return new FastifyError().message.includes('%s') ? new FastifyError('POST').message : new FastifyError().message;
    };
    const libraryText = (code: string) => (code in errorCodes ? fastifyText(code) : multipartText(code));
    const ours = (code: string) => textIn('en', libraryErrorMessage({ code }, { method: 'POST' })!);
    const differing = FASTIFY_ERROR_CODES.filter((code) => ours(code) !== libraryText(code));
    expect(differing).toEqual([]);
    expect(textIn('fr', libraryErrorMessage({ code: 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE' }, { method: 'POST' })!)).toBe(
      "La méthode 'POST' doit fournir un en-tête 'Content-Type'.",
    );
  });

  it("are Better Auth's own English, by its error code", () => {
    const differing = Object.entries(BETTER_AUTH_ERRORS).filter(
      ([code, key]) => en[key] !== (BASE_ERROR_CODES as Record<string, { message: string } | undefined>)[code]?.message,
    );
    expect(differing).toEqual([]);
    expect(libraryErrorMessage({ body: { code: 'PASSWORD_TOO_SHORT' } }, { method: 'POST' })).toEqual({ key: 'betterAuth.passwordTooShort' });
    expect(libraryErrorMessage({ code: 'SOMETHING_ELSE' }, { method: 'POST' })).toBeNull();
  });
});
