import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { contactEndpoints } from '@common/endpoints/contact';
import { LANGUAGE_COOKIE } from '@common/languages';
import { rateCounters, users } from '@server/db/schema';
import { CLIENT_LIMITS } from '@server/http/client-limits';
import { createPersona, type Persona } from './helpers/personas';
import { send, type Method } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Every error answers in the request's language (docs/decisions/027): English by default and byte
// for byte as before; French when the browser asks for it (Accept-Language), when the visitor chose
// it (the language cookie), or when the signed-in user saved it (users.language).

const NB = '\u00a0';
const UUID = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';

let t: TestApp;
let student: Persona;
let frenchStudent: Persona;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  student = await createPersona(t.app, 'student');
  frenchStudent = await createPersona(t.app, 'student');
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, frenchStudent.userId!));
});
afterAll(async () => t.close());

type Asking = 'default' | 'accept-language' | 'cookie' | 'saved';

interface Case {
  name: string;
  status: number;
  /** The request, as `who` (a visitor or the student), with the headers that ask for a language. */
  request: (cookie: string | undefined, headers: Record<string, string>, remoteAddress: string) => Promise<LightMyRequestResponse>;
  /** Whether the request is made signed in (a 401 is not). */
  signedIn: boolean;
  english: object;
  french: object;
}

const inject =
  (method: Method, url: string, payload?: unknown) => (cookie: string | undefined, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      remoteAddress,
      ...(payload ? { payload: payload as object } : {}),
    });

const badContact = { name: '', email: 'nope', subject: 'Hello', message: 42 };
const goodContact = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'A question about the jobs.' };

const CASES: Case[] = [
  {
    name: '401 (the declaration’s own sign-in message)',
    status: 401,
    signedIn: false,
    request: inject('POST', `/api/events/${UUID}/register`, {}),
    english: { code: 'UNAUTHENTICATED', message: 'Please log in to register for events' },
    french: { code: 'UNAUTHENTICATED', message: 'Veuillez vous connecter pour vous inscrire aux événements' },
  },
  {
    name: '403 (a role the endpoint is not for)',
    status: 403,
    signedIn: true,
    request: inject('GET', '/api/employer/jobs'),
    english: { code: 'FORBIDDEN', message: 'Your account type cannot do that.' },
    french: { code: 'FORBIDDEN', message: 'Votre type de compte ne permet pas de faire cela.' },
  },
  {
    name: '404 (an id that names nothing)',
    status: 404,
    signedIn: true,
    request: inject('GET', `/api/jobs/${UUID}`),
    english: { code: 'NOT_FOUND', message: 'That job was not found.' },
    french: { code: 'NOT_FOUND', message: 'Cette offre est introuvable.' },
  },
  {
    name: '404 (an id that cannot name anything)',
    status: 404,
    signedIn: true,
    request: inject('GET', '/api/jobs/not-an-id'),
    english: { code: 'NOT_FOUND', message: 'That job was not found.' },
    french: { code: 'NOT_FOUND', message: 'Cette offre est introuvable.' },
  },
  {
    name: '409 (a role set already)',
    status: 409,
    signedIn: true,
    request: inject('POST', authEndpoints.chooseRole.path, { role: 'student' }),
    english: { code: 'CONFLICT', message: 'Your role is already set and cannot be changed here.' },
    french: { code: 'CONFLICT', message: 'Votre rôle est déjà choisi et ne peut pas être changé ici.' },
  },
  {
    name: '400 (zod issues: the contract’s messages and zod’s own)',
    status: 400,
    signedIn: true,
    request: inject('POST', contactEndpoints.send.path, badContact),
    english: {
      code: 'VALIDATION_FAILED',
      message:
        'Invalid input: name: Please tell us your name; email: Enter a valid e-mail address; message: Invalid input: expected string, received number',
      issues: [
        { path: 'name', message: 'Please tell us your name' },
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'message', message: 'Invalid input: expected string, received number' },
      ],
    },
    french: {
      code: 'VALIDATION_FAILED',
      message:
        `Données non valides${NB}: name${NB}: Veuillez nous indiquer votre nom${NB}; email${NB}: Entrez une adresse courriel valide${NB}; ` +
        `message${NB}: Valeur non valide${NB}: il faut du texte (reçu${NB}: un nombre)`,
      issues: [
        { path: 'name', message: 'Veuillez nous indiquer votre nom' },
        { path: 'email', message: 'Entrez une adresse courriel valide' },
        { path: 'message', message: `Valeur non valide${NB}: il faut du texte (reçu${NB}: un nombre)` },
      ],
    },
  },
  {
    name: '429 (a per-client limit, with its wait in the text)',
    status: 429,
    signedIn: true,
    request: async (cookie, headers, remoteAddress) => {
      const { max } = CLIENT_LIMITS.contact;
      await t.database.db.insert(rateCounters).values({ scope: `client:contact ${contactEndpoints.send.path}`, key: remoteAddress, hits: max });
      return inject('POST', contactEndpoints.send.path, goodContact)(cookie, headers, remoteAddress);
    },
    english: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests from your network\. Please wait 1[45] minutes and try again\.$/),
    },
    french: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Trop de demandes venant de votre réseau\. Veuillez attendre 1[45] minutes et réessayer\.$/),
    },
  },
];

async function ask(item: Case, asking: Asking): Promise<LightMyRequestResponse> {
  address += 1;
  const remoteAddress = `192.0.2.${address}`;
  const caller = asking === 'saved' ? frenchStudent : item.signedIn ? student : undefined;
  const cookies = [caller?.cookie, asking === 'cookie' ? `${LANGUAGE_COOKIE}=fr` : undefined].filter(Boolean).join('; ');
  const headers: Record<string, string> = asking === 'accept-language' ? { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } : {};
  return item.request(cookies || undefined, headers, remoteAddress);
}

describe('error answers in the request’s language', () => {
  for (const item of CASES) {
    describe(item.name, () => {
      it('English by default, as before', async () => {
        const response = await ask(item, 'default');
        expect(response.statusCode).toBe(item.status);
        expect(response.json()).toEqual(item.english);
      });
      it('French for Accept-Language: fr-CA', async () => {
        const response = await ask(item, 'accept-language');
        expect(response.statusCode).toBe(item.status);
        expect(response.json()).toEqual(item.french);
      });
      it('French for the language cookie', async () => {
        const response = await ask(item, 'cookie');
        expect(response.statusCode).toBe(item.status);
        expect(response.json()).toEqual(item.french);
      });
      if (item.signedIn) {
        it('French for a user who saved French', async () => {
          const response = await ask(item, 'saved');
          expect(response.statusCode).toBe(item.status);
          expect(response.json()).toEqual(item.french);
        });
      }
    });
  }

  it('the saved choice comes before the browser’s, and ?lang= before both', async () => {
    const englishBrowser = { 'accept-language': 'en-CA' };
    const saved = await send(t.app, frenchStudent, 'GET', `/api/jobs/${UUID}`, undefined, englishBrowser);
    expect(saved.json().message).toBe('Cette offre est introuvable.');
    const asked = await send(t.app, frenchStudent, 'GET', `/api/jobs/${UUID}?lang=en`);
    expect(asked.json().message).toBe('That job was not found.');
    const askedFrench = await send(t.app, null, 'GET', `/api/jobs/${UUID}?lang=fr`, undefined, englishBrowser);
    expect(askedFrench.json().message).toBe('Cette offre est introuvable.');
  });

  it('?lang= counts on a route whose query schema does not declare it, and "path: message" answers are translated in both parts', async () => {
    const badCursor = await send(t.app, null, 'GET', '/api/jobs?cursor=not-a-cursor&lang=fr');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `cursor${NB}: Ce lien de page est périmé. Veuillez recommencer à partir de la première page.`,
      issues: [{ path: 'cursor', message: 'Ce lien de page est périmé. Veuillez recommencer à partir de la première page.' }],
    });
    const english = await send(t.app, null, 'GET', '/api/jobs?cursor=not-a-cursor');
    expect(english.json().message).toBe('cursor: This page link is out of date. Please start again from the first page.');
  });

  it('a language we do not have answers in English', async () => {
    const response = await send(t.app, null, 'GET', `/api/jobs/${UUID}`, undefined, { 'accept-language': 'de-DE,es;q=0.8' });
    expect(response.json().message).toBe('That job was not found.');
  });

  it("Fastify's own client errors too", async () => {
    const english = await t.app.inject({
      method: 'POST',
      url: contactEndpoints.send.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    const french = await t.app.inject({
      method: 'POST',
      url: contactEndpoints.send.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"name":',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe("Le corps n'est pas du JSON valide alors que content-type est 'application/json'");
  });
});
