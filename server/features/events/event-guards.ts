import type { FastifyRequest } from 'fastify';
import { assertSignedIn } from '../../auth/guards';
import type { RequestAuth } from '../../auth/session';
import { AppError } from '../../errors/app-error';

// Named permission rules of the events feature.

/** Spec 5: registration requires login, with the spec's own words for a visitor. */
export function assertSignedInForEvents(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to register for events');
  return assertSignedIn(request);
}

export const requireSignedInForEvents = async (request: FastifyRequest) => {
  assertSignedInForEvents(request);
};

/** Admins see every registration, but only in their own session, never while impersonating. */
export function isAdminViewer(request: FastifyRequest): boolean {
  return request.auth?.user.role === 'admin' && request.auth.impersonatedBy === null;
}
