import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '@common/endpoints/contact';
import { CLIENT_LIMITS, tooManyRequests, withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { countRecentMessagesFrom, createContactMessage, listContactMessages } from './contact-repository';

/**
 * Two limits against abuse (docs/product/public-pages.md): a few messages per sender address per
 * hour, and a per-client-address cap on the route itself (CLIENT_LIMITS.contact), so a script
 * cannot dodge the first by changing the e-mail it types. Both are kept in the database, so they
 * hold across app servers.
 */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 3;
export const CONTACT_ROUTE_LIMIT = CLIENT_LIMITS.contact;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await withClientLimit(app, 'contact', (limited) => {
    registerEndpoint(limited, contactEndpoints.send, async ({ auth, body, reply }) => {
      const since = new Date(Date.now() - 60 * 60_000);
      if ((await countRecentMessagesFrom(db, body.email, since)) >= MESSAGES_PER_ADDRESS_PER_HOUR) {
        throw tooManyRequests(reply, 60 * 60, 'limits.contact');
      }
      await createContactMessage(db, body, auth?.user.id ?? null);
      return { ok: true as const };
    });
  });

  registerEndpoint(app, contactEndpoints.messages, async ({ query }) => listContactMessages(db, query));
}
