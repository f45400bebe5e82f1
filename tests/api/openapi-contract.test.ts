import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, fillPath, type EndpointDeclaration } from '@common/api/endpoint';
import { endpointResponses } from '@common/api/responses';
import { adminEndpoints } from '@common/endpoints/admin';
import { authEndpoints } from '@common/endpoints/auth';
import { contactEndpoints } from '@common/endpoints/contact';
import { documentsEndpoints } from '@common/endpoints/documents';
import { filesEndpoints } from '@common/endpoints/files';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { mailMessages, newsletterSubscriptions, users } from '@server/db/schema';
import { signUnsubscribeToken } from '@server/features/notifications/unsubscribe-token';
import { createJob } from '@server/seed/factories';
import { expectationFromAccess, routeKey, type MatrixContext, type MatrixRequest, type MatrixRow } from './authorization/matrix-types';
import { allRows } from './authorization/rows';
import {
  createAllPersonas,
  createImpersonatingPersona,
  createPersona,
  impersonate,
  PERSONA_KINDS,
  type Persona,
  type PersonaKind,
} from './helpers/personas';
import { injectEndpoint } from './helpers/inject-stream';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listenTestOidcProvider, type TestOidcProvider } from './helpers/test-oidc-provider';
import { multipartBody, PDF_BYTES, PNG_BYTES } from './helpers/upload-fixtures';

// The OpenAPI document tells the truth (docs/decisions/037): every declared endpoint is called
// through the real app, as each kind of caller (the authorization matrix's requests) and with each
// kind of bad request (an unknown or malformed id, a body of the wrong shape or not JSON, too large,
// of another type, sent from another site, a bad query, an impersonation, an unconfirmed address,
// too many tries), and every answer is checked against the operation in /api/openapi.json: its
// status must be documented, its content type too, and a JSON body must match that status's schema.

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema?: Json }>; headers?: Json }> };
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let ctx: MatrixContext;
let document: Document;
let ajv: Ajv2020;
/** Sessions the declarations refuse besides a wrong role: an impersonation, unconfirmed e-mail addresses. */
let impersonation: Persona;
const unverified: Partial<Record<PersonaKind, Persona>> = {};

/** Every answer seen: which endpoint, which status, and what was wrong with it (if anything). */
const seen: Array<{ route: string; status: number; problem: string | null }> = [];

/** A real OpenID Connect provider, for the successes of a school's sign-in settings and of starting a sign-in. */
let schoolProvider: TestOidcProvider;
const SCHOOL_CLIENT = { clientId: 'firstrung', clientSecret: 'contract-provider-secret' };

beforeAll(async () => {
  schoolProvider = await listenTestOidcProvider();
  // Only the discovery document and the authorization URL are used here: no one comes back to the app.
  schoolProvider.start({ ...SCHOOL_CLIENT, redirectUris: ['http://localhost:5000/api/identity/sso/callback/contract'] });
  t = await createTestApp({ env: { SCHOOL_SIGN_IN_PRIVATE_ISSUERS: schoolProvider.issuer } });
  ctx = { app: t.app, personas: await createAllPersonas(t.app) };
  const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(served.statusCode).toBe(200);
  document = served.json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'components', components: (document as unknown as { components: Json }).components });
  impersonation = await createImpersonatingPersona(t.app, ctx.personas.admin);
  for (const kind of ['student', 'employer'] as const) {
    const persona = await createPersona(t.app, kind);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, persona.userId!));
    unverified[kind] = persona;
  }
});
afterAll(async () => {
  await t?.close();
  await schoolProvider?.close();
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationOf(endpoint: EndpointDeclaration): Operation {
  const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${endpoint.method} ${endpoint.path} is not in the document`);
  return operation;
}

const validators = new Map<Json, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    // The document's references point into its components, added to ajv once as 'components'.
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/components/')) as Json);
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with an answer, by the document; null when nothing. */
function problemWith(endpoint: EndpointDeclaration, response: LightMyRequestResponse): string | null {
  const { responses } = operationOf(endpoint);
  const status = response.statusCode;
  const key = String(status) in responses ? String(status) : status >= 500 && '5XX' in responses ? '5XX' : null;
  if (!key) return `${status} is not documented (documented: ${Object.keys(responses).join(', ')}): ${response.body.slice(0, 200)}`;
  const documented = responses[key]!;
  if (documented.headers && 'Location' in documented.headers && !response.headers.location) return `${status} without a Location header`;
  if (status === 429 && !response.headers['retry-after']) return '429 without a Retry-After header';
  if (!documented.content) return response.body === '' || status === 302 ? null : `${status} is documented without a body, but one came`;
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = documented.content[type];
  if (!media) return `${status} came as "${type}", documented as ${Object.keys(documented.content).join(', ')}`;
  if (type !== 'application/json' || !media.schema) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status}: the body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const validate = validatorFor(media.schema);
  if (validate(body)) return null;
  return `${status}: the body does not match its schema: ${ajv.errorsText(validate.errors)}; body: ${response.body.slice(0, 300)}`;
}

/** Sends a request to an endpoint and records its answer, checked against the document. */
async function call(
  endpoint: EndpointDeclaration,
  request: { url: string; cookie?: string | undefined; payload?: unknown; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const response = await injectEndpoint(t.app, endpoint, {
    method: endpoint.method,
    url: request.url,
    headers: { ...(request.cookie ? { cookie: request.cookie } : {}), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload as never } : {}),
  });
  seen.push({ route: `${endpoint.method} ${endpoint.path}`, status: response.statusCode, problem: problemWith(endpoint, response) });
  return response;
}

const build = async (row: MatrixRow, persona: Persona): Promise<MatrixRequest> =>
  row.request ? row.request(ctx, persona) : { url: row.endpoint.path };

/** The row's request with every path parameter replaced: a value that cannot name anything, or an unknown one. */
function withPathParams(row: MatrixRow, url: string, value: (name: string) => string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const names = [...row.endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return fillPath(row.endpoint.path, Object.fromEntries(names.map((name) => [name, value(name)]))) + query;
}

/** An id of the right shape that names nothing (the kind of a verification stays a real kind). */
const unknownId = (name: string) => (name === 'kind' ? 'employer' : name === 'id' ? crypto.randomUUID() : `no-such-${name}`);

const isChange = (endpoint: EndpointDeclaration) => endpoint.method !== 'GET';
/** A JSON body over the app's limit of 1 MiB. */
const TOO_LARGE = `"${'x'.repeat(1024 * 1024 + 16)}"`;
const hasJsonBody = (endpoint: EndpointDeclaration) => Boolean(endpoint.body) && (endpoint.bodyKind ?? 'json') === 'json';

/**
 * The answers every row gets besides the matrix's: each kind of bad request the declaration implies,
 * from an allowed caller. None gets past the checks, so they change nothing and go out together.
 */
async function badRequests(row: MatrixRow, caller: MatrixRequest): Promise<void> {
  const { endpoint } = row;
  const requests: Array<Parameters<typeof call>[1]> = [];
  const as = (request: Omit<Parameters<typeof call>[1], 'cookie'>) => requests.push({ ...request, cookie: caller.cookie });
  if (endpoint.params) {
    as({ url: withPathParams(row, caller.url, () => 'not-an-id'), payload: caller.payload });
    as({ url: withPathParams(row, caller.url, unknownId), payload: caller.payload });
  }
  if (endpoint.query) {
    const join = caller.url.includes('?') ? '&' : '?';
    as({ url: `${caller.url}${join}limit=lots&cursor=%25%25` });
    as({ url: `${caller.url}${join}q=a%00b` });
  }
  if (hasJsonBody(endpoint)) {
    as({ url: caller.url, payload: [1, 2, 3] });
    as({ url: caller.url, payload: { email: 42, token: 7, title: [], password: null } });
  }
  if (isChange(endpoint)) {
    const json = { 'content-type': 'application/json' };
    as({ url: caller.url, payload: '{not json', headers: json });
    as({ url: caller.url, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    as({ url: caller.url, payload: TOO_LARGE, headers: json });
    if (endpoint.path.startsWith('/api/')) as({ url: caller.url, payload: caller.payload, headers: { 'sec-fetch-site': 'cross-site' } });
  }
  await Promise.all(requests.map((request) => call(endpoint, request)));
}

describe('the OpenAPI document', () => {
  it('covers every declared route, each with its operation', () => {
    const declared = t.app.registeredRoutes.filter((route) => route.endpoint && route.method !== 'HEAD');
    expect(declared.map((route) => `${route.method} ${route.url}`).sort()).toEqual(allRows.map(routeKey).sort());
    for (const { endpoint } of allRows) expect(() => operationOf(endpoint)).not.toThrow();
  });

  for (const row of allRows) {
    it(`${routeKey(row)}: every answer is documented`, async () => {
      const { endpoint } = row;
      const expectation = (kind: PersonaKind) => expectationFromAccess(endpoint.access, kind);
      // Refused callers first, as in the matrix, so an allowed call that changes data cannot affect them.
      const order = [...PERSONA_KINDS].sort((a, b) => Number(expectation(a) === 'allow') - Number(expectation(b) === 'allow'));
      const requestOf = async (kind: PersonaKind): Promise<MatrixRequest> => {
        const request = await build(row, ctx.personas[kind]);
        return { ...request, cookie: request.cookie ?? ctx.personas[kind].cookie };
      };
      // Refused callers are refused before anything happens: together. So are the callers of a
      // public endpoint (each its own request: a throwaway session, a new e-mail address); the
      // allowed callers of the others one after another, in the matrix's order.
      const refused = order.filter((kind) => expectation(kind) !== 'allow');
      for (const [kind, answer] of await Promise.all(refused.map(async (kind) => [kind, await call(endpoint, await requestOf(kind))] as const))) {
        expect(answer.statusCode, kind).toBe(expectation(kind));
      }
      const allowedKinds = order.filter((kind) => expectation(kind) === 'allow');
      const allowedRequests: MatrixRequest[] = [];
      const sendAllowed = async (kind: PersonaKind) => {
        const request = await requestOf(kind);
        allowedRequests.push(request);
        await call(endpoint, request);
      };
      if (endpoint.access.signedIn) for (const kind of allowedKinds) await sendAllowed(kind);
      else await Promise.all(allowedKinds.map(sendAllowed));
      const allowed = allowedRequests[0]!;
      if (endpoint.access.ownSessionOnly) {
        const answer = await call(endpoint, { ...(await build(row, impersonation)), cookie: impersonation.cookie });
        expect(answer.statusCode, 'impersonation').toBe(403);
      }
      if (endpoint.access.verifiedEmail) {
        for (const persona of Object.values(unverified)) {
          if (!endpoint.access.roles?.includes(persona.kind as never)) continue;
          const answer = await call(endpoint, { ...(await build(row, persona)), cookie: persona.cookie });
          expect(answer.json().code, 'unconfirmed address').toBe('EMAIL_NOT_VERIFIED');
        }
      }
      // The kinds of bad request, from the first allowed caller (a visitor for a public endpoint).
      await badRequests(row, allowed);
      const problems = seen.filter((answer) => answer.route === routeKey(row) && answer.problem);
      expect(problems.map((answer) => answer.problem)).toEqual([]);
    });
  }

  // The successes the matrix's requests cannot reach (they need a mailed token, a file, a resume,
  // an impersonation): each made here, and its answer checked like every other.
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const email = () => `contract-${crypto.randomUUID()}@test.firstrung`;

  /** The token of the link to `page` in the last e-mail to `address` (the outbox keeps each message's text). */
  async function mailedToken(address: string, page: string): Promise<string> {
    for (let waited = 0; waited < 5000; waited += 50) {
      const mails = await t.database.db.select({ text: mailMessages.textBody }).from(mailMessages).where(eq(mailMessages.toAddress, address));
      const found = mails.map((mail) => new RegExp(`${page}\\?token=([^\\s"'<>]+)`).exec(mail.text ?? '')).find(Boolean);
      if (found) return new URL(`http://x${page}?token=${found[1]}`).searchParams.get('token')!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail to ${address} with a link to ${page}`);
  }

  async function newsletterTokens(address: string) {
    expect((await call(newsletterEndpoints.subscribe, { url: newsletterEndpoints.subscribe.path, payload: { email: address } })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, address));
    return { confirm: row!.confirmToken!, unsubscribe: row!.unsubscribeToken };
  }

  /** A student whose resume is on their profile, uploaded as the browser does. */
  async function studentWithResume(): Promise<Persona> {
    const student = await createPersona(t.app, 'student');
    const grant = await call(filesEndpoints.requestResumeUpload, { url: filesEndpoints.requestResumeUpload.path, cookie: student.cookie });
    const uploadURL = grant.json().uploadURL as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie: student.cookie!, 'content-type': 'application/pdf' },
      payload: PDF_BYTES,
    });
    expect(put.statusCode).toBe(200);
    const url = filesEndpoints.recordResume.path;
    expect(
      (await call(filesEndpoints.recordResume, { url, cookie: student.cookie, payload: { resumeURL: uploadURL, resumeFileName: 'cv.pdf' } }))
        .statusCode,
    ).toBe(200);
    return student;
  }

  /** A verified school whose identity provider vouches for `domain` (its settings saved through the API). */
  async function schoolWithProvider(domain: string): Promise<Persona> {
    const school = await createInstitution(t.app, 'Toronto', 'Contract Secondary');
    const payload = { issuer: schoolProvider.issuer, ...SCHOOL_CLIENT, domains: [domain] };
    const url = schoolSignInEndpoints.saveProvider.path;
    expect((await call(schoolSignInEndpoints.saveProvider, { url, cookie: school.cookie, payload })).statusCode).toBe(200);
    return school;
  }

  const successes: Array<[EndpointDeclaration, () => Promise<Parameters<typeof call>[1]>]> = [
    [
      schoolSignInEndpoints.saveProvider,
      async () => {
        const school = await createInstitution(t.app, 'Toronto', 'Contract Collegiate');
        const payload = { issuer: schoolProvider.issuer, ...SCHOOL_CLIENT, domains: [`${crypto.randomUUID().slice(0, 8)}.example`] };
        return { url: schoolSignInEndpoints.saveProvider.path, cookie: school.cookie, payload };
      },
    ],
    [
      schoolSignInEndpoints.start,
      async () => {
        const domain = `${crypto.randomUUID().slice(0, 8)}.example`;
        await schoolWithProvider(domain);
        return { url: schoolSignInEndpoints.start.path, payload: { email: `pupil@${domain}` } };
      },
    ],
    [
      authEndpoints.verifyEmail,
      async () => {
        const address = email();
        const payload = { email: address, password: 'long-enough-1', firstName: 'Contract', lastName: 'Test', acceptTerms: true };
        expect((await call(authEndpoints.register, { url: authEndpoints.register.path, payload })).statusCode).toBe(202);
        return { url: authEndpoints.verifyEmail.path, payload: { token: await mailedToken(address, '/verify-email') } };
      },
    ],
    [
      authEndpoints.resetPassword,
      async () => {
        const { email: address } = await createPersona(t.app, 'student');
        expect((await call(authEndpoints.forgotPassword, { url: authEndpoints.forgotPassword.path, payload: { email: address } })).statusCode).toBe(
          202,
        );
        return {
          url: authEndpoints.resetPassword.path,
          payload: { token: await mailedToken(address!, '/reset-password'), password: 'a-new-long-password-9' },
        };
      },
    ],
    [
      filesEndpoints.downloadResume,
      async () => {
        const student = await studentWithResume();
        return { url: endpointUrl(filesEndpoints.downloadResume, { params: { userId: student.userId } }), cookie: student.cookie };
      },
    ],
    [
      jobsEndpoints.apply,
      async () => {
        const student = await studentWithResume();
        const job = await createJob(t.database.db, ctx.personas.employer.userId!);
        return { url: endpointUrl(jobsEndpoints.apply, { params: { id: job.id } }), cookie: student.cookie, payload: { message: 'Hello' } };
      },
    ],
    [
      profileImagesEndpoints.uploadProfileImage,
      async () => ({
        url: profileImagesEndpoints.uploadProfileImage.path,
        cookie: (await createPersona(t.app, 'student')).cookie,
        ...(await multipartBody({ file: { name: 'me.png', content: PNG_BYTES } })),
      }),
    ],
    [
      documentsEndpoints.uploadInstitutionDocument,
      async () => ({
        url: documentsEndpoints.uploadInstitutionDocument.path,
        cookie: ctx.personas.institution.cookie,
        ...(await multipartBody({ file: { name: 'form.pdf', content: PDF_BYTES } })),
      }),
    ],
    [
      documentsEndpoints.uploadMyDocument,
      async () => ({
        url: documentsEndpoints.uploadMyDocument.path,
        // A student of the matrix institution (only a school's approved students send it documents).
        cookie: (await createLinkedStudent(t.app, ctx.personas.institution.profileId!)).cookie,
        ...(await multipartBody({ file: { name: 'consent.pdf', content: PDF_BYTES }, fields: { documentType: 'Consent' } })),
      }),
    ],
    [
      rosterImportsEndpoints.upload,
      async () => ({
        url: rosterImportsEndpoints.upload.path,
        cookie: ctx.personas.institution.cookie,
        ...(await multipartBody({
          file: {
            name: 'roster.csv',
            content: Buffer.from(
              `First name,Last name,E-mail,Grade,Date of birth,Guardian's name,Guardian's e-mail\nAda,Lovelace,ada@example.test,10,${new Date().getUTCFullYear() - 16}-01-15,Anne,anne@example.test\n`,
            ),
          },
        })),
      }),
    ],
    [
      adminEndpoints.stopImpersonation,
      async () => {
        const student = await createPersona(t.app, 'student');
        return {
          url: adminEndpoints.stopImpersonation.path,
          cookie: await impersonate(t.app, ctx.personas.admin.cookie!, student.userId!),
          payload: {},
        };
      },
    ],
    [
      newsletterEndpoints.confirm,
      async () => ({ url: newsletterEndpoints.confirm.path, payload: { token: (await newsletterTokens(email())).confirm } }),
    ],
    [
      newsletterEndpoints.unsubscribe,
      async () => ({ url: newsletterEndpoints.unsubscribe.path, payload: { token: (await newsletterTokens(email())).unsubscribe } }),
    ],
    [
      newsletterEndpoints.oneClickUnsubscribe,
      async () => ({
        url: endpointUrl(newsletterEndpoints.oneClickUnsubscribe, { query: { token: (await newsletterTokens(email())).unsubscribe } }),
        payload: 'List-Unsubscribe=One-Click',
        headers: form,
      }),
    ],
    [
      notificationsEndpoints.oneClickUnsubscribe,
      async () => {
        const token = signUnsubscribeToken(t.app.deps.linkSigningKey, { userId: ctx.personas.student.userId!, kind: 'event_registration' });
        return {
          url: endpointUrl(notificationsEndpoints.oneClickUnsubscribe, { query: { token } }),
          payload: 'List-Unsubscribe=One-Click',
          headers: form,
        };
      },
    ],
    [
      notificationsEndpoints.emailPreference,
      async () => {
        const token = signUnsubscribeToken(t.app.deps.linkSigningKey, { userId: ctx.personas.student.userId!, kind: 'event_registration' });
        return { url: notificationsEndpoints.emailPreference.path, payload: { token, email: true } };
      },
    ],
  ];
  for (const [endpoint, request] of successes) {
    it(`${endpoint.method} ${endpoint.path}: its success is documented`, async () => {
      const answer = await call(endpoint, await request());
      expect(answer.statusCode, answer.body).toBe(endpointResponses(endpoint).success.status);
      expect(seen.filter((one) => one.route === `${endpoint.method} ${endpoint.path}` && one.problem).map((one) => one.problem)).toEqual([]);
    });
  }

  it('documents the answers of the limits: 401 and then 429 for repeated wrong passwords, 429 for too many messages', async () => {
    const { email: address } = await createPersona(t.app, 'student');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30 && !statuses.includes(429); attempt++) {
      const url = authEndpoints.signIn.path;
      statuses.push((await call(authEndpoints.signIn, { url, payload: { email: address, password: 'not-the-password-1' } })).statusCode);
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const message = { name: 'Sam', email: email(), subject: 'Hello', message: 'A message long enough.' };
    const sent: number[] = [];
    for (let attempt = 0; attempt < 30 && !sent.includes(429); attempt++) {
      sent.push((await call(contactEndpoints.send, { url: contactEndpoints.send.path, payload: message })).statusCode);
    }
    expect(sent).toContain(429);
    const problems = seen.filter(
      (answer) => answer.problem && [authEndpoints.signIn, contactEndpoints.send].some((e) => answer.route === `${e.method} ${e.path}`),
    );
    expect(problems.map((answer) => answer.problem)).toEqual([]);
  });

  it('saw every answer documented, and a success from every endpoint', () => {
    const statuses = new Map<string, Set<number>>();
    for (const answer of seen) statuses.set(answer.route, (statuses.get(answer.route) ?? new Set()).add(answer.status));
    const byStatus = new Map<number, number>();
    for (const set of statuses.values()) for (const status of set) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const pairs = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    // The declared success itself (201 where 201 is declared), not just any 2xx.
    const unsucceeded = allRows.filter((row) => !statuses.get(routeKey(row))?.has(endpointResponses(row.endpoint).success.status)).map(routeKey);
    console.info(
      `openapi contract: ${seen.length} requests to ${statuses.size} endpoints, ${pairs} (endpoint, status) pairs ` +
        `(${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')}); ` +
        `the declared success of ${allRows.length - unsucceeded.length} of ${allRows.length} endpoints`,
    );
    expect(seen.filter((answer) => answer.problem).map((answer) => `${answer.route}: ${answer.problem}`)).toEqual([]);
    expect(statuses.size).toBe(allRows.length);
    expect(unsucceeded, 'endpoints never seen answering their declared success').toEqual([]);
  });
});
