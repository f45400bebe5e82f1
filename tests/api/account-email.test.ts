import fs from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '@common/endpoints/account';
import { authEndpoints } from '@common/endpoints/auth';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { mailMessages, rateCounters, sessions, studentProfiles, users, verifications } from '@server/db/schema';
import { ACCOUNT_MAIL_LIMIT, accountMailScope } from '@server/features/auth/account-mail';
import { LINK_EXPIRED_MESSAGE, LINK_INVALID_MESSAGE } from '@server/features/auth/email-links';
import { COMMON_PASSWORD_MESSAGE } from '@server/features/auth/password-rules';
import { WRONG_PASSWORD_MESSAGE } from '@server/features/auth/confirm-password';
import { CLIENT_LIMITS } from '@server/http/client-limits';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@server/http/register-endpoint';
import { createEmployerProfile, createJob } from '@server/seed/factories';
import { applySetCookies, createPersona, signIn, TEST_PASSWORD, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { linkIn, startTestSmtp, type ReceivedMail, type TestSmtp } from './helpers/test-smtp';

// Account e-mail (docs/product/accounts.md, docs/decisions/022, docs/security.md "No answer reveals
// whether an e-mail is known"): sign-up answers alike for a new and a known address, the mailed
// links confirm the address (24 hours) and reset the password (once, 1 hour, every session ends),
// changing the password ends the other sessions, a new address confirms by its own link, and
// every e-mail is limited per address. The app sends to a real SMTP server in this process.

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, QUEUE_POLL_MS: '100' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(counter += 1)}@example.test`;
const newPerson = (email: string) => ({ email, password: 'maple-canoe-sunrise', firstName: 'Robin', lastName: 'Meadows', acceptTerms: true });

const register = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: authEndpoints.register.path, payload: body, ...(remoteAddress ? { remoteAddress } : {}) });
const post = (endpoint: { method: string; path: string }, body: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: endpoint.path, payload: body as never, headers: cookie ? { cookie } : {} });

/** The message to `address` whose subject matches, as soon as it arrives. */
const mailTo = (address: string, subject: RegExp) => smtp.waitFor((mail) => mail.to === address && subject.test(mail.subject));
/** The token of the mailed link to one of our pages. */
const tokenIn = (mail: ReceivedMail, page: string) => new URL(linkIn(mail.text, `${t.config.publicUrl}${page}?token=`)).searchParams.get('token')!;
/** Every message written for an address (sent, or still waiting for the queue). */
const messagesFor = async (address: string, kind?: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(kind ? and(eq(mailMessages.toAddress, address), eq(mailMessages.kind, kind)) : eq(mailMessages.toAddress, address));

const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const currentUser = (cookie: string) => sendTo(t.app, cookie, authEndpoints.currentUser);

describe('sign-up', () => {
  it('answers a new address and one with an account exactly alike, with no session, and mails each the right message', async () => {
    const owner = await createPersona(t.app, 'student');
    const fresh = uniqueEmail('fresh');

    const forNew = await register(newPerson(fresh));
    // Someone else's name and password, with the owner's address.
    const forKnown = await register({
      email: owner.email,
      password: 'another-long-secret-4',
      firstName: 'Mallory',
      lastName: 'Sneak',
      acceptTerms: true,
    });

    for (const answer of [forNew, forKnown]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'check_your_email' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(forKnown.body).toBe(forNew.body);
    expect(Object.keys(forKnown.headers).sort()).toEqual(Object.keys(forNew.headers).sort());

    // The new address: an unconfirmed account and the confirmation link.
    expect(await userRow(fresh)).toMatchObject({ emailVerified: false, firstName: 'Robin', role: 'none' });
    const confirm = await mailTo(fresh, /^Confirm your e-mail address$/);
    // The name typed at sign-up is not known to be real: no greeting by it.
    expect(confirm.text.startsWith('Hello,\n')).toBe(true);
    expect(confirm.text).not.toContain('Robin');
    expect(confirm.text).toContain('24 hours');
    expect(linkIn(confirm.text, `${t.config.publicUrl}/verify-email?token=`)).toBeTruthy();

    // The known address: its owner is told, with links to log in and to reset.
    const notice = await mailTo(owner.email!, /Someone tried to create an account/);
    expect(notice.text.startsWith('Hello,\n')).toBe(true);
    expect(notice.text).not.toContain('Mallory');
    expect(linkIn(notice.text, `${t.config.publicUrl}/sign-in`)).toBeTruthy();
    expect(linkIn(notice.text, `${t.config.publicUrl}/forgot-password`)).toBeTruthy();
    expect(notice.text).not.toContain('/verify-email');

    // The owner's account is untouched: one row, their own password.
    expect(await t.database.db.select().from(users).where(eq(users.email, owner.email!))).toHaveLength(1);
    await expect(signIn(t.app, owner.email!, 'another-long-secret-4')).rejects.toThrow(/401/);
    await expect(signIn(t.app, owner.email!, TEST_PASSWORD)).resolves.toContain('firstrung.session_token=');
  });

  it('lets no typed name speak in an account e-mail: confirmation, reset and change of address greet without it', async () => {
    const hostile = 'Hello your account is locked - restore it at https://evil.example';
    const email = uniqueEmail('hostile');
    expect((await register({ ...newPerson(email), firstName: hostile, lastName: 'see evil.example' })).statusCode).toBe(202);
    expect((await post(authEndpoints.forgotPassword, { email })).statusCode).toBe(202);
    const cookie = await signIn(t.app, email, 'maple-canoe-sunrise');
    const newEmail = uniqueEmail('hostile-moved');
    expect((await sendTo(t.app, cookie, accountEndpoints.changeEmail, { body: { newEmail, password: 'maple-canoe-sunrise' } })).statusCode).toBe(202);
    // Someone else signing up with that address now: its owner's notice.
    expect((await register({ ...newPerson(email), firstName: 'Mallory https://evil.example' })).statusCode).toBe(202);

    const mails = [
      await mailTo(email, /^Confirm your e-mail address$/),
      await mailTo(email, /Choose a new FirstRung password/),
      await mailTo(newEmail, /Confirm your new e-mail address/),
      await mailTo(email, /Someone tried to create an account/),
    ];
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n'), mail.subject).toBe(true);
      expect(mail.text, mail.subject).not.toContain('evil.example');
      expect(mail.text, mail.subject).not.toContain('locked');
      expect(mail.html, mail.subject).not.toContain('evil.example');
    }
  });

  it('still refuses a common password, for a new and a known address alike', async () => {
    const owner = await createPersona(t.app, 'employer');
    for (const email of [uniqueEmail('weak'), owner.email!]) {
      const response = await register({ ...newPerson(email), password: 'password123' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ issues: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }] });
    }
  });
});

describe('the confirmation link', () => {
  it('confirms the address and signs the new user in, once; opened again it signs nobody in', async () => {
    const email = uniqueEmail('confirm');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    const token = tokenIn(await mailTo(email, /Confirm your e-mail address/), '/verify-email');

    const first = await post(authEndpoints.verifyEmail, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'verified', user: { email, emailVerified: true, role: null } });
    const cookie = applySetCookies(undefined, first.headers['set-cookie']);
    expect(cookie).toContain('firstrung.session_token=');
    expect((await currentUser(cookie)).json()).toMatchObject({ email, emailVerified: true });
    expect(await userRow(email)).toMatchObject({ emailVerified: true });

    // Opened again (a forwarded e-mail, a shared computer's history): no session for anyone.
    const again = await post(authEndpoints.verifyEmail, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'already_verified', user: null });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('works for 24 hours, then answers 400 LINK_EXPIRED; a made-up token is LINK_INVALID', async () => {
    // Better Auth's confirmation token is a signed JWT that carries its own expiry (nothing is
    // stored in `verifications`), so the test moves the clock the token is checked against.
    const email = uniqueEmail('expiring');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    const token = tokenIn(await mailTo(email, /Confirm your e-mail address/), '/verify-email');
    const sentAt = Date.now();

    vi.useFakeTimers({ toFake: ['Date'], now: sentAt + 24 * 60 * 60 * 1000 + 60_000 });
    const late = await post(authEndpoints.verifyEmail, { token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ code: 'LINK_EXPIRED', message: LINK_EXPIRED_MESSAGE });
    expect(await userRow(email)).toMatchObject({ emailVerified: false });

    vi.setSystemTime(sentAt + 23 * 60 * 60 * 1000);
    const inTime = await post(authEndpoints.verifyEmail, { token });
    vi.useRealTimers();
    expect(inTime.statusCode).toBe(200);
    expect(inTime.json().outcome).toBe('verified');

    const madeUp = await post(authEndpoints.verifyEmail, { token: `${token.slice(0, -4)}abcd` });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual({ code: 'LINK_INVALID', message: LINK_INVALID_MESSAGE });
  });

  it('is sent again on request, to an unconfirmed address only, with the same answer for any address', async () => {
    const email = uniqueEmail('resend');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    await mailTo(email, /Confirm your e-mail address/);
    const confirmed = await createPersona(t.app, 'student');
    const nobody = uniqueEmail('nobody');

    const answers = await Promise.all([email, confirmed.email!, nobody].map((address) => post(authEndpoints.resendVerification, { email: address })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'check_your_email' });
    }
    await expect.poll(async () => (await messagesFor(email, 'verify_email')).length).toBe(2);
    // The second link works as well as the first.
    await expect.poll(() => smtp.to(email).length).toBe(2);
    const second = tokenIn(smtp.to(email)[1]!, '/verify-email');
    expect((await post(authEndpoints.verifyEmail, { token: second })).json().outcome).toBe('verified');

    await t.app.deps.queue.drain();
    expect(await messagesFor(confirmed.email!)).toHaveLength(0);
    expect(await messagesFor(nobody)).toHaveLength(0);

    // Signed in, the link goes to your own address, whatever the body names.
    const unconfirmed = uniqueEmail('banner');
    expect((await register(newPerson(unconfirmed))).statusCode).toBe(202);
    await mailTo(unconfirmed, /Confirm your e-mail address/);
    const cookie = await signIn(t.app, unconfirmed, 'maple-canoe-sunrise');
    expect((await post(authEndpoints.resendVerification, { email: nobody }, cookie)).statusCode).toBe(202);
    await expect.poll(async () => (await messagesFor(unconfirmed, 'verify_email')).length).toBe(2);
    expect(await messagesFor(nobody)).toHaveLength(0);
  });
});

describe('an unconfirmed account', () => {
  it('may sign in, but may not apply to a posting until the address is confirmed', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.database.db, employer.userId!, { title: 'Bike Mechanic Helper' });

    const email = uniqueEmail('applicant');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    const cookie = await signIn(t.app, email, 'maple-canoe-sunrise');
    expect((await currentUser(cookie)).json()).toMatchObject({ emailVerified: false });
    expect((await sendTo(t.app, cookie, authEndpoints.chooseRole, { body: { role: 'student' } })).statusCode).toBe(200);
    expect(
      (await sendTo(t.app, cookie, profilesEndpoints.saveStudentProfile, { body: { bio: 'Keen on bikes.', dateOfBirth: '2008-05-31' } })).statusCode,
    ).toBe(200);
    const user = await userRow(email);
    await t.database.db
      .update(studentProfiles)
      .set({ resumeKey: `resumes/${user!.id}/cv.pdf`, resumeFileName: 'cv.pdf' })
      .where(eq(studentProfiles.userId, user!.id));

    const refused = await sendTo(t.app, cookie, jobsEndpoints.apply, { params: { id: job.id }, body: { message: 'Hello' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE });

    const token = tokenIn(await mailTo(email, /Confirm your e-mail address/), '/verify-email');
    expect((await post(authEndpoints.verifyEmail, { token })).statusCode).toBe(200);
    // The session from before the confirmation may apply now too.
    const applied = await sendTo(t.app, cookie, jobsEndpoints.apply, { params: { id: job.id }, body: { message: 'Hello' } });
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('may not post or switch on a posting until the address is confirmed', async () => {
    const email = uniqueEmail('poster');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    const cookie = await signIn(t.app, email, 'maple-canoe-sunrise');
    expect((await sendTo(t.app, cookie, authEndpoints.chooseRole, { body: { role: 'employer' } })).statusCode).toBe(200);
    const user = await userRow(email);
    await createEmployerProfile(t.database.db, user!.id, { companyName: 'Meadows Cycles' });
    const job = await createJob(t.database.db, user!.id, { title: 'Older posting', isActive: false });
    const posting = { title: 'Workshop Helper', companyName: 'Meadows Cycles', location: 'Main St', city: 'Guelph', description: 'Fix bikes.' };

    for (const refused of [
      await sendTo(t.app, cookie, jobsEndpoints.createJob, { body: posting }),
      await sendTo(t.app, cookie, jobsEndpoints.updateJob, { params: { id: job.id }, body: { isActive: true } }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your e-mail address first. We sent you a link.' });
    }

    const token = tokenIn(await mailTo(email, /Confirm your e-mail address/), '/verify-email');
    expect((await post(authEndpoints.verifyEmail, { token })).statusCode).toBe(200);
    expect((await sendTo(t.app, cookie, jobsEndpoints.createJob, { body: posting })).statusCode).toBe(201);
    expect((await sendTo(t.app, cookie, jobsEndpoints.updateJob, { params: { id: job.id }, body: { isActive: true } })).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers alike for any address; the owner gets a link valid 1 hour that works once and ends every session', async () => {
    const owner = await createPersona(t.app, 'student');
    const otherSession = await signIn(t.app, owner.email!);
    const nobody = uniqueEmail('unknown');

    const forKnown = await post(authEndpoints.forgotPassword, { email: owner.email });
    const forUnknown = await post(authEndpoints.forgotPassword, { email: nobody });
    for (const answer of [forKnown, forUnknown]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'check_your_email' });
    }
    expect(forKnown.body).toBe(forUnknown.body);

    const mail = await mailTo(owner.email!, /Choose a new FirstRung password/);
    expect(mail.text).toContain('1 hour');
    const token = tokenIn(mail, '/reset-password');
    const [link] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(Math.abs(link!.expiresAt.getTime() - (Date.now() + 60 * 60 * 1000))).toBeLessThan(2 * 60 * 1000);
    await t.app.deps.queue.drain();
    expect(await messagesFor(nobody)).toHaveLength(0);

    // The sign-up rules hold for the new password, and a refused one does not use the link up.
    const weak = await post(authEndpoints.resetPassword, { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ issues: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }] });

    const reset = await post(authEndpoints.resetPassword, { token, password: 'river-lantern-orchard' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    // Every session of the account has ended.
    expect((await currentUser(owner.cookie!)).statusCode).toBe(401);
    expect((await currentUser(otherSession)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.userId!))).toHaveLength(0);
    await expect(signIn(t.app, owner.email!, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, owner.email!, 'river-lantern-orchard')).resolves.toContain('firstrung.session_token=');
    await mailTo(owner.email!, /Your FirstRung password was changed/);

    // Once only.
    const reused = await post(authEndpoints.resetPassword, { token, password: 'another-river-lantern' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'LINK_INVALID', message: LINK_INVALID_MESSAGE });
  });

  it('answers 400 LINK_EXPIRED once the hour is over, and changes nothing', async () => {
    const owner = await createPersona(t.app, 'employer');
    expect((await post(authEndpoints.forgotPassword, { email: owner.email })).statusCode).toBe(202);
    const token = tokenIn(await mailTo(owner.email!, /Choose a new FirstRung password/), '/reset-password');
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const late = await post(authEndpoints.resetPassword, { token, password: 'river-lantern-orchard' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ code: 'LINK_EXPIRED', message: LINK_EXPIRED_MESSAGE });
    expect((await currentUser(owner.cookie!)).statusCode).toBe(200);
    await expect(signIn(t.app, owner.email!, TEST_PASSWORD)).resolves.toContain('firstrung.session_token=');
  });

  it('confirms the address of an account that had not confirmed it yet', async () => {
    const email = uniqueEmail('forgetful');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    expect((await post(authEndpoints.forgotPassword, { email })).statusCode).toBe(202);
    const token = tokenIn(await mailTo(email, /Choose a new FirstRung password/), '/reset-password');
    expect((await post(authEndpoints.resetPassword, { token, password: 'river-lantern-orchard' })).statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ emailVerified: true });
  });
});

describe('changing your password', () => {
  it('needs the current password, keeps this session and ends every other', async () => {
    const student = await createPersona(t.app, 'student');
    const elsewhere = await signIn(t.app, student.email!);
    const change = (body: Record<string, unknown>, cookie = student.cookie) => sendTo(t.app, cookie, accountEndpoints.changePassword, { body });

    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'river-lantern-orchard' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: 'currentPassword', message: WRONG_PASSWORD_MESSAGE }] });
    const weak = await change({ currentPassword: TEST_PASSWORD, newPassword: 'password123' });
    expect(weak.json()).toMatchObject({ issues: [{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }] });
    expect((await currentUser(elsewhere)).statusCode).toBe(200);

    const changed = await change({ currentPassword: TEST_PASSWORD, newPassword: 'river-lantern-orchard' });
    expect(changed.statusCode, changed.body).toBe(200);
    const cookie = applySetCookies(student.cookie, changed.headers['set-cookie']);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t.app, student.email!, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, student.email!, 'river-lantern-orchard')).resolves.toContain('firstrung.session_token=');
    const notice = await mailTo(student.email!, /Your FirstRung password was changed/);
    expect(linkIn(notice.text, `${t.config.publicUrl}/forgot-password`)).toBeTruthy();
  });
});

describe('changing your password to the one it already is', () => {
  it('is refused under the new password, and changes nothing', async () => {
    const student = await createPersona(t.app, 'student');
    const elsewhere = await signIn(t.app, student.email!);
    const same = await sendTo(t.app, student, accountEndpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ issues: [{ path: 'newPassword', message: 'Your new password must be different from your current one.' }] });
    // The other sessions are still there: nothing happened.
    expect((await currentUser(elsewhere)).statusCode).toBe(200);
  });
});

describe('a reset link with the password the account already has', () => {
  it('is refused under the password, and leaves the link usable', async () => {
    const email = uniqueEmail('same-again');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    expect((await post(authEndpoints.forgotPassword, { email })).statusCode).toBe(202);
    const token = tokenIn(await mailTo(email, /Choose a new FirstRung password/), '/reset-password');
    const same = await post(authEndpoints.resetPassword, { token, password: 'maple-canoe-sunrise' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ issues: [{ path: 'password', message: 'Your new password must be different from your current one.' }] });
    expect((await post(authEndpoints.resetPassword, { token, password: 'river-lantern-orchard' })).statusCode).toBe(200);
  });
});

describe('changing your e-mail address', () => {
  const change = (persona: Persona | string, body: Record<string, unknown>) =>
    sendTo(t.app, typeof persona === 'string' ? persona : persona.cookie, accountEndpoints.changeEmail, { body });

  it('needs the password, changes nothing until the new address confirms, and tells the old address', async () => {
    const student = await createPersona(t.app, 'student');
    const newEmail = uniqueEmail('moved');

    const wrong = await change(student, { newEmail, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }] });
    const same = await change(student, { newEmail: student.email, password: TEST_PASSWORD });
    expect(same.json()).toMatchObject({ issues: [{ path: 'newEmail', message: 'That is already your e-mail address.' }] });

    const asked = await change(student, { newEmail, password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'check_your_email' });

    const confirm = await mailTo(newEmail, /Confirm your new e-mail address/);
    expect(confirm.text).toContain(newEmail);
    const notice = await mailTo(student.email!, /Your FirstRung e-mail address is being changed/);
    expect(notice.text).toContain(newEmail);
    // Nothing has changed yet.
    expect((await currentUser(student.cookie!)).json().email).toBe(student.email);
    await expect(signIn(t.app, newEmail)).rejects.toThrow(/401/);

    const opened = await post(authEndpoints.verifyEmail, { token: tokenIn(confirm, '/verify-email') }, student.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ outcome: 'email_changed', user: { email: newEmail, emailVerified: true } });
    expect((await currentUser(applySetCookies(student.cookie, opened.headers['set-cookie']))).json().email).toBe(newEmail);
    await expect(signIn(t.app, newEmail)).resolves.toContain('firstrung.session_token=');
    await expect(signIn(t.app, student.email!)).rejects.toThrow(/401/);
  });

  it('answers alike when the new address has an account, and mails it nothing', async () => {
    const student = await createPersona(t.app, 'student');
    const taken = await createPersona(t.app, 'employer');
    const asked = await change(student, { newEmail: taken.email, password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'check_your_email' });
    await mailTo(student.email!, /Your FirstRung e-mail address is being changed/);
    await t.app.deps.queue.drain();
    expect(await messagesFor(taken.email!)).toHaveLength(0);
    expect((await currentUser(student.cookie!)).json().email).toBe(student.email);
  });

  it('lets an unconfirmed account move to the right address, which the link then confirms', async () => {
    const mistyped = uniqueEmail('mistyped');
    expect((await register(newPerson(mistyped))).statusCode).toBe(202);
    const cookie = await signIn(t.app, mistyped, 'maple-canoe-sunrise');
    const right = uniqueEmail('right');
    expect((await change(cookie, { newEmail: right, password: 'maple-canoe-sunrise' })).statusCode).toBe(202);
    const token = tokenIn(await mailTo(right, /Confirm your new e-mail address/), '/verify-email');
    // Opened without a session (another device): the account has the new address, confirmed.
    const opened = await post(authEndpoints.verifyEmail, { token });
    expect(opened.json()).toEqual({ outcome: 'email_changed', user: null });
    expect(await userRow(right)).toMatchObject({ emailVerified: true });
    // The mistyped address was never confirmed, so it was not told anything.
    await t.app.deps.queue.drain();
    expect(await messagesFor(mistyped, 'email_change_notice')).toHaveLength(0);
  });
});

describe('limits on account e-mail', () => {
  it('send at most 3 of a kind to one address an hour; further requests answer the same and send nothing', async () => {
    const owner = await createPersona(t.app, 'institution');
    const answers = [];
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max + 2; i += 1) answers.push(await post(authEndpoints.forgotPassword, { email: owner.email }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(ACCOUNT_MAIL_LIMIT.max + 2).fill(202));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await t.app.deps.queue.drain();
    expect(await messagesFor(owner.email!, 'password_reset')).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
    // Counted in the database, so every app server sees the same count.
    const [counter] = await t.database.db
      .select()
      .from(rateCounters)
      .where(and(eq(rateCounters.scope, accountMailScope('password_reset')), eq(rateCounters.key, owner.email!)));
    expect(counter!.hits).toBe(ACCOUNT_MAIL_LIMIT.max + 2);

    // A sign-up's confirmation counts towards its address's links too.
    const email = uniqueEmail('eager');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    for (let i = 0; i < 4; i += 1) expect((await post(authEndpoints.resendVerification, { email })).statusCode).toBe(202);
    await t.app.deps.queue.drain();
    expect(await messagesFor(email, 'verify_email')).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
  });

  it('limit "forgot password" and "send the link again" per client address', async () => {
    for (const endpoint of [authEndpoints.forgotPassword, authEndpoints.resendVerification]) {
      await t.database.db
        .insert(rateCounters)
        .values({ scope: `client:accountEmail ${endpoint.path}`, key: '192.0.2.60', hits: CLIENT_LIMITS.accountEmail.max });
      const ask = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: endpoint.path, payload: { email: uniqueEmail('limited') }, remoteAddress });
      const refused = await ask('192.0.2.60');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('192.0.2.61')).statusCode).toBe(202);
    }
    await t.app.deps.queue.drain();
    const limitedMails = await t.database.db.select().from(mailMessages).where(like(mailMessages.toAddress, 'limited-%'));
    expect(limitedMails).toHaveLength(0);
  });
});

describe('accounts from before e-mail confirmation', () => {
  // Last in this file: the migration marks every account of this database.
  it('count as confirmed once migration 0012 has run', async () => {
    const email = uniqueEmail('older');
    expect((await register(newPerson(email))).statusCode).toBe(202);
    expect(await userRow(email)).toMatchObject({ emailVerified: false });
    const migration = fs.readFileSync(new URL('../../drizzle/0012_email-verified-existing-accounts.sql', import.meta.url), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    expect(await userRow(email)).toMatchObject({ emailVerified: true });
  });
});
