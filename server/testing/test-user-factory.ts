import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { testUtils } from 'better-auth/plugins';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '@common/languages';
import type { ScheduleDay } from '@common/placement-schedule';
import { authOptions } from '../auth/better-auth';
import { placements, users } from '../db/schema';
import { recordTermsAccepted } from '../features/consent/terms-consent';
import { createUserAccount } from '../seed/factories';
import { clockMoves } from './clock-moves';
import { registerHoursFactory } from './hours-factory';
import { registerPlacementEnd } from './placement-end';
import { registerPlacementRun } from './placement-run';
import { TEST_CLOCK_PATH, TEST_FACTORY_PATH, TEST_FACTORY_TOKEN_HEADER, TEST_PLACEMENT_START_PATH, TEST_SESSION_PATH } from './test-factory-address';

// The browser tests' user factory (docs/decisions/036). Signing up through the real flow (register,
// wait for the mailed link, confirm) cost every test that merely needs "a student" seconds of
// work it does not test; the specs about sign-up, confirmation, reset and a change of address still
// go through the mail. Here a test makes a confirmed account with the same factory as the demo
// seed and gets a signed session cookie for it from Better Auth's own test helpers.
//
// Not a product endpoint: it is registered only when TEST_FACTORY_TOKEN is set, which the
// configuration refuses outside NODE_ENV=test, and every call must carry that token. It sits
// outside /api, so it is in no declaration, no OpenAPI document and no authorization matrix.

const newUserBody = z.object({
  email: z.string().email(),
  password: z.string().min(8),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  // Sign-up saves the language of the page it was made on; the tests' accounts are made in English.
  language: z.enum(LANGUAGES).default('en'),
  // false: no record of the current terms, as an account from before the record (the dialog's own spec).
  termsAccepted: z.boolean().default(true),
});

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerTestUserFactory(app: FastifyInstance, token: string, authSecret: string): void {
  const { config, db, auth } = app.deps;
  // Better Auth advises its test helpers on an auth instance of their own, never the app's.
  const testAuth = betterAuth({ ...authOptions(db, config, authSecret), plugins: [testUtils()] });

  const signedSessionCookies = async (userId: string) => (await (await testAuth.$context).test.login({ userId })).cookies;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__test/')) return;
    if (!sameToken(request.headers[TEST_FACTORY_TOKEN_HEADER], token)) {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'The test factory token is missing or wrong.' });
    }
  });

  app.post(TEST_FACTORY_PATH, async (request, reply) => {
    const body = newUserBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    const { language, termsAccepted, ...details } = body.data;
    const user = await createUserAccount(auth, { ...details, role: null });
    // As a real sign-up does, so no spec meets the dialog asking for the current terms but its own.
    if (termsAccepted) await recordTermsAccepted(db, user.id, null);
    await db.update(users).set({ language }).where(eq(users.id, user.id));
    return reply.code(201).send({ id: user.id, cookies: await signedSessionCookies(user.id) });
  });

  // A second session of the same account, as a second sign-in would make (a page beside the
  // test's own request context: signing out in one leaves the other signed in).
  app.post(TEST_SESSION_PATH, async (request, reply) => {
    const body = z.object({ userId: z.string().min(1) }).safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    return reply.code(201).send({ cookies: await signedSessionCookies(body.data.userId) });
  });

  // The server's clock cannot be moved from a browser: what waits on it in the database is moved
  // instead (an application's status change held for its undo window, its times: sent, due,
  // reminded), and the due tasks and the applications' deadlines run (clock-moves.ts).
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const body = z
      .object({
        ms: z
          .number()
          .int()
          .positive()
          .max(31 * 86_400_000),
        applicationId: z.uuid(),
      })
      .safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    await clockMoves(app, body.data.ms, body.data.applicationId);
    return reply.code(204).send();
  });
  // A placement becomes active with the dates and the weekly schedule given, as the signatures and the
  // hourly run would leave it (their own browser test walks them): the hours log's test starts there.
  app.post(TEST_PLACEMENT_START_PATH, async (request, reply) => {
    const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
    const body = z
      .object({
        placementId: z.uuid(),
        startDate: day,
        endDate: day,
        days: z.array(z.object({ weekday: z.number().int().min(1).max(7), start: z.string(), end: z.string(), breakMinutes: z.number().int() })),
      })
      .safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    const { placementId, startDate, endDate, days } = body.data;
    const [placement] = await db.select({ terms: placements.terms }).from(placements).where(eq(placements.id, placementId));
    if (!placement) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such placement.' });
    const terms = { ...placement.terms, startDate, endDate, schedule: { days: days as ScheduleDay[] } };
    await db.update(placements).set({ status: 'active', terms }).where(eq(placements.id, placementId));
    return reply.code(204).send();
  });

  registerHoursFactory(app);
  registerPlacementEnd(app);
  registerPlacementRun(app);
}
