import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { sessions, users } from '@server/db/schema';
import { applySetCookies, createPersona, signIn } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { linkIn, startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// A confirmation link never switches the account a browser is signed in as (docs/security.md,
// "Links in e-mails"; docs/product/accounts.md#confirming-the-e-mail-address). Someone who signs
// up with their own address and gets another person to open the link (login CSRF) would otherwise
// have that person's browser silently signed in as the sender's account.

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(counter += 1)}@example.test`;

/** Signs up `email` and answers the token of its confirmation link. */
async function signUpAndGetLink(email: string): Promise<string> {
  const registered = await t.app.inject({
    method: 'POST',
    url: authEndpoints.register.path,
    payload: { email, password: 'maple-canoe-sunrise', firstName: 'Mallory', lastName: 'Sender', acceptTerms: true },
  });
  expect(registered.statusCode).toBe(202);
  const mail = await smtp.waitFor((message) => message.to === email && /Confirm your e-mail address/.test(message.subject));
  return new URL(linkIn(mail.text, `${t.config.publicUrl}/verify-email?token=`)).searchParams.get('token')!;
}

const openLink = (token: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: authEndpoints.verifyEmail.path, payload: { token }, headers: cookie ? { cookie } : {} });
const currentUser = (cookie: string) => sendTo(t.app, cookie, authEndpoints.currentUser);
const sessionsOf = async (email: string) => {
  const [user] = await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.app.deps.db.select().from(sessions).where(eq(sessions.userId, user!.id));
};

describe('a confirmation link opened where another account is signed in', () => {
  it("confirms the address, keeps the session of the account signed in, and does not sign in the link's account", async () => {
    const attacker = uniqueEmail('sender');
    const token = await signUpAndGetLink(attacker);
    const victim = await createPersona(t.app, 'student');

    const opened = await openLink(token, victim.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ outcome: 'verified_kept_session', user: { email: victim.email } });
    expect(opened.headers['set-cookie']).toBeUndefined();
    const browser = applySetCookies(victim.cookie, opened.headers['set-cookie']);
    expect((await currentUser(browser)).json()).toMatchObject({ email: victim.email });

    // The address is confirmed; the sender has no session made by the link.
    const [row] = await t.app.deps.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, attacker));
    expect(row!.emailVerified).toBe(true);
    expect(await sessionsOf(attacker)).toEqual([]);
  });

  it('still signs in a browser that is signed in as nobody, and keeps the same account signed in', async () => {
    const visitorEmail = uniqueEmail('visitor');
    const first = await openLink(await signUpAndGetLink(visitorEmail));
    expect(first.json()).toMatchObject({ outcome: 'verified', user: { email: visitorEmail } });
    expect(applySetCookies(undefined, first.headers['set-cookie'])).toContain('firstrung.session_token=');

    // Signed in before confirming (unconfirmed accounts may sign in), then opening one's own link.
    const ownEmail = uniqueEmail('own');
    const token = await signUpAndGetLink(ownEmail);
    const cookie = await signIn(t.app, ownEmail, 'maple-canoe-sunrise');
    const own = await openLink(token, cookie);
    expect(own.json()).toMatchObject({ outcome: 'verified', user: { email: ownEmail, emailVerified: true } });
    expect((await currentUser(applySetCookies(cookie, own.headers['set-cookie']))).json()).toMatchObject({ email: ownEmail });
  });
});
