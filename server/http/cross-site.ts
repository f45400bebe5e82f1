import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

// Cross-site request forgery (docs/decisions/019): the session cookie is SameSite=Lax, and on top
// of that every request that changes something must come from the app's own pages. Browsers say
// where a request comes from: `Sec-Fetch-Site` (every current browser) and `Origin` (sent on every
// cross-origin POST, PUT, PATCH and DELETE since 2020). A request with neither header was not sent
// by a web page of another site (curl, server-to-server, the tests' inject), and carries no
// victim's cookie unless its sender already holds it, so it is let through.

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type RequestSource = 'own' | 'foreign' | 'unknown';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The origins the app's pages are served from: PUBLIC_URL's, and the one the request itself addressed. */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  // The Host header of a browser's request is the site it really addressed; another site cannot set it.
  if (request.host) origins.push(`${request.protocol}://${request.host}`);
  return origins;
}

/** Where a request comes from, as the browser tells: the app's own pages, another site, or no browser page at all. */
export function requestSource(request: FastifyRequest, publicUrl: string): RequestSource {
  const fetchSite = firstHeader(request.headers['sec-fetch-site']);
  const origin = firstHeader(request.headers.origin);
  // same-origin: our page; none: the user's own action (address bar, bookmark), never a page's.
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'own';
  if (fetchSite === 'cross-site') return 'foreign';
  // same-site (a sibling sub-domain), or a browser that sends no Sec-Fetch-Site: the origin decides.
  if (origin !== undefined) return ownOrigins(request, publicUrl).includes(origin) ? 'own' : 'foreign';
  return fetchSite === undefined ? 'unknown' : 'foreign';
}

/** Refuses, with a 403 before anything is read, every change to /api that another site's page sent. */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (!CHANGING_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (requestSource(request, publicUrl) === 'foreign') {
      throw new AppError('FORBIDDEN', 'access.crossSite');
    }
  });
}
