import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import {
  newsletterStatsResponse, subscribeBody, subscribeResponse, unsubscribeBody, unsubscribeResponse,
} from '@common/contracts/newsletter';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors/app-error';
import { countSubscribers, subscribe, unsubscribeByToken } from './newsletter-repository';

/** Per client address, so a script cannot fill the list with made-up addresses. */
export const SUBSCRIBE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // Scoped to this plugin: only the routes below that ask for a limit get one.
  await app.register(rateLimit, { global: false });

  // Public: the footer form (spec 2.3).
  app.post('/api/newsletter/subscribe', {
    config: { rateLimit: SUBSCRIBE_LIMIT },
    schema: {
      tags: ['newsletter'], summary: 'Subscribe an e-mail address to the newsletter', body: subscribeBody,
      response: { 200: subscribeResponse, 400: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request) => ({ status: await subscribe(db, request.body.email) }));

  // Public: the unsubscribe page posts the token from the e-mail link; no sign-in needed.
  app.post('/api/newsletter/unsubscribe', {
    config: { rateLimit: SUBSCRIBE_LIMIT },
    schema: {
      tags: ['newsletter'], summary: 'Unsubscribe with the token from a newsletter e-mail', body: unsubscribeBody,
      response: { 200: unsubscribeResponse, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => {
    const found = await unsubscribeByToken(db, request.body.token);
    if (!found) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid. It may be incomplete or out of date.');
    return { status: 'unsubscribed' as const };
  });

  app.get('/api/admin/newsletter/stats', {
    preHandler: requireAdmin,
    schema: { tags: ['newsletter', 'admin'], summary: 'How many addresses are subscribed', response: { 200: newsletterStatsResponse } },
  }, async () => ({ subscribers: await countSubscribers(db) }));
}
