import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@common/enums';
import { createEmployerProfile, createInstitutionProfile, createStudentProfile, createUserAccount } from '@server/seed/factories';

export const TEST_PASSWORD = 'test-password-1';

/** The kinds of caller the authorization matrix checks every route against. */
export const PERSONA_KINDS = ['visitor', 'noRole', 'student', 'employer', 'institution', 'admin'] as const;
export type PersonaKind = (typeof PERSONA_KINDS)[number];

export interface Persona {
  kind: PersonaKind;
  userId: string | null;
  email: string | null;
  /** The Cookie header to send, or undefined for a visitor. */
  cookie: string | undefined;
  /** The id of the persona's profile row, when it has one. */
  profileId: string | null;
}

/** Signs in through the real login route and returns the Cookie header to send back. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((cookie) => cookie.split(';')[0]);
  return cookies.filter(Boolean).join('; ');
}

function uniqueEmail(kind: string): string {
  return `${kind}-${crypto.randomBytes(4).toString('hex')}@test.firstrung`;
}

/**
 * A student's date of birth unless told: 18 today, past the age of digital consent, so a test
 * student may apply (a student without one gives it first: docs/product/accounts.md#consent-at-sign-up).
 */
export const TEST_STUDENT_BIRTH_DATE = '2008-09-01';

/**
 * A signed-in user of the given kind, with the profile of their role (a profile is what
 * unlocks most features). `withProfile: false` leaves the profile out; `dateOfBirth: null` leaves
 * a student's date of birth out.
 */
export async function createPersona(
  app: FastifyInstance,
  kind: PersonaKind,
  options: { withProfile?: boolean; email?: string; dateOfBirth?: string | null } = {},
): Promise<Persona> {
  if (kind === 'visitor') return { kind, userId: null, email: null, cookie: undefined, profileId: null };
  const { db, auth } = app.deps;
  const role: Role | null = kind === 'noRole' ? null : kind;
  const email = options.email ?? uniqueEmail(kind);
  const user = await createUserAccount(auth, { email, password: TEST_PASSWORD, firstName: `Test${kind}`, lastName: 'User', role });
  let profileId: string | null = null;
  if (options.withProfile !== false) {
    if (kind === 'student') {
      const dateOfBirth = options.dateOfBirth === undefined ? TEST_STUDENT_BIRTH_DATE : options.dateOfBirth;
      profileId = (await createStudentProfile(db, user.id, { dateOfBirth })).id;
    }
    if (kind === 'employer') profileId = (await createEmployerProfile(db, user.id, { companyName: `Company ${email}` })).id;
    if (kind === 'institution') profileId = (await createInstitutionProfile(db, user.id, { institutionName: `School ${email}`, city: 'Toronto' })).id;
  }
  return { kind, userId: user.id, email, cookie: await signIn(app, email), profileId };
}

export async function createAllPersonas(app: FastifyInstance): Promise<Record<PersonaKind, Persona>> {
  const entries: Array<[PersonaKind, Persona]> = [];
  for (const kind of PERSONA_KINDS) entries.push([kind, await createPersona(app, kind)]);
  return Object.fromEntries(entries) as Record<PersonaKind, Persona>;
}

/**
 * Merges Set-Cookie headers into a Cookie header, as a browser would: the last value of each
 * name wins, and a cookie set to expire is dropped. `base` is the Cookie header sent before.
 */
export function applySetCookies(base: string | undefined, setCookie: string | string[] | undefined): string {
  const jar = new Map<string, string>();
  for (const pair of (base ?? '').split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const header of [setCookie ?? []].flat()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const expired = value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * An admin starts viewing as `targetUserId` through POST /api/admin/impersonate; returns the
 * browser's Cookie header afterwards (the target's session plus the admin's kept session).
 */
export async function impersonate(app: FastifyInstance, adminCookie: string, targetUserId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/impersonate',
    headers: { cookie: adminCookie },
    payload: { targetUserId },
  });
  if (response.statusCode !== 200) throw new Error(`impersonation failed: ${response.statusCode} ${response.body}`);
  return applySetCookies(adminCookie, response.headers['set-cookie']);
}

/**
 * A fresh student (with a profile) whom `admin` is viewing as: the persona acts as that student,
 * but its session is an impersonation. No e-mail, so no row signs in as the student directly.
 */
export async function createImpersonatingPersona(app: FastifyInstance, admin: Persona): Promise<Persona> {
  if (!admin.cookie) throw new Error('the admin persona must be signed in');
  const student = await createPersona(app, 'student');
  return { ...student, email: null, cookie: await impersonate(app, admin.cookie, student.userId!) };
}
