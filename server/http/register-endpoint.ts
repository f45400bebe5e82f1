import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decideAccess, type Access } from '@common/api/access';
import type { EndpointBody, EndpointDeclaration, EndpointParams, EndpointQuery, EndpointResult } from '@common/api/endpoint';
import { errorBodySchema } from '@common/contracts/error';
import type { RequestAuth } from '../auth/session';
import { isVerifiedOrganisation } from '../auth/verified-organisation';
import type { DbOrTx } from '../db/client';
import { isConnectionError } from '../db/errors';
import { waitForDatabase } from '../db/wait-for-database';
import { AppError, forbidden } from '../errors/app-error';
import { en } from '../errors/messages/en';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (every /api route has one). */
    endpoint?: EndpointDeclaration;
  }
}

/** What a handler receives: the parsed request parts and the caller, as the declaration promises. */
export interface EndpointContext<E extends EndpointDeclaration> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Never null when the declaration requires signing in (checked before the handler runs). */
  auth: E['access'] extends { signedIn: true } ? RequestAuth : RequestAuth | null;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/** A JSON endpoint returns its answer; a file, page or redirect endpoint sends it on `reply`. */
export type EndpointHandler<E extends EndpointDeclaration> = (
  context: EndpointContext<E>,
) => Promise<E['response'] extends object ? EndpointResult<E> : FastifyReply>;

const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};

/**
 * Throws the 401/403 the rule gives this caller; runs before the body is read or validated. Whether
 * the caller's school or employer is verified is read from the database only for a rule that asks.
 */
export async function checkAccess(rule: Access, auth: RequestAuth | null, db: DbOrTx | undefined): Promise<void> {
  const asks = rule.verifiedOrganisation && auth && db && (!rule.roles || (auth.user.role !== null && rule.roles.includes(auth.user.role)));
  const organisationVerified = Boolean(asks && (await isVerifiedOrganisation(db, auth.user)));
  const decision = decideAccess(
    rule,
    auth && { role: auth.user.role, isImpersonation: auth.impersonatedBy !== null, emailVerified: auth.user.emailVerified, organisationVerified },
  );
  if (decision === 'unauthenticated') throw new AppError('UNAUTHENTICATED', rule.signInMessage ?? 'access.signIn');
  if (decision === 'impersonating') {
    throw new AppError('IMPERSONATION_FORBIDDEN', 'access.impersonating');
  }
  if (decision === 'forbidden') throw forbidden('access.wrongAccountType');
  if (decision === 'unverified') throw new AppError('EMAIL_NOT_VERIFIED', 'access.emailNotVerified');
  if (decision === 'organisationUnverified') throw new AppError('ORGANISATION_NOT_VERIFIED', 'access.organisationNotVerified');
}

/** docs/decisions/022: what an account may do before its e-mail address is confirmed (the English, which the tests compare). */
export const EMAIL_NOT_VERIFIED_MESSAGE = en['access.emailNotVerified'];

/**
 * A read that lost its database connection (a restart, a failover, a terminated backend) is run
 * once more, on a fresh connection, as soon as the database answers again (waitForDatabase, at
 * most a few seconds): reading twice changes nothing. Writes are never retried here; they answer
 * 503 with Retry-After (server/errors/error-handler.ts), so none is applied twice.
 */
async function retryReadOnce<T>(run: () => Promise<T>, request: FastifyRequest): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    request.log.warn({ err: error }, 'database connection lost during a read; trying once more when it answers');
    // Apps built without deps (unit tests of this function) retry at once.
    const db = (request.server as Partial<FastifyInstance>).deps?.db;
    if (db) await waitForDatabase(db);
    return run();
  }
}

/** Registers the route of one declaration: the only way an /api route comes to exist. */
export function registerEndpoint<E extends EndpointDeclaration>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const isJsonBody = (endpoint.bodyKind ?? 'json') === 'json';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // Permission first (the session was loaded by an earlier onRequest hook): a visitor's bad body
    // gets 401, never a 400 that describes a route they may not use.
    onRequest: async (request) => checkAccess(endpoint.access, request.auth, (request.server as Partial<FastifyInstance>).deps?.db),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.access.signedIn ? { security: [{ session: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && isJsonBody ? { body: endpoint.body } : {}),
      ...(endpoint.bodyKind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response, ...errorResponses } } : {}),
    },
    handler: async (request, reply) => {
      const run = () =>
        handler({
          request,
          reply,
          auth: request.auth as EndpointContext<E>['auth'],
          params: request.params as EndpointParams<E>,
          query: request.query as EndpointQuery<E>,
          body: request.body as EndpointBody<E>,
        });
      const result = endpoint.method === 'GET' ? await retryReadOnce(run, request) : await run();
      if (!endpoint.response) return reply;
      return reply.status(endpoint.status ?? 200).send(result);
    },
  });
}

/** /api paths that are not endpoints: the API documentation's own pages and assets. */
const isDocumentationPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Refuses, at start-up, any /api route (or health check) registered without a declaration, so no
 * endpoint can exist without a permission rule.
 */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz';
    if (!isApi || isDocumentationPath(route.url) || route.method === 'HEAD') return;
    if (!route.config?.endpoint) {
      throw new Error(`${String(route.method)} ${route.url} has no declaration: register it with registerEndpoint (common/api).`);
    }
  });
}
