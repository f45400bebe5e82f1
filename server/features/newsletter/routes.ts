import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { AppError } from '../../errors/app-error';
import { registerEndpoint, type EndpointHandler } from '../../http/register-endpoint';
import { countSubscribers, subscribe, unsubscribeByToken } from './newsletter-repository';

/** Per client address and route, so a script cannot fill the list with made-up addresses. */
export const SUBSCRIBE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

/** The newsletter (docs/product/public-pages.md). */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await app.register(rateLimit, { global: false });

  /** Registers one endpoint in a scope of its own with its own SUBSCRIBE_LIMIT counter. */
  const registerLimited = async <E extends EndpointDeclaration>(endpoint: E, handler: EndpointHandler<E>) =>
    app.register(async (limited) => {
      limited.addHook('onRequest', limited.rateLimit(SUBSCRIBE_LIMIT));
      registerEndpoint(limited, endpoint, handler);
    });

  await registerLimited(newsletterEndpoints.subscribe, async ({ body }) => ({ status: await subscribe(db, body.email) }));

  await registerLimited(newsletterEndpoints.unsubscribe, async ({ body }) => {
    const found = await unsubscribeByToken(db, body.token);
    if (!found) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid. It may be incomplete or out of date.');
    return { status: 'unsubscribed' as const };
  });

  registerEndpoint(app, newsletterEndpoints.stats, async () => ({ subscribers: await countSubscribers(db) }));
}
