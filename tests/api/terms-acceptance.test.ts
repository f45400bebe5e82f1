import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { authEndpoints } from '@common/endpoints/auth';
import { consentEndpoints } from '@common/endpoints/consent';
import { consents } from '@server/db/schema';
import { recordTermsAccepted } from '@server/features/consent/terms-consent';
import { createPersona, impersonate, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The terms of use and the privacy notice accepted again (docs/product/accounts.md#consent-at-sign-up):
// an account without a record of the current versions reads termsAccepted: false on the current
// user, and accepts them with POST /api/consent/terms in its own session, with the versions it saw.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const current = { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION };
const rowsOf = (userId: string) => t.app.deps.db.select().from(consents).where(eq(consents.userId, userId));
const termsAccepted = async (persona: Persona) => (await sendTo(t.app, persona, authEndpoints.currentUser)).json().termsAccepted as boolean;

/** A signed-in student with no consent recorded, as an account from before the record. */
async function accountFromBefore(): Promise<Persona> {
  const student = await createPersona(t.app, 'student');
  await t.app.deps.db.delete(consents).where(eq(consents.userId, student.userId!));
  return student;
}

describe('the current terms, accepted after sign-up', () => {
  it('reads false for an account without a record, and true once it accepts the current versions, recorded with the time and the address', async () => {
    const student = await accountFromBefore();
    expect(await termsAccepted(student)).toBe(false);

    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: consentEndpoints.acceptTerms.path,
      headers: { cookie: student.cookie! },
      payload: current,
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...current, acceptedAt: expect.any(String) });
    expect(new Date(response.json().acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const rows = await rowsOf(student.userId!);
    expect(rows.map(({ kind, version, ipAddress }) => ({ kind, version, ipAddress })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'privacy', version: PRIVACY_VERSION, ipAddress: '192.0.2.44' },
      { kind: 'terms', version: TERMS_VERSION, ipAddress: '192.0.2.44' },
    ]);
    expect(rows.every((row) => row.acceptedAt.getTime() >= before - 1000)).toBe(true);
    expect(await termsAccepted(student)).toBe(true);
  });

  it('keeps the first record when the same versions are accepted again', async () => {
    const student = await accountFromBefore();
    const first = await sendTo(t.app, student, consentEndpoints.acceptTerms, { body: current });
    const again = await sendTo(t.app, student, consentEndpoints.acceptTerms, { body: current });
    expect(again.statusCode).toBe(200);
    expect(again.json().acceptedAt).toBe(first.json().acceptedAt);
    expect(await rowsOf(student.userId!)).toHaveLength(2);
  });

  it('reads false when only an older version was accepted, or only one of the two texts', async () => {
    const older = await accountFromBefore();
    await t.app.deps.db.insert(consents).values([
      { userId: older.userId!, kind: 'terms', version: '2020-01-01' },
      { userId: older.userId!, kind: 'privacy', version: '2020-01-01' },
    ]);
    expect(await termsAccepted(older)).toBe(false);

    const half = await accountFromBefore();
    await t.app.deps.db.insert(consents).values({ userId: half.userId!, kind: 'terms', version: TERMS_VERSION });
    expect(await termsAccepted(half)).toBe(false);
  });

  it('refuses versions other than the current ones with 409 and records nothing', async () => {
    const student = await accountFromBefore();
    for (const body of [
      { termsVersion: '2020-01-01', privacyVersion: PRIVACY_VERSION },
      { termsVersion: TERMS_VERSION, privacyVersion: '2020-01-01' },
    ]) {
      const response = await sendTo(t.app, student, consentEndpoints.acceptTerms, { body });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/changed since this page loaded/) });
    }
    expect(await rowsOf(student.userId!)).toEqual([]);
    expect(await termsAccepted(student)).toBe(false);
  });

  it('refuses a visitor with 401', async () => {
    const response = await sendTo(t.app, null, consentEndpoints.acceptTerms, { body: current });
    expect(response.statusCode).toBe(401);
  });

  it('never records an acceptance for someone an admin is viewing as (403), though the user reads their own standing', async () => {
    const admin = await createPersona(t.app, 'admin');
    await recordTermsAccepted(t.app.deps.db, admin.userId!, null);
    const student = await accountFromBefore();
    const cookie = await impersonate(t.app, admin.cookie!, student.userId!);
    expect((await sendTo(t.app, cookie, authEndpoints.currentUser)).json()).toMatchObject({ impersonating: true, termsAccepted: false });
    const response = await sendTo(t.app, cookie, consentEndpoints.acceptTerms, { body: current });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(student.userId!)).toEqual([]);
  });

  it('reads true for a new sign-up, which records the current versions', async () => {
    const email = 'terms.signup@example.test';
    const register = await sendTo(t.app, null, authEndpoints.register, {
      body: { email, password: 'long-enough-1', firstName: 'Tess', lastName: 'Signup', acceptTerms: true },
    });
    expect(register.statusCode).toBe(202);
    const login = await sendTo(t.app, null, authEndpoints.signIn, { body: { email, password: 'long-enough-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.termsAccepted).toBe(true);
  });
});
