import type { FastifyRequest } from 'fastify';
import type { Role } from '@common/enums';
import { AppError, forbidden, unauthenticated } from '../errors/app-error';
import type { RequestAuth } from './session';

// Named permission rules, from before endpoint declarations (docs/decisions/009): a declared
// route states its rule in `access` instead. Use these as `preHandler` on a route, or call the
// `assert*` forms inside a handler when the rule needs data first.

export function assertSignedIn(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function assertRole(request: FastifyRequest, ...roles: Role[]): RequestAuth {
  const auth = assertSignedIn(request);
  if (!auth.user.role || !roles.includes(auth.user.role)) {
    throw forbidden('Your account type cannot do that.');
  }
  return auth;
}

export function assertNotImpersonating(request: FastifyRequest): RequestAuth {
  const auth = assertSignedIn(request);
  if (auth.impersonatedBy) {
    throw new AppError('IMPERSONATION_FORBIDDEN', 'Not available while viewing as another user. Return to your admin account first.');
  }
  return auth;
}

export const requireUser = async (request: FastifyRequest) => {
  assertSignedIn(request);
};

export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest) => {
    assertRole(request, ...roles);
  };

export const requireNotImpersonating = async (request: FastifyRequest) => {
  assertNotImpersonating(request);
};

/** Admin powers: an admin's own session, never an impersonation. */
export const requireAdmin = async (request: FastifyRequest) => {
  assertNotImpersonating(request);
  assertRole(request, 'admin');
};
