import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, contactMessagesQuery, contactMessagesResponse, contactResponse } from '@common/contracts/contact';
import { errorBodySchema } from '@common/contracts/error';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors/app-error';
import { countRecentMessagesFrom, createContactMessage, listContactMessages } from './contact-repository';

/**
 * Two limits against abuse: a few messages per sender address per hour (kept in the database,
 * so it holds across app servers), and a per-client-address cap on the route itself, so a script
 * cannot dodge the first by changing the e-mail it types.
 */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 3;
export const CONTACT_ROUTE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  await app.register(rateLimit, { global: false });

  // Public: anyone may write to us; a signed-in sender's account is kept with the message.
  app.post('/api/contact', {
    config: { rateLimit: CONTACT_ROUTE_LIMIT },
    schema: {
      tags: ['contact'], summary: 'Send a message to the FirstRung team', body: contactBody,
      response: { 200: contactResponse, 400: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request) => {
    const since = new Date(Date.now() - 60 * 60_000);
    if ((await countRecentMessagesFrom(db, request.body.email, since)) >= MESSAGES_PER_ADDRESS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Thanks, we already have your messages. Please wait an hour before sending another one.');
    }
    await createContactMessage(db, request.body, request.auth?.user.id ?? null);
    return { ok: true as const };
  });

  app.get('/api/admin/contact-messages', {
    preHandler: requireAdmin,
    schema: {
      tags: ['contact', 'admin'], summary: 'Messages from the contact form, newest first', querystring: contactMessagesQuery,
      response: { 200: contactMessagesResponse, 400: errorBodySchema },
    },
  }, async (request) => listContactMessages(db, request.query));
}
