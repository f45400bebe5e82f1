// Accounts a test makes for itself through the real HTTP API, so tests can run side by side
// without touching each other's data: register, confirm the address with the mailed link, choose
// a role, save that role's profile.
// Only the demo accounts (demo-users.ts) are shared, and tests only read those.
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { EmployerProfileBody, InstitutionProfileBody, StudentProfileBody } from '../../common/contracts/profiles';
import { linkIn, waitForMail } from './mailbox';

export type SelfServiceRole = 'student' | 'employer' | 'institution';

const PROFILE_PATHS: Record<SelfServiceRole, string> = {
  student: '/api/student/profile',
  employer: '/api/employer/profile',
  institution: '/api/institution/profile',
};

/** A short random tag that keeps names, e-mails and titles apart across workers and runs. */
export function uniqueTag(): string {
  return randomUUID().replaceAll('-', '').slice(0, 8);
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
      return { bio: 'Looking for my first placement.' };
    case 'employer':
      return { companyName: `Tester Works ${tag}`, industry: 'Trades', country: 'Canada', region: 'Ontario', city: 'Toronto' };
    case 'institution':
      return { institutionName: `Tester Academy ${tag}`, country: 'Canada', region: 'Ontario', city: 'Toronto' };
  }
}

/** Which role the new user picks (default: student) and its profile fields (merged over a valid default; false: none). */
export type NewUserOptions =
  | { role?: 'student'; profile?: Partial<StudentProfileBody> | false }
  | { role: 'employer'; profile?: Partial<EmployerProfileBody> | false }
  | { role: 'institution'; profile?: Partial<InstitutionProfileBody> | false }
  /** Signed up, no role chosen yet. */
  | { role: null };

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
  const registered = await request.post('/api/auth/register', { data: details, headers: network });
  expect(registered.status(), await registered.text()).toBe(202);
  const mail = await waitForMail(details.email, /Confirm your e-mail address/);
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const verified = (await postOk(request, '/api/auth/verify-email', { token }, network)) as { outcome: string; user: { id: string } | null };
  expect(verified.outcome).toBe('verified');
  return verified.user!.id;
}

/** Creates the user through the API, e-mail address confirmed; `request` is signed in as that user afterwards. */
export async function createUser(request: APIRequestContext, options: NewUserOptions = {}): Promise<TestUser> {
  const role = options.role === undefined ? 'student' : options.role;
  const profileFields = 'profile' in options ? options.profile : undefined;
  const tag = uniqueTag();
  const details = newAccountDetails(tag);
  const id = await registerAndConfirm(request, details);
  const user: TestUser = {
    ...details,
    id,
    fullName: `${details.firstName} ${details.lastName}`,
    role,
    profileId: null,
    profile: null,
  };
  if (!role) return user;

  await postOk(request, '/api/auth/setup-profile', { role });
  if (profileFields === false) return user;
  const body = { ...defaultProfile(role, tag), ...profileFields };
  const saved = (await postOk(request, PROFILE_PATHS[role], body)) as { profile: Record<string, unknown> & { id: string } };
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
  fields: { title: string; companyName: string; city?: string; isHighSchoolOpportunity?: boolean },
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
