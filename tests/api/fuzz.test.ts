import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { ALL_ENDPOINTS } from '@common/endpoints/all-endpoints';
import { createEvent, createJob, createUserAccount } from '@server/seed/factories';
import { asQueryText, bodyOf, encodeLoosely, hostileValue, objectOf, RAW_QUERY_JUNK } from './helpers/fuzz-arbitraries';
import { createAllPersonas, createPersona, PERSONA_KINDS, signIn, TEST_PASSWORD, type Persona, type PersonaKind } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// Every declared route, sent malformed and boundary requests generated from its zod schemas
// (docs/security.md, "Every route survives generated malformed requests"): each answer is a
// success or a 4xx JSON error that says what is wrong, never a 5xx, and the app still answers at
// the end. The seed is fixed so a failure reproduces: FUZZ_SEED=<n> runs another one.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL_REQUESTS = 10_200;
/**
 * A route that reads no input (no params, query or body) gets a few runs, and so do the ones that
 * hash a password on every plausible request (50-100 ms of CPU each, by design) or that answer no
 * sooner than a set time so their timing tells nothing (docs/decisions/022); the others share the rest.
 */
const hasInput = (endpoint: EndpointDeclaration) =>
  Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.bodyKind || endpoint.path.includes(':'));
const SLOW_BY_DESIGN = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/account/change-password',
  'POST /api/account/change-email',
]);
const FEW_RUNS = 40;
const getsFewRuns = (endpoint: EndpointDeclaration) => !hasInput(endpoint) || SLOW_BY_DESIGN.has(`${endpoint.method} ${endpoint.path}`);
const routesWithFewRuns = ALL_ENDPOINTS.filter(({ endpoint }) => getsFewRuns(endpoint)).length;
const runsPerRoute = Math.ceil((TOTAL_REQUESTS - FEW_RUNS * routesWithFewRuns) / (ALL_ENDPOINTS.length - routesWithFewRuns));
const runsOf = (endpoint: EndpointDeclaration) => (getsFewRuns(endpoint) ? FEW_RUNS : runsPerRoute);

/** Routes that end the caller's session or account: signed-in callers get a throwaway account each (see below). */
const ENDS_THE_SESSION = new Set([
  'PATCH /api/account/suspend',
  'DELETE /api/account/delete',
  'POST /api/logout',
  'GET /api/logout',
  'POST /api/account/change-password',
  // Not ending anything, but checking the caller's password: guesses would slow the personas' sign-in.
  'POST /api/account/change-email',
]);

let t: TestApp;
let personas: Record<PersonaKind, Persona>;
/** Ids that name real rows, so a share of the requests gets past "not found" into the handlers. */
let realIds: string[] = [];
let sent = 0;
const timings: Array<[string, number]> = [];

// The server's memory is compared before and after the run, each time after a full collection
// (a client-chosen key must not grow a cache for good: docs/security.md).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const MEMORY_GROWTH_LIMIT = 50 * 1024 * 1024;
function heapUsedAfterCollection(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
let heapBefore = 0;

beforeAll(async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run)`);
  // FUZZ_LOG=1 prints the server's error log (with its stacks) to find the cause of a 5xx.
  t = await createTestApp(process.env.FUZZ_LOG ? { logStream: process.stderr, env: { LOG_LEVEL: 'error' } } : {});
  personas = await createAllPersonas(t.app);
  const { db, auth } = t.app.deps;
  const job = await createJob(db, personas.employer.userId!, { title: 'Fuzzed job', city: 'Toronto' });
  const event = await createEvent(db, { title: 'Fuzzed event' });
  // A user the admin may change at random; never one of the callers.
  const bystander = await createUserAccount(auth, {
    email: 'bystander@test.firstrung',
    password: TEST_PASSWORD,
    firstName: 'By',
    lastName: 'Stander',
    role: 'student',
  });
  realIds = [job.id, event.id, bystander.id, personas.student.profileId!, personas.institution.profileId!];
  heapBefore = heapUsedAfterCollection();
}, 120_000);
afterAll(async () => {
  if (process.env.FUZZ_TIMINGS) console.log(timings.sort((a, b) => b[1] - a[1]).slice(0, 15));
  await t.close();
});

interface GeneratedRequest {
  kind: PersonaKind;
  url: string;
  payload: unknown;
  headers: Record<string, string>;
}

function paramArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x'))) },
  );
}

function urlArbitrary(endpoint: EndpointDeclaration): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const params = fc.tuple(...names.map(() => paramArbitrary()));
  const query = endpoint.query
    ? objectOf(endpoint.query as z.ZodType)
    : fc.dictionary(fc.constantFrom('q', 'cursor', 'limit', 'x'), hostileValue, { maxKeys: 2 });
  const junk = fc.option(fc.constantFrom(...RAW_QUERY_JUNK), { freq: 8 });
  return fc.tuple(params, query, junk).map(([values, fields, rawJunk]) => {
    let index = 0;
    // An empty segment would be another route; "-" keeps the request on this one.
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeLoosely(values[index++] || '-'));
    const pairs = Object.entries(fields).flatMap(([key, value]) => asQueryText(value).map((text) => `${encodeLoosely(key)}=${encodeLoosely(text)}`));
    if (rawJunk) pairs.push(rawJunk);
    return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
  });
}

function payloadArbitrary(endpoint: EndpointDeclaration): fc.Arbitrary<{ payload: unknown; contentType: string | undefined }> {
  const kind = endpoint.bodyKind ?? 'json';
  if (endpoint.method === 'GET') return fc.constant({ payload: undefined, contentType: undefined });
  const bytes = fc.uint8Array({ maxLength: 2048 }).map((array) => Buffer.from(array));
  if (kind === 'multipart' || kind === 'binary') {
    return fc.oneof(
      bytes.map((payload) => ({ payload, contentType: kind === 'multipart' ? 'multipart/form-data; boundary=fuzz' : 'application/octet-stream' })),
      fc.constantFrom(
        {
          payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n%PDF\r\n--fuzz--\r\n',
          contentType: 'multipart/form-data; boundary=fuzz',
        },
        { payload: '--fuzz\r\n\r\n', contentType: 'multipart/form-data' },
        { payload: '{"a":1}', contentType: 'application/json' },
      ),
      bytes.map((payload) => ({ payload, contentType: undefined })),
    );
  }
  return fc.oneof(
    {
      weight: 8,
      arbitrary: bodyOf(endpoint.body as z.ZodType | undefined).map((body) => ({
        payload: body === undefined ? undefined : JSON.stringify(body),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(bytes, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/xml'))
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
  );
}

/** Browser headers now and then: a foreign origin (refused), odd languages, huge values. */
const extraHeaders = fc.option(
  fc.constantFrom<Record<string, string>>(
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-origin' },
    { origin: 'null' },
    { 'accept-language': 'x'.repeat(4000) },
    { accept: 'text/html' },
    { 'if-none-match': '"x"' },
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip;q=0.5, deflate' },
  ),
  { freq: 5, nil: {} },
);

function requestArbitrary(endpoint: EndpointDeclaration): fc.Arbitrary<GeneratedRequest> {
  const signedInFallsBack = ENDS_THE_SESSION.has(`${endpoint.method} ${endpoint.path}`);
  const kind = signedInFallsBack ? fc.constant<PersonaKind>('visitor') : fc.constantFrom(...PERSONA_KINDS);
  return fc.tuple(kind, urlArbitrary(endpoint), payloadArbitrary(endpoint), extraHeaders).map(([who, url, { payload, contentType }, headers]) => ({
    kind: who,
    url,
    payload,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  }));
}

async function sendGenerated(endpoint: EndpointDeclaration, request: GeneratedRequest, cookie = personas[request.kind].cookie) {
  sent += 1;
  return t.app.inject({
    method: endpoint.method,
    url: request.url,
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
  });
}

/** The body as text, uncompressed when the answer was compressed for an accept-encoding header. */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  if (encoding === 'deflate') return zlib.inflateSync(response.rawPayload).toString();
  return response.body;
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx that is not the JSON error. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return `a ${response.statusCode} that is not JSON`;
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(decodedBody(response)) as typeof body;
  } catch {
    return `a ${response.statusCode} whose body is not JSON: ${response.body.slice(0, 100)}`;
  }
  if (typeof body.message !== 'string' || body.message === '' || typeof body.code !== 'string')
    return `a ${response.statusCode} without message and code`;
  return null;
}

const describeRequest = (endpoint: EndpointDeclaration, request: GeneratedRequest) =>
  `${request.kind}: ${endpoint.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${String(request.payload ?? '').slice(0, 300)}`;

describe(`generated malformed requests, ${runsPerRoute} to each route that reads input`, () => {
  ALL_ENDPOINTS.forEach(({ name, endpoint }, index) => {
    it(`${endpoint.method} ${endpoint.path} (${name})`, async () => {
      const started = performance.now();
      const requests = fc.sample(requestArbitrary(endpoint), { seed: SEED + index, numRuns: runsOf(endpoint) });
      const problems: string[] = [];
      for (const request of requests) {
        const problem = problemWith(await sendGenerated(endpoint, request));
        if (problem) problems.push(`${problem}\n    ${describeRequest(endpoint, request)}`);
      }
      // The routes that end a session: once more as signed-in callers, on a session (or an account) of their own.
      if (ENDS_THE_SESSION.has(`${endpoint.method} ${endpoint.path}`)) {
        const endsTheAccount = endpoint.path.startsWith('/api/account/');
        for (const kind of endsTheAccount ? (['student', 'admin'] as const) : PERSONA_KINDS.filter((each) => each !== 'visitor')) {
          const [request] = fc.sample(requestArbitrary(endpoint), { seed: SEED + index + 1000, numRuns: 1 });
          const cookie = endsTheAccount ? (await createPersona(t.app, kind)).cookie : await signIn(t.app, personas[kind].email!);
          const problem = problemWith(await sendGenerated(endpoint, { ...request!, kind }, cookie));
          if (problem) problems.push(`${problem}\n    ${describeRequest(endpoint, { ...request!, kind })}`);
        }
      }
      timings.push([`${endpoint.method} ${endpoint.path}`, Math.round(performance.now() - started)]);
      expect(problems, `seed ${SEED + index}: ${problems.length} bad answers`).toEqual([]);
    }, 60_000);
  });

  it(`sent at least 10,000 requests, the app still answers, and its memory grew less than 50 MB`, async () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    const growth = heapUsedAfterCollection() - heapBefore;
    console.log(`fuzz: ${sent} requests; heap ${Math.round(heapBefore / 2 ** 20)} MB before, grew ${(growth / 2 ** 20).toFixed(1)} MB`);
    expect(growth).toBeLessThan(MEMORY_GROWTH_LIMIT);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // The callers' sessions survived every route that could have ended them.
    for (const kind of PERSONA_KINDS.filter((each) => each !== 'visitor')) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: personas[kind].cookie! } });
      expect(me.statusCode, kind).toBe(200);
    }
  });
});
