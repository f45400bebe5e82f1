import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterPage } from '@common/contracts/institutions';
import type { SignInProviderResponse } from '@common/contracts/school-sign-in';
import { authEndpoints } from '@common/endpoints/auth';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { auditLog, institutionProfiles, schoolLinks, ssoProviders, users } from '@server/db/schema';
import { createInstitution } from './helpers/school-fixtures';
import { applySetCookies, createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listenTestOidcProvider, signInAtProvider, type TestOidcProvider } from './helpers/test-oidc-provider';

// Signing students in with their school's identity provider (docs/product/school-sign-in.md),
// against a real OpenID Connect provider (oidc-provider) on a local port: the school's settings
// (the secret never answered, stored encrypted), the sign-in end to end, and every refusal.

const PUBLIC_URL = 'http://localhost:5000';
const CLIENT = { clientId: 'firstrung', clientSecret: 'school-provider-secret-8d1f2a' };

let t: TestApp;
let idp: TestOidcProvider;
/** A second provider with its own keys, for the answer that must be refused. */
let impostor: TestOidcProvider;
let school: Persona;
let otherSchool: Persona;

const db = () => t.app.deps.db;
const redirectUri = (institutionId: string) => `${PUBLIC_URL}/api/identity/sso/callback/${institutionId}`;

const save = (caller: Persona, body: Record<string, unknown>) => sendTo(t.app, caller, schoolSignInEndpoints.saveProvider, { body });

beforeAll(async () => {
  idp = await listenTestOidcProvider();
  impostor = await listenTestOidcProvider();
  const localhostAlias = idp.issuer.replace('127.0.0.1', 'localhost');
  t = await createTestApp({ env: { SCHOOL_SIGN_IN_PRIVATE_ISSUERS: [idp.issuer, impostor.issuer, localhostAlias].join(',') } });
  school = await createInstitution(t.app, 'Toronto', 'Lakeview Secondary');
  otherSchool = await createInstitution(t.app, 'Ottawa', 'Rideau Collegiate');
  for (const provider of [idp, impostor]) provider.start({ ...CLIENT, redirectUris: [redirectUri(school.profileId!)] });
  const saved = await save(school, { issuer: idp.issuer, ...CLIENT, domains: ['lakeview.example', 'Staff.Lakeview.example'] });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await impostor.close();
});

/** A visitor's sign-in through the provider: the app's final redirect and the cookies it ends with. */
async function signInThroughSchool(typedEmail: string, providerLogin: string) {
  const started = await sendTo(t.app, null, schoolSignInEndpoints.start, { body: { email: typedEmail } });
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json() as { url: string };
  const stateCookie = applySetCookies(undefined, started.headers['set-cookie']);
  const back = await signInAtProvider(url, providerLogin, PUBLIC_URL);
  const callback = await send(t.app, stateCookie, 'GET', `${back.pathname}${back.search}`);
  expect(callback.statusCode, callback.body).toBe(302);
  return { location: String(callback.headers.location), cookie: applySetCookies(stateCookie, callback.headers['set-cookie']) };
}

async function currentUser(cookie: string) {
  const response = await sendTo(t.app, cookie, authEndpoints.currentUser);
  return response.statusCode === 200 ? (response.json() as { id: string; role: string | null; email: string; firstName: string | null }) : null;
}

/** The audit log's entries of an action taken by this school's staff member. */
const auditedBy = (persona: Persona, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.actorId} = ${persona.userId!} and ${auditLog.action} = ${action}`);

const linkOf = async (userId: string) => (await db().select().from(schoolLinks).where(eq(schoolLinks.studentId, userId)))[0];
const accountWith = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

describe("a school's provider settings", () => {
  it('never answers the secret, and stores it encrypted', async () => {
    const response = await sendTo(t.app, school, schoolSignInEndpoints.getProvider);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CLIENT.clientSecret);
    const settings = response.json() as SignInProviderResponse;
    expect(settings.provider).toMatchObject({
      issuer: idp.issuer,
      clientId: CLIENT.clientId,
      clientSecretSet: true,
      domains: ['lakeview.example', 'staff.lakeview.example'],
    });
    expect(settings.redirectUri).toBe(redirectUri(school.profileId!));

    const raw = (await db().execute(sql`select oidc_config from sso_providers where institution_id = ${school.profileId}`)) as unknown as {
      rows: Array<{ oidc_config: string }>;
    };
    const stored = raw.rows[0]!.oidc_config;
    expect(stored.startsWith('enc1:')).toBe(true);
    expect(stored).not.toContain(CLIENT.clientSecret);
    expect(stored).not.toContain(CLIENT.clientId);
  });

  it('writes who saved the provider in the audit log, without its secret', async () => {
    const [entry] = await auditedBy(school, 'school_sign_in.provider_save');
    expect(entry).toMatchObject({ actorEmail: school.email, details: { institutionId: school.profileId, issuer: idp.issuer } });
    expect(JSON.stringify(entry)).not.toContain(CLIENT.clientSecret);
  });

  it('keeps the stored secret when an update leaves it out, and the answer has none', async () => {
    const response = await save(school, { issuer: idp.issuer, clientId: CLIENT.clientId, domains: ['lakeview.example', 'staff.lakeview.example'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(CLIENT.clientSecret);
    const [row] = await db().select().from(ssoProviders).where(eq(ssoProviders.institutionId, school.profileId!));
    expect(JSON.parse(row!.oidcConfig!).clientSecret).toBe(CLIENT.clientSecret);
  });

  it('asks for a secret when none is stored yet', async () => {
    const fresh = await createInstitution(t.app, 'Toronto', 'No Secret Academy');
    const response = await save(fresh, { issuer: idp.issuer, clientId: 'x', domains: ['nosecret.example'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('clientSecret');
  });

  it('refuses an issuer whose discovery document names another issuer, or that has none', async () => {
    const alias = idp.issuer.replace('127.0.0.1', 'localhost');
    const mismatch = await save(otherSchool, { issuer: alias, ...CLIENT, domains: ['rideau.example'] });
    expect(mismatch.statusCode, mismatch.body).toBe(400);
    expect(mismatch.json().issues[0].path).toBe('issuer');
    expect(mismatch.json().message).toContain(idp.issuer);

    const missing = await save(otherSchool, { issuer: `${idp.issuer}/nothing-here`, ...CLIENT, domains: ['rideau.example'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('issuer');
  });

  it('refuses a private address the operator did not allow', async () => {
    const response = await save(otherSchool, { issuer: 'http://10.1.2.3:8080', ...CLIENT, domains: ['rideau.example'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('issuer');
  });

  it('refuses a domain another school claimed (409 naming it), and saves nothing', async () => {
    const response = await save(otherSchool, { issuer: idp.issuer, ...CLIENT, domains: ['rideau.example', 'lakeview.example'] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('lakeview.example');
    const rows = await db().select().from(ssoProviders).where(eq(ssoProviders.institutionId, otherSchool.profileId!));
    expect(rows).toHaveLength(0);
  });

  it('refuses a badly written domain, naming it', async () => {
    const response = await save(otherSchool, { issuer: idp.issuer, ...CLIENT, domains: ['https://rideau.example'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('domains.0');
  });

  it('is refused to a school FirstRung has not verified', async () => {
    const pending = await createInstitution(t.app, 'Toronto', 'Pending School');
    await db().update(institutionProfiles).set({ verificationStatus: 'pending' }).where(eq(institutionProfiles.id, pending.profileId!));
    const response = await save(pending, { issuer: idp.issuer, ...CLIENT, domains: ['pending.example'] });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ORGANISATION_NOT_VERIFIED');
  });
});

describe('signing in through the school', () => {
  it('makes a new student of the school, approved at once, signed in, on to complete the profile', async () => {
    idp.people.set('maya@lakeview.example', { email: 'maya@lakeview.example', givenName: 'Maya', familyName: 'Okafor' });
    const { location, cookie } = await signInThroughSchool('maya@lakeview.example', 'maya@lakeview.example');
    expect(location).toBe('/setup-profile/student');

    const me = await currentUser(cookie);
    expect(me).toMatchObject({ email: 'maya@lakeview.example', role: 'student', firstName: 'Maya' });
    expect(await linkOf(me!.id)).toMatchObject({ institutionId: school.profileId, status: 'approved', source: 'school_sign_in' });

    const roster = await sendTo(t.app, school, institutionsEndpoints.students, { query: { limit: 50 } });
    expect(roster.statusCode, roster.body).toBe(200);
    expect((roster.json() as RosterPage).items.map((item) => item.id)).toContain(me!.id);
  });

  it('signs the same student in again, without a second account', async () => {
    const { location, cookie } = await signInThroughSchool('maya@lakeview.example', 'maya@lakeview.example');
    expect(location).toBe('/dashboard');
    expect((await currentUser(cookie))?.email).toBe('maya@lakeview.example');
    expect(await db().select().from(users).where(eq(users.email, 'maya@lakeview.example'))).toHaveLength(1);
  });

  it("links an existing student's account, taking them from a pending request to another school", async () => {
    const student = await createPersona(t.app, 'student', { email: 'sam@staff.lakeview.example' });
    await db().insert(schoolLinks).values({ studentId: student.userId!, institutionId: otherSchool.profileId!, status: 'pending' });
    idp.people.set('sam', { email: 'sam@staff.lakeview.example', givenName: 'Sam', familyName: 'Lee' });
    const { location, cookie } = await signInThroughSchool('sam@staff.lakeview.example', 'sam');
    expect(location).toBe('/dashboard');
    expect((await currentUser(cookie))?.id).toBe(student.userId);
    expect(await linkOf(student.userId!)).toMatchObject({ institutionId: school.profileId, status: 'approved', source: 'school_sign_in' });
  });

  it('refuses an address of a domain the school does not vouch for, and makes no account', async () => {
    idp.people.set('intruder', { email: 'intruder@elsewhere.example', givenName: 'Ian', familyName: 'Truder' });
    const { location, cookie } = await signInThroughSchool('someone@lakeview.example', 'intruder');
    expect(location).toMatch(/^\/sign-in\?error=domain_not_vouched/);
    expect(await currentUser(cookie)).toBeNull();
    expect(await accountWith('intruder@elsewhere.example')).toBeUndefined();
  });

  it("refuses an existing account that is not a student's", async () => {
    const employer = await createPersona(t.app, 'employer', { email: 'boss@lakeview.example' });
    idp.people.set('boss', { email: 'boss@lakeview.example', givenName: 'Bo', familyName: 'Ss' });
    const { location, cookie } = await signInThroughSchool('boss@lakeview.example', 'boss');
    expect(location).toMatch(/^\/sign-in\?error=not_a_student_account/);
    expect(await currentUser(cookie)).toBeNull();
    expect((await accountWith('boss@lakeview.example'))?.role).toBe('employer');
    expect(await linkOf(employer.userId!)).toBeUndefined();
  });

  it("refuses an answer signed by another issuer's keys", async () => {
    // The school's settings point the code exchange at the impostor, which answers with a token
    // of its own issuer and keys: the plugin checks it against the school's issuer and key set.
    const [row] = await db().select().from(ssoProviders).where(eq(ssoProviders.institutionId, school.profileId!));
    const genuine = row!.oidcConfig!;
    const config = JSON.parse(genuine) as Record<string, string>;
    const swapped = {
      ...config,
      authorizationEndpoint: config.authorizationEndpoint!.replace(idp.issuer, impostor.issuer),
      tokenEndpoint: config.tokenEndpoint!.replace(idp.issuer, impostor.issuer),
      userInfoEndpoint: config.userInfoEndpoint!.replace(idp.issuer, impostor.issuer),
    };
    await db()
      .update(ssoProviders)
      .set({ oidcConfig: JSON.stringify(swapped) })
      .where(eq(ssoProviders.institutionId, school.profileId!));
    try {
      impostor.people.set('fake', { email: 'fake@lakeview.example', givenName: 'Fay', familyName: 'Ke' });
      const { location, cookie } = await signInThroughSchool('fake@lakeview.example', 'fake');
      expect(location).toMatch(/^\/sign-in\?error=invalid_provider/);
      expect(await currentUser(cookie)).toBeNull();
      expect(await accountWith('fake@lakeview.example')).toBeUndefined();
    } finally {
      await db().update(ssoProviders).set({ oidcConfig: genuine }).where(eq(ssoProviders.institutionId, school.profileId!));
    }
  });

  it('answers 404 for an address no school signs in with', async () => {
    const response = await sendTo(t.app, null, schoolSignInEndpoints.start, { body: { email: 'pat@nowhere.example' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('nowhere.example');
  });

  it('stops signing anyone in once the school removes its provider', async () => {
    const removed = await sendTo(t.app, otherSchool, schoolSignInEndpoints.removeProvider);
    expect(removed.statusCode).toBe(204);
    const fresh = await createInstitution(t.app, 'Toronto', 'Short Lived School');
    expect((await save(fresh, { issuer: idp.issuer, ...CLIENT, domains: ['shortlived.example'] })).statusCode).toBe(200);
    expect((await sendTo(t.app, fresh, schoolSignInEndpoints.removeProvider)).statusCode).toBe(204);
    const response = await sendTo(t.app, null, schoolSignInEndpoints.start, { body: { email: 'kid@shortlived.example' } });
    expect(response.statusCode).toBe(404);
    expect((await sendTo(t.app, fresh, schoolSignInEndpoints.getProvider)).json().provider).toBeNull();
    expect(await auditedBy(fresh, 'school_sign_in.provider_remove')).toHaveLength(1);
  });
});
