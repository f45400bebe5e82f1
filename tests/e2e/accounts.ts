// Accounts a test makes for itself, so tests can run side by side without touching each other's
// data: a confirmed account from the server's factory (or, for the specs about sign-up itself,
// register and confirm with the mailed link), then the role and that role's profile through the
// real HTTP API.
// Only the demo accounts (demo-users.ts) are shared, and tests only read those.
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { TEST_CLOCK_PATH, TEST_FACTORY_PATH, TEST_FACTORY_TOKEN_HEADER, TEST_SESSION_PATH } from '../../server/testing/test-factory-address';
import type { EmployerProfileBody, InstitutionProfileBody, StudentProfileBody } from '../../common/contracts/profiles';
import { linkIn, waitForMail } from './mailbox';

export type SelfServiceRole = 'student' | 'employer' | 'institution';

const PROFILE_PATHS: Record<SelfServiceRole, string> = {
  student: '/api/student/profile',
  employer: '/api/employer/profile',
  institution: '/api/institution/profile',
};

/**
 * A short random tag that keeps names, e-mails and titles apart across workers and runs. It starts
 * with a letter: eight hexadecimal digits are sometimes all decimal, and the admins' E-mail tab
 * hides a run of six digits or more as a possible code (server/features/mail-admin/mask-secrets.ts).
 */
export function uniqueTag(): string {
  return `t${randomUUID().replaceAll('-', '').slice(0, 7)}`;
}

/** Sign-up details that no other test uses. */
export function newAccountDetails(tag = uniqueTag()) {
  return {
    firstName: 'Jordan',
    lastName: `Tester-${tag}`,
    email: `jordan.${tag}@example.test`,
    password: 'a-long-password-1',
  };
}

function defaultProfile(role: SelfServiceRole, tag: string): StudentProfileBody | EmployerProfileBody | InstitutionProfileBody {
  switch (role) {
    case 'student':
      // A date of birth is asked before a first application (docs/product/accounts.md#consent-at-sign-up): 18 today.
      return { bio: 'Looking for my first placement.', dateOfBirth: '2008-09-01' };
    case 'employer':
      return { companyName: `Tester Works ${tag}`, industry: 'Trades', country: 'Canada', region: 'Ontario', city: 'Toronto' };
    case 'institution':
      return { institutionName: `Tester Academy ${tag}`, country: 'Canada', region: 'Ontario', city: 'Toronto' };
  }
}

/** Which role the new user picks (default: student) and its profile fields (merged over a valid default; false: none). */
export type NewUserOptions = (
  | { role?: 'student'; profile?: Partial<StudentProfileBody> | false }
  | { role: 'employer'; profile?: Partial<EmployerProfileBody> | false }
  | { role: 'institution'; profile?: Partial<InstitutionProfileBody> | false }
  /** Signed up, no role chosen yet. */
  | { role: null }
) & {
  /** false: no record of the current terms, as an account from before the record (default: accepted, as at sign-up). */
  termsAccepted?: boolean;
  /** The account's saved language (default: English, as the tests' sign-ups are made in English). */
  language?: 'en' | 'fr';
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: SelfServiceRole | null;
  /** The saved profile's id (an institution's is what a student links to), or null. */
  profileId: string | null;
  /** The saved profile as the server answered it, or null. */
  profile: Record<string, unknown> | null;
}

async function postOk(request: APIRequestContext, url: string, data: unknown, headers?: Record<string, string>): Promise<unknown> {
  const response = await request.post(url, { data, ...(headers ? { headers } : {}) });
  expect(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Signs up through the API as a person does: register (no session yet), then the confirmation
 * link from the e-mail, whose token posted to the verify endpoint confirms the address and signs
 * `request` in. Answers the new user's id.
 */
export async function registerAndConfirm(
  request: APIRequestContext,
  details: { email: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  // Each new account signs up from a network of its own, as real people do: the server trusts one
  // proxy hop in the browser tests (start-server.mjs), so the per-network limits of sign-up and
  // mailed links (over 60 accounts in 15 minutes tripped them) count each test's accounts apart.
  const network = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
  const registered = await request.post('/api/auth/register', { data: { ...details, acceptTerms: true }, headers: network });
  expect(registered.status(), await registered.text()).toBe(202);
  const mail = await waitForMail(details.email, /Confirm your e-mail address/);
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const verified = (await postOk(request, '/api/auth/verify-email', { token }, network)) as { outcome: string; user: { id: string } | null };
  expect(verified.outcome).toBe('verified');
  return verified.user!.id;
}

/** A signed session cookie the factory answered, as Better Auth sets it. */
interface FactoryCookie {
  name: string;
  value: string;
}

/**
 * A confirmed account without a role, made by the server's own factory (the demo seed's), and the
 * session cookie that signs it in (server/testing/test-user-factory.ts, docs/decisions/036). For
 * every test whose subject is not sign-up, confirmation, reset or a change of address: those go
 * through the mail with registerAndConfirm. It has accepted the current terms, as a sign-up has,
 * unless `termsAccepted: false`.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  details: { email: string; password: string; firstName: string; lastName: string; termsAccepted?: boolean; language?: 'en' | 'fr' },
): Promise<{ id: string; cookies: FactoryCookie[] }> {
  return (await postToFactory(request, TEST_FACTORY_PATH, details)) as { id: string; cookies: FactoryCookie[] };
}

/** Another session of an account the factory made, as a second sign-in would give. */
export async function newSessionCookies(request: APIRequestContext, userId: string): Promise<FactoryCookie[]> {
  return ((await postToFactory(request, TEST_SESSION_PATH, { userId })) as { cookies: FactoryCookie[] }).cookies;
}

/**
 * The server's clock moves on `ms` for one application: its status change held for the undo window
 * reaches the student, its due tasks run (server/testing/clock-moves.ts).
 */
export async function clockMovesFor(request: APIRequestContext, applicationId: string, ms: number): Promise<void> {
  await postToFactory(request, TEST_CLOCK_PATH, { ms, applicationId }, 204);
}

async function postToFactory(request: APIRequestContext, path: string, data: unknown, status = 201): Promise<unknown> {
  const token = process.env.TEST_FACTORY_TOKEN;
  if (!token) throw new Error('TEST_FACTORY_TOKEN is not set: run the browser tests through playwright.config.ts');
  const response = await request.post(path, { data, headers: { [TEST_FACTORY_TOKEN_HEADER]: token } });
  expect(response.status(), await response.text()).toBe(status);
  return status === 204 ? undefined : response.json();
}

/** Signs a browser context (and its page's requests) in with the factory's cookies. */
export async function addSessionCookies(context: BrowserContext, cookies: FactoryCookie[], baseURL: string): Promise<void> {
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' as const })));
}

/** The same cookies as a request context's storage state, for a context made signed in. */
export function sessionStorageState(cookies: FactoryCookie[], baseURL: string) {
  const { hostname } = new URL(baseURL);
  return {
    cookies: cookies.map(({ name, value }) => ({
      name,
      value,
      domain: hostname,
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

/**
 * Creates the user, e-mail address confirmed, with the factory, then chooses the role and saves the
 * profile through the API as the browser does. `newSignedInRequest` makes the request context
 * signed in as the new user that the steps after the factory use; it is answered with the user.
 */
export async function createUser(
  request: APIRequestContext,
  newSignedInRequest: (cookies: FactoryCookie[]) => Promise<APIRequestContext>,
  options: NewUserOptions = {},
): Promise<TestUser & { api: APIRequestContext }> {
  const role = options.role === undefined ? 'student' : options.role;
  const profileFields = 'profile' in options ? options.profile : undefined;
  const tag = uniqueTag();
  const details = newAccountDetails(tag);
  const { id, cookies } = await createConfirmedAccount(request, {
    ...details,
    termsAccepted: options.termsAccepted ?? true,
    language: options.language ?? 'en',
  });
  const api = await newSignedInRequest(cookies);
  const user = { ...details, id, fullName: `${details.firstName} ${details.lastName}`, role, profileId: null, profile: null, api };
  if (!role) return user;

  await postOk(api, '/api/auth/setup-profile', { role });
  if (profileFields === false) return user;
  const body = { ...defaultProfile(role, tag), ...profileFields };
  const saved = (await postOk(api, PROFILE_PATHS[role], body)) as { profile: Record<string, unknown> & { id: string } };
  return { ...user, profileId: saved.profile.id, profile: saved.profile };
}

/** Puts a resume on file the way the browser does: an upload address, the PUT, then the record. */
export async function giveResume(request: APIRequestContext, fileName = 'resume.pdf'): Promise<void> {
  const grant = (await postOk(request, '/api/objects/upload', undefined)) as { uploadURL: string };
  const put = await request.put(grant.uploadURL, { data: Buffer.from('%PDF-1.4\n% resume\n'), headers: { 'Content-Type': 'application/pdf' } });
  expect(put.ok(), await put.text()).toBe(true);
  const recorded = await request.put('/api/student/resume', { data: { resumeURL: grant.uploadURL, resumeFileName: fileName } });
  expect(recorded.ok(), await recorded.text()).toBe(true);
}

/** Posts an active opportunity as the signed-in employer of `request`; answers its id. */
export async function postJob(
  request: APIRequestContext,
  fields: { title: string; companyName: string; city?: string; isHighSchoolOpportunity?: boolean; description?: string },
): Promise<string> {
  const created = (await postOk(request, '/api/employer/jobs', {
    description: 'Help our team on weekday afternoons.',
    location: '88 King Street',
    city: 'Toronto',
    type: 'Work Experience (After School)',
    duration: '8 weeks',
    requirements: ['Safety boots'],
    applicationDeadline: null,
    ...fields,
  })) as { job: { id: string } };
  return created.job.id;
}

/** As the signed-in school of `request`, approves the pending request of the student named (the Link requests' Approve). */
export async function approveLinkRequest(request: APIRequestContext, student: { firstName: string; lastName: string }): Promise<void> {
  const list = await request.get('/api/institution/link-requests');
  expect(list.ok(), await list.text()).toBe(true);
  const { items } = (await list.json()) as { items: Array<{ id: string; student: { firstName: string | null; lastName: string | null } }> };
  const pending = items.find((item) => item.student.firstName === student.firstName && item.student.lastName === student.lastName);
  expect(pending, `a request from ${student.firstName} ${student.lastName}`).toBeTruthy();
  const answered = await request.patch(`/api/institution/link-requests/${pending!.id}`, { data: { decision: 'approve' } });
  expect(answered.ok(), await answered.text()).toBe(true);
}
