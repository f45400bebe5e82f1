import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type MessageRef } from '../errors/app-error';
import { msg, type Message } from '../errors/message';
import { clientAddress } from './client-address';
import { hitFixedWindow, type FixedWindowLimit } from './rate-counters';

/**
 * Per-client-address limits of the routes a script would hammer (docs/product/constants.md,
 * docs/decisions/018). Counted in the database (rate_counters), so they hold however many app
 * servers share it. Sign-in has its own growing delays (server/features/auth/sign-in-limiter.ts).
 * Generous enough for a school's whole class behind one network address.
 */
export const CLIENT_LIMITS = {
  /** New accounts from one address: also caps how fast anyone can probe which e-mails have one. */
  register: { max: 100, windowSeconds: 60 * 60 },
  /**
   * "Send the link again" and "forgot password" (each its own count): every one may write an
   * e-mail, and each address also gets at most 3 of a kind an hour (server/features/auth/account-mail.ts).
   */
  accountEmail: { max: 30, windowSeconds: 60 * 60 },
  /** Tokens of mailed links posted back (confirm the address, reset the password), each its own count. */
  emailLink: { max: 60, windowSeconds: 15 * 60 },
  /** Changes of e-mail address asked for (each mails the new address and a notice to the old one). */
  changeEmail: { max: 10, windowSeconds: 60 * 60 },
  /** Upload addresses handed out (each reserves storage until it expires). */
  uploadGrant: { max: 60, windowSeconds: 15 * 60 },
  /** Photos and logos uploaded: each is decoded and encoded again (server/features/profile-images), seconds of CPU for a large one. */
  profileImage: { max: 60, windowSeconds: 15 * 60 },
  /** Contact form messages (there is also a per-sender-e-mail limit). */
  contact: { max: 20, windowSeconds: 15 * 60 },
  /** Newsletter subscribe calls, and unsubscribe calls (each their own count). */
  newsletter: { max: 30, windowSeconds: 15 * 60 },
  /** Public checks of a printed reference (/verify): a school checking a class's agreements fits; walking the references does not. */
  verify: { max: 120, windowSeconds: 15 * 60 },
  /**
   * A parent or guardian's signing pages (each call its own count): a family behind one address reads,
   * asks for codes and signs well within it; walking link tokens does not (the codes have their own
   * limit per link: server/features/guardian-signing/routes.ts).
   */
  guardian: { max: 100, windowSeconds: 15 * 60 },
  /** A parent's or guardian's consent pages (each reading, code sent, answer): a guardian needs a handful; the codes have their own tries. */
  guardianConsent: { max: 60, windowSeconds: 15 * 60 },
  /**
   * A workplace supervisor's link pages, the hours and the evaluation (each call its own count): a
   * workplace's few supervisors fit; walking link tokens does not.
   */
  supervisor: { max: 60, windowSeconds: 15 * 60 },
  /** Class codes typed into a student profile (docs/product/school-sign-in.md#class-codes): a whole class behind one address fits; guessing codes does not. */
  classCode: { max: 300, windowSeconds: 60 * 60 },
} as const satisfies Record<string, FixedWindowLimit>;

export type ClientLimitName = keyof typeof CLIENT_LIMITS;

/**
 * Per-account limits, beside the per-client ones, of routes whose work is costly: one account
 * spreading its requests over many networks still gets no more (docs/product/constants.md).
 */
export const USER_LIMITS = {
  /** Photos and logos one account uploads: trying a few pictures fits, a script does not. */
  profileImage: { max: 20, windowSeconds: 60 * 60 },
  /** Class codes one student types: a few typos fit, guessing does not. */
  classCode: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, FixedWindowLimit>;

export type UserLimitName = keyof typeof USER_LIMITS;

/** Our 429 answer: a clear message and a Retry-After header, through the one error handler. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: MessageRef): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError('RATE_LIMITED', message);
}

/** "14 seconds", "2 minutes": the wait of a 429's message. */
export function waitText(seconds: number): Message {
  if (seconds < 90) return msg(seconds === 1 ? 'limits.seconds.one' : 'limits.seconds.other', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return msg(minutes === 1 ? 'limits.minutes.one' : 'limits.minutes.other', { count: minutes });
}

/**
 * A preHandler that counts the request against the named limit for its client address, each route
 * its own count. It runs after the access check and the body's validation, so only requests that
 * would do real work count.
 */
export function limitPerClient(app: FastifyInstance, name: ClientLimitName) {
  const limit = CLIENT_LIMITS[name];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await hitFixedWindow(app.deps.db, `client:${name} ${request.routeOptions.url}`, clientAddress(request), limit);
    if (!result.allowed) {
      throw tooManyRequests(reply, result.retryAfterSeconds, msg('limits.network', { wait: waitText(result.retryAfterSeconds) }));
    }
  };
}

/**
 * A preHandler that counts the request against the named limit for its signed-in user, each route
 * its own count, in the same table as the per-client limits. The route's access rule has already
 * required a user; a request without one is not counted here.
 */
export function limitPerUser(app: FastifyInstance, name: UserLimitName) {
  const limit = USER_LIMITS[name];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.auth?.user.id;
    if (!userId) return;
    const result = await hitFixedWindow(app.deps.db, `user:${name} ${request.routeOptions.url}`, userId, limit);
    if (!result.allowed) {
      throw tooManyRequests(reply, result.retryAfterSeconds, msg('limits.account', { wait: waitText(result.retryAfterSeconds) }));
    }
  };
}

/**
 * Registers routes in a scope of their own whose every route counts against the named limit (and,
 * with `perUser`, against that per-account limit too). Each route's declaration must say
 * `rateLimited: true`, so its 429 is documented (checked at start-up).
 */
export async function withClientLimit(
  app: FastifyInstance,
  name: ClientLimitName,
  register: (scope: FastifyInstance) => void | Promise<void>,
  options: { perUser?: UserLimitName } = {},
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || route.config?.endpoint?.rateLimited) return;
      throw new Error(`${String(route.method)} ${route.url} counts against the ${name} limit: its declaration must say rateLimited: true.`);
    });
    scope.addHook('preHandler', limitPerClient(app, name));
    if (options.perUser) scope.addHook('preHandler', limitPerUser(app, options.perUser));
    await register(scope);
  });
}
