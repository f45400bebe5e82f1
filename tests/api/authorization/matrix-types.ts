import type { FastifyInstance } from 'fastify';
import { PERSONA_KINDS, type Persona, type PersonaKind } from '../helpers/personas';

/**
 * What a persona must get from a route: 'allow' means the permission check let it through
 * (any status but 401, 403 or a 5xx: a 400 for an empty body still proves access); a number
 * means exactly that status.
 */
export type Expectation = 'allow' | 401 | 403 | 404;

export interface MatrixContext {
  app: FastifyInstance;
  personas: Record<PersonaKind, Persona>;
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Send this Cookie header instead of the persona's own (e.g. a throwaway session). */
  cookie?: string;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as registered, e.g. '/api/events/:id/register'. */
  route: string;
  /** Builds the request for one persona (ids of fixtures, a body). Default: the route as the URL. */
  request?: (ctx: MatrixContext, persona: Persona) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<PersonaKind, Expectation>;
  /**
   * What an admin's impersonation of a fresh student gets. Default: `expect.student` (an
   * impersonation acts as the student); set it where the rule differs (admin powers, account
   * suspend and delete: 403 while impersonating).
   */
  impersonating?: Expectation;
}

function expectations(allowed: readonly PersonaKind[]): Record<PersonaKind, Expectation> {
  return Object.fromEntries(
    PERSONA_KINDS.map((kind) => [kind, allowed.includes(kind) ? 'allow' : kind === 'visitor' ? 401 : 403]),
  ) as Record<PersonaKind, Expectation>;
}

/** Open to everyone, visitors included. */
export const everyone = expectations(PERSONA_KINDS);
/** Any signed-in user; visitors get 401. */
export const signedIn = expectations(PERSONA_KINDS.filter((kind) => kind !== 'visitor'));
/** Only the listed roles; visitors get 401, everyone else 403. */
export const only = (...kinds: PersonaKind[]) => expectations(kinds);
