import type { FastifyInstance } from 'fastify';
import { decideAccess, type Access, type AccessCaller } from '@common/api/access';
import type { Role } from '@common/enums';
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
  /**
   * Builds a request that each allowed persona may really make (ids of fixtures, a valid body),
   * so 'allow' is proven by an answer other than 401/403. Default: the route as the URL.
   */
  request?: (ctx: MatrixContext, persona: Persona) => Promise<MatrixRequest> | MatrixRequest;
  /**
   * Only where the data rule after the permission check gives an allowed persona a known answer
   * (e.g. 404 for a posting they do not own). Who is allowed at all comes from the declaration.
   */
  refine?: Partial<Record<PersonaKind | 'impersonating', Expectation>>;
  /** @deprecated Derived from the declaration's access now; kept only until every row is converted. */
  expect?: Record<PersonaKind, Expectation>;
  /** @deprecated As `expect`. */
  impersonating?: Expectation;
}

function expectations(allowed: readonly PersonaKind[]): Record<PersonaKind, Expectation> {
  return Object.fromEntries(PERSONA_KINDS.map((kind) => [kind, allowed.includes(kind) ? 'allow' : kind === 'visitor' ? 401 : 403])) as Record<
    PersonaKind,
    Expectation
  >;
}

/** Open to everyone, visitors included. */
export const everyone = expectations(PERSONA_KINDS);
/** Any signed-in user; visitors get 401. */
export const signedIn = expectations(PERSONA_KINDS.filter((kind) => kind !== 'visitor'));
/** Only the listed roles; visitors get 401, everyone else 403. */
export const only = (...kinds: PersonaKind[]) => expectations(kinds);

/** The persona kinds as callers of the access rule (every persona's e-mail address is confirmed, as the factories make it). */
export function callerOf(kind: PersonaKind | 'impersonating'): AccessCaller | null {
  if (kind === 'visitor') return null;
  if (kind === 'impersonating') return { role: 'student', isImpersonation: true, emailVerified: true };
  const role: Role | null = kind === 'noRole' ? null : kind;
  return { role, isImpersonation: false, emailVerified: true };
}

/** What the declaration's rule promises a kind of caller: allowed, or exactly 401 / 403. */
export function expectationFromAccess(rule: Access, kind: PersonaKind | 'impersonating'): Expectation {
  const decision = decideAccess(rule, callerOf(kind));
  return decision === 'allow' ? 'allow' : decision === 'unauthenticated' ? 401 : 403;
}
