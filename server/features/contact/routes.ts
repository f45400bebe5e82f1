import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { contactEndpoints } from '@common/endpoints/contact';
import { AppError } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { countRecentMessagesFrom, createContactMessage, listContactMessages } from './contact-repository';

/**
 * Two limits against abuse (docs/product/public-pages.md): a few messages per sender address per
 * hour (kept in the database, so it holds across app servers), and a per-client-address cap on
 * the route itself, so a script cannot dodge the first by changing the e-mail it types.
 */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 3;
export const CONTACT_ROUTE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // Limits only where a scope below asks for one.
  await app.register(rateLimit, { global: false });

  await app.register(async (limited) => {
    limited.addHook('onRequest', limited.rateLimit(CONTACT_ROUTE_LIMIT));
    registerEndpoint(limited, contactEndpoints.send, async ({ auth, body }) => {
      const since = new Date(Date.now() - 60 * 60_000);
      if ((await countRecentMessagesFrom(db, body.email, since)) >= MESSAGES_PER_ADDRESS_PER_HOUR) {
        throw new AppError('RATE_LIMITED', 'Thanks, we already have your messages. Please wait an hour before sending another one.');
      }
      await createContactMessage(db, body, auth?.user.id ?? null);
      return { ok: true as const };
    });
  });

  registerEndpoint(app, contactEndpoints.messages, async ({ query }) => listContactMessages(db, query));
}
