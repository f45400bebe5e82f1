import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MINUTES, PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { authEndpoints } from '@common/endpoints/auth';
import { consentEndpoints } from '@common/endpoints/consent';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { consents, guardianConsents, mailMessages, notifications, smsMessages, studentProfiles, users } from '@server/db/schema';
import { AppError } from '@server/errors/app-error';
import { answerGuardianConsent, sendGuardianConsentCode } from '@server/features/consent/guardian-answer';
import { GUARDIAN_CONSENT_MAIL_KIND } from '@server/features/consent/guardian-request';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

// Consent at sign-up (docs/product/accounts.md#consent-at-sign-up): the terms and the privacy
// notice at sign-up, and a parent's or guardian's consent, by link and code, before a student under
// the age of digital consent applies. Time is moved by passing `now`: nothing waits.

let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const today = () => new Date().toISOString().slice(0, 10);
/** A date of birth that makes the student exactly `years` old today. */
const bornYearsAgo = (years: number) => `${Number(today().slice(0, 4)) - years}${today().slice(4)}`;

async function studentAged(years: number, region = 'Quebec'): Promise<Persona> {
  const student = await createPersona(t.app, 'student');
  await t.app.deps.db
    .update(studentProfiles)
    .set({ region, dateOfBirth: bornYearsAgo(years), phoneNumber: '(514) 555-0100' })
    .where(eq(studentProfiles.userId, student.userId!));
  await giveResume(t.app, student);
  return student;
}

const apply = async (student: Persona) => {
  const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Shelving books' });
  return sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
};

const guardian = { name: 'Sam Parent', email: 'sam.parent@example.test', phone: '514 555 0111' };

/** The token of the newest link e-mailed to this address. */
async function linkTokenSentTo(email: string): Promise<string> {
  const [mail] = await t.app.deps.db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.kind, GUARDIAN_CONSENT_MAIL_KIND)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = /\/guardian\/consent\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'a link in the e-mail').toBeDefined();
  return token!;
}

/** The 6 digits of the newest SMS to this number. */
async function codeTextedTo(number: string): Promise<string> {
  const [sms] = await t.app.deps.db
    .select({ text: smsMessages.text })
    .from(smsMessages)
    .where(eq(smsMessages.toNumber, number))
    .orderBy(desc(smsMessages.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(sms?.text ?? '')![1]!;
}

const url = (endpoint: typeof consentEndpoints.link | typeof consentEndpoints.sendCode | typeof consentEndpoints.answer, token: string) => ({
  params: { token },
  endpoint,
});
const asGuardian = (call: ReturnType<typeof url>, body?: unknown) => sendTo(t.app, null, call.endpoint, { params: call.params, body });

async function nameGuardian(student: Persona, who = guardian): Promise<string> {
  const named = await sendTo(t.app, student, consentEndpoints.requestConsent, { body: who });
  expect(named.statusCode, named.body).toBe(201);
  return linkTokenSentTo(who.email);
}

describe('the terms and the privacy notice at sign-up', () => {
  const person = (email: string) => ({ email, password: 'maple-canoe-sunrise', firstName: 'Robin', lastName: 'Meadows' });

  it('refuses a sign-up that does not accept them, naming the checkbox, and creates no account', async () => {
    const response = await sendTo(t.app, null, authEndpoints.register, { body: person('no-terms@example.test') });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'acceptTerms', message: 'Accept the terms of use and the privacy notice to create your account' },
    ]);
    const refusedFalse = await sendTo(t.app, null, authEndpoints.register, { body: { ...person('no-terms@example.test'), acceptTerms: false } });
    expect(refusedFalse.statusCode).toBe(400);
    expect(await t.app.deps.db.select().from(users).where(eq(users.email, 'no-terms@example.test'))).toEqual([]);
  });

  it('records both acceptances with their current versions, the time and the network address', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      payload: { ...person('terms.ok@example.test'), acceptTerms: true },
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode).toBe(202);
    const [user] = await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'terms.ok@example.test'));
    const rows = await t.app.deps.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(rows.map(({ kind, version, ipAddress }) => ({ kind, version, ipAddress })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'privacy', version: PRIVACY_VERSION, ipAddress: '192.0.2.77' },
      { kind: 'terms', version: TERMS_VERSION, ipAddress: '192.0.2.77' },
    ]);
    expect(rows.every((row) => row.acceptedAt.getTime() >= before - 1000)).toBe(true);
  });

  it('records nothing on an existing account when someone else signs up with its address', async () => {
    const owner = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, null, authEndpoints.register, { body: { ...person(owner.email!), acceptTerms: true } });
    expect(response.statusCode).toBe(202);
    expect(await t.app.deps.db.select().from(consents).where(eq(consents.userId, owner.userId!))).toEqual([]);
  });
});

describe("a parent's or guardian's consent before a young student applies", () => {
  it('lets a 15-year-old in Quebec apply without one, and refuses to ask for one', async () => {
    const student = await studentAged(15);
    const status = await sendTo(t.app, student, consentEndpoints.status);
    expect(status.json()).toMatchObject({ state: 'not_needed', age: 15, consentAge: 14, jurisdiction: 'Quebec', guardian: null });
    expect((await apply(student)).statusCode).toBe(201);
    const asked = await sendTo(t.app, student, consentEndpoints.requestConsent, { body: guardian });
    expect(asked.statusCode).toBe(409);
  });

  it('refuses a 13-year-old in Quebec with 403 until the guardian named consents with the right code', async () => {
    const student = await studentAged(13);
    const refused = await apply(student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'GUARDIAN_CONSENT_REQUIRED' });
    expect(refused.json().message).toContain('A parent or guardian must agree before you can apply');
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'needed', age: 13, consentAge: 14 });

    const token = await nameGuardian(student);
    const [row] = await t.app.deps.db.select().from(guardianConsents).where(eq(guardianConsents.studentId, student.userId!));
    // Only the token's hash is kept.
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ status: 'pending', guardianPhone: '+15145550111', guardianEmail: 'sam.parent@example.test' });
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({
      state: 'pending',
      guardian: { name: 'Sam Parent', status: 'pending' },
    });
    expect((await apply(student)).statusCode).toBe(403);

    const page = await asGuardian(url(consentEndpoints.link, token));
    expect(page.json()).toEqual({
      state: 'open',
      guardianName: 'Sam Parent',
      studentName: 'Teststudent',
      codeChannel: 'sms',
      codeSentTo: '••• 0111',
    });

    const sent = await asGuardian(url(consentEndpoints.sendCode, token));
    expect(sent.statusCode).toBe(200);
    const { codeToken } = sent.json();
    const code = await codeTextedTo('+15145550111');
    const wrong = await asGuardian(url(consentEndpoints.answer, token), {
      codeToken,
      code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
      decision: 'consent',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'code', message: 'That code is not right. Tries left: 4.' }]);
    expect((await apply(student)).statusCode).toBe(403);

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/guardian/consents/${token}/answer`,
      payload: { codeToken, code, decision: 'consent' },
      headers: { 'user-agent': 'Parent Browser/1.0' },
      remoteAddress: '198.51.100.9',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ state: 'consented' });
    const [recorded] = await t.app.deps.db.select().from(guardianConsents).where(eq(guardianConsents.studentId, student.userId!));
    expect(recorded).toMatchObject({
      status: 'consented',
      codeChannel: 'sms',
      codeSentTo: '+15145550111',
      ipAddress: '198.51.100.9',
      userAgent: 'Parent Browser/1.0',
    });
    expect(recorded!.answeredAt).toBeInstanceOf(Date);
    const told = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, student.userId!));
    expect(told.map((n) => [n.kind, n.params])).toContainEqual(['guardian_consent_answered', { guardianName: 'Sam Parent', decision: 'consented' }]);

    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'consented' });
    expect((await apply(student)).statusCode).toBe(201);
    // The link is spent: answering again is refused.
    expect((await asGuardian(url(consentEndpoints.sendCode, token))).statusCode).toBe(409);
    expect((await asGuardian(url(consentEndpoints.link, token))).json()).toMatchObject({ state: 'consented' });
  });

  it("refuses a guardian with the student's own e-mail or phone", async () => {
    const student = await studentAged(12);
    const sameEmail = await sendTo(t.app, student, consentEndpoints.requestConsent, { body: { ...guardian, email: student.email!.toUpperCase() } });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().issues).toEqual([{ path: 'email', message: 'Give your parent’s or guardian’s own e-mail address, not yours' }]);
    const samePhone = await sendTo(t.app, student, consentEndpoints.requestConsent, { body: { ...guardian, phone: '514.555.0100' } });
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().issues).toEqual([{ path: 'phone', message: 'Give your parent’s or guardian’s own phone number, not yours' }]);
  });

  it('refuses an expired code (the clock moved past 10 minutes) and keeps the student from applying', async () => {
    const student = await studentAged(13);
    const token = await nameGuardian(student, { ...guardian, email: 'late.parent@example.test', phone: '514 555 0122' });
    const sentAt = new Date(Date.now() + 60_000);
    const { codeToken } = await sendGuardianConsentCode(t.app.deps, token, 'en', sentAt);
    const code = await codeTextedTo('+15145550122');
    const late = new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000 + 1);
    const proof = { ipAddress: '203.0.113.5', userAgent: null };
    const expired = answerGuardianConsent(t.app.deps, token, { codeToken, code, decision: 'consent' }, proof, late);
    await expect(expired).rejects.toBeInstanceOf(AppError);
    await expect(expired).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await apply(student)).statusCode).toBe(403);
  });

  it('records a refusal, tells the student, and a new guardian named replaces the old link', async () => {
    const student = await studentAged(13, 'Ontario');
    const first = await nameGuardian(student, { ...guardian, email: 'no.parent@example.test', phone: '416 555 0133' });
    const { codeToken } = (await asGuardian(url(consentEndpoints.sendCode, first))).json();
    const refused = await asGuardian(url(consentEndpoints.answer, first), {
      codeToken,
      code: await codeTextedTo('+14165550133'),
      decision: 'refuse',
    });
    expect(refused.json()).toEqual({ state: 'refused' });
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'needed', guardian: { status: 'refused' } });
    expect((await apply(student)).statusCode).toBe(403);

    const second = await nameGuardian(student, { ...guardian, email: 'other.parent@example.test', phone: '416 555 0144' });
    const third = await nameGuardian(student, { ...guardian, email: 'third.parent@example.test', phone: '416 555 0155' });
    expect(second).not.toBe(third);
    expect((await asGuardian(url(consentEndpoints.link, second))).json()).toMatchObject({ state: 'replaced' });
    const replaced = await asGuardian(url(consentEndpoints.sendCode, second));
    expect(replaced.statusCode).toBe(409);
    expect((await asGuardian(url(consentEndpoints.link, third))).json()).toMatchObject({ state: 'open' });
  });

  it('asks a student without a date of birth for it before the first application, then applies the usual rule', async () => {
    const student = await createPersona(t.app, 'student', { dateOfBirth: null });
    await t.app.deps.db.update(studentProfiles).set({ region: 'Quebec' }).where(eq(studentProfiles.userId, student.userId!));
    await giveResume(t.app, student);
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'birth_date_needed', age: null, consentAge: 14 });
    const refused = await apply(student);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BIRTH_DATE_REQUIRED' });
    expect(refused.json().message).toContain('Add your date of birth to your profile before you apply');
    // Nobody can be asked to consent before the age is known.
    const asked = await sendTo(t.app, student, consentEndpoints.requestConsent, { body: guardian });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'BIRTH_DATE_REQUIRED' });

    // Under the age of digital consent once given: a guardian consents first.
    await t.app.deps.db
      .update(studentProfiles)
      .set({ dateOfBirth: bornYearsAgo(13) })
      .where(eq(studentProfiles.userId, student.userId!));
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'needed', age: 13 });
    expect((await apply(student)).json()).toMatchObject({ code: 'GUARDIAN_CONSENT_REQUIRED' });

    // Of the age: the application goes through.
    await t.app.deps.db
      .update(studentProfiles)
      .set({ dateOfBirth: bornYearsAgo(16) })
      .where(eq(studentProfiles.userId, student.userId!));
    expect((await sendTo(t.app, student, consentEndpoints.status)).json()).toMatchObject({ state: 'not_needed', age: 16 });
    expect((await apply(student)).statusCode).toBe(201);
  });

  it('answers 404 for a link that names nothing', async () => {
    const response = await asGuardian(url(consentEndpoints.link, 'x'.repeat(43)));
    expect(response.statusCode).toBe(404);
  });
});
