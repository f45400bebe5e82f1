import type { FastifyInstance } from 'fastify';
import { decideAccess, type Access, type AccessCaller } from '@common/api/access';
import type { EndpointDeclaration } from '@common/api/endpoint';
import type { Role } from '@common/enums';
import type { Persona, PersonaKind } from '../helpers/personas';

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

/** A known answer for an allowed persona, where a data rule after the permission check decides it. */
export type Refinement = Partial<Record<PersonaKind | 'impersonating', Expectation>>;

/** Builds the request a persona sends to a row's route. */
export type RequestBuilder = (ctx: MatrixContext, persona: Persona) => Promise<MatrixRequest> | MatrixRequest;

export interface MatrixRow {
  /** The route's declaration: its method and path name the route, its `access` says who is allowed. */
  readonly endpoint: EndpointDeclaration;
  /**
   * Builds a request that each allowed persona may really make (ids of fixtures, a valid body),
   * so 'allow' is proven by an answer other than 401/403. Default: the declared path as the URL.
   */
  readonly request?: RequestBuilder;
  /**
   * Only where the data rule after the permission check gives an allowed persona a known answer
   * (e.g. 404 for a posting they do not own). Who is allowed at all comes from the declaration.
   */
  readonly refine?: Refinement;
}

/**
 * The one way to make a matrix row: from the endpoint's declaration (common/endpoints), with an
 * optional request builder and refinement. `row(jobsEndpoints.list)` sends the path as it is.
 */
export function row(endpoint: EndpointDeclaration, options: { request?: RequestBuilder; refine?: Refinement } = {}): MatrixRow {
  return { endpoint, ...options };
}

/** 'GET /api/jobs/:id': how the test names a row and matches it to a registered route. */
export const routeKey = ({ endpoint }: MatrixRow) => `${endpoint.method} ${endpoint.path}`;

/**
 * The persona kinds as callers of the access rule: every persona's e-mail address is confirmed and
 * its school or employer verified, as the factories make them.
 */
export function callerOf(kind: PersonaKind | 'impersonating'): AccessCaller | null {
  if (kind === 'visitor') return null;
  if (kind === 'impersonating') return { role: 'student', isImpersonation: true, emailVerified: true, organisationVerified: false };
  const role: Role | null = kind === 'noRole' ? null : kind;
  return { role, isImpersonation: false, emailVerified: true, organisationVerified: kind === 'employer' || kind === 'institution' };
}

/** What the declaration's rule promises a kind of caller: allowed, or exactly 401 / 403. */
export function expectationFromAccess(rule: Access, kind: PersonaKind | 'impersonating'): Expectation {
  const decision = decideAccess(rule, callerOf(kind));
  return decision === 'allow' ? 'allow' : decision === 'unauthenticated' ? 401 : 403;
}
