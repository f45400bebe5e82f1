import type { FastifyInstance } from 'fastify';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { AppError } from '../../errors/app-error';
import { CLIENT_LIMITS, withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { countSubscribers, subscribe, unsubscribeByToken } from './newsletter-repository';

/** Per client address, subscribe and unsubscribe together, so a script cannot fill the list with made-up addresses. */
export const SUBSCRIBE_LIMIT = CLIENT_LIMITS.newsletter;

/** The newsletter (docs/product/public-pages.md). */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await withClientLimit(app, 'newsletter', (limited) => {
    // One answer whether the address was new, had unsubscribed or is already on the list, so the
    // form cannot be used to learn who is subscribed (docs/security.md).
    registerEndpoint(limited, newsletterEndpoints.subscribe, async ({ body }) => {
      await subscribe(db, body.email);
      return { status: 'subscribed' as const };
    });

    registerEndpoint(limited, newsletterEndpoints.unsubscribe, async ({ body }) => {
      const found = await unsubscribeByToken(db, body.token);
      if (!found) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid. It may be incomplete or out of date.');
      return { status: 'unsubscribed' as const };
    });
  });

  registerEndpoint(app, newsletterEndpoints.stats, async () => ({ subscribers: await countSubscribers(db) }));
}
