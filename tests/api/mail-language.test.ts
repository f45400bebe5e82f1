import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { LANGUAGE_COOKIE } from '@common/languages';
import { mailMessages, newsletterSubscriptions, users } from '@server/db/schema';
import { notify } from '@server/features/notifications/notify';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Every e-mail is in its recipient's language (docs/decisions/027): the one they saved on their
// account, English when none; the newsletter's in the language of the subscribe request. The
// French texts are whatever server/mail/locales/fr/mail.json says.

type Texts = Record<string, Record<string, unknown>>;
const readTexts = (language: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../server/mail/locales', language, 'mail.json'), 'utf8')) as Texts;
const french = readTexts('fr');
const english = readTexts('en');
const text = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], texts);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

let t: TestApp;
let frenchUser: Persona;
let englishUser: Persona;
beforeAll(async () => {
  t = await createTestApp();
  frenchUser = await createPersona(t.app, 'student');
  englishUser = await createPersona(t.app, 'student');
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, frenchUser.userId!));
});
afterAll(async () => t.close());

/** The newest message of a kind to an address, once the queue has handed it to the outbox. */
async function lastMail(address: string, kind: string) {
  await t.app.deps.queue.drain();
  const [mail] = await t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, address), eq(mailMessages.kind, kind)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} e-mail to ${address}`);
  return mail;
}

const forgotPassword = (email: string) => t.app.inject({ method: 'POST', url: authEndpoints.forgotPassword.path, payload: { email } });

describe('account e-mail', () => {
  it('a sign-up from a French browser gets its confirmation in French, and its account keeps French', async () => {
    const email = `nouvelle-${Date.now()}@example.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { email, password: 'Une-phrase-assez-longue-9', firstName: 'Léa', lastName: 'Tremblay', acceptTerms: true },
    });
    expect(registered.statusCode, registered.body).toBe(202);
    const mail = await lastMail(email, 'verify_email');
    expect(mail.subject).toBe(text(french, 'verifyEmail.subject'));
    const [account] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(account?.language).toBe('fr');
  });

  it("a French user's password reset is in French", async () => {
    expect((await forgotPassword(frenchUser.email!)).statusCode).toBe(202);
    const mail = await lastMail(frenchUser.email!, 'password_reset');
    expect(mail.subject).toBe(text(french, 'passwordReset.subject'));
    expect(mail.textBody).toContain(text(french, 'passwordReset.intro'));
    expect(mail.textBody).toContain(text(french, 'passwordReset.action'));
    expect(mail.htmlBody).toContain('<html lang="fr">');
  });

  it('a user who saved no language gets English, whatever the request asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.forgotPassword.path,
      payload: { email: englishUser.email },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(202);
    const mail = await lastMail(englishUser.email!, 'password_reset');
    expect(mail.subject).toBe(text(english, 'passwordReset.subject'));
    expect(mail.htmlBody).toContain('<html lang="en">');
  });
});

describe('notification e-mail', () => {
  it("is in the recipient's language", async () => {
    const params = { jobId: 'job-1', jobTitle: 'Apprenti menuisier', companyName: 'Bois Nord', status: 'accepted' };
    for (const user of [frenchUser, englishUser]) {
      const sent = await notify(t.app.deps, { userId: user.userId!, kind: 'application_status', params, link: '/student-dashboard' });
      expect(sent.email).toBe(true);
    }
    const inFrench = await lastMail(frenchUser.email!, 'notification.application_status');
    const inEnglish = await lastMail(englishUser.email!, 'notification.application_status');
    const subject = (texts: Texts) =>
      text(texts, 'notifications.application_status.subject').replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(params[name as keyof typeof params]),
      );
    expect(inFrench.subject).toBe(subject(french));
    expect(inEnglish.subject).toBe(subject(english));
    expect(inFrench.textBody).toContain(text(french, 'layout.signature'));
  });
});

describe('the newsletter', () => {
  const subscribe = (email: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: newsletterEndpoints.subscribe.path, payload: { email }, headers });
  const languageOf = async (email: string) =>
    (
      await t.database.db
        .select({ language: newsletterSubscriptions.language })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0]?.language;

  it('confirms in the language of the subscribe request, and keeps it for the issues', async () => {
    const email = 'lectrice@example.com';
    expect((await subscribe(email, { 'accept-language': 'fr-CA,fr;q=0.9' })).statusCode).toBe(200);
    const mail = await lastMail(email, 'newsletter.confirm');
    expect(mail.subject).toBe(text(french, 'newsletter.confirm.subject'));
    expect(mail.textBody).toContain(text(french, 'newsletter.confirm.intro'));
    expect(await languageOf(email)).toBe('fr');

    // Asked again in English (still waiting): the next e-mails are in English.
    expect((await subscribe(email, { 'accept-language': 'en-CA' })).statusCode).toBe(200);
    expect((await lastMail(email, 'newsletter.confirm')).subject).toBe(text(english, 'newsletter.confirm.subject'));
    expect(await languageOf(email)).toBe('en');
  });

  it("sends an issue in the admin's words, with the subscriber's language around them", async () => {
    const email = 'abonne@example.com';
    expect((await subscribe(email, { cookie: `${LANGUAGE_COOKIE}=fr` })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect((await sendTo(t.app, null, newsletterEndpoints.confirm, { body: { token: row!.confirmToken } })).statusCode).toBe(200);
    const admin = await createPersona(t.app, 'admin');
    const created = await sendTo(t.app, admin, newsletterEndpoints.createIssue, { body: { subject: 'Summer jobs', body: 'Apply early.' } });
    expect(created.statusCode).toBe(201);
    expect((await sendTo(t.app, admin, newsletterEndpoints.sendIssue, { params: { id: created.json().issue.id } })).statusCode).toBe(200);
    const mail = await lastMail(email, 'newsletter.issue');
    expect(mail.subject).toBe('Summer jobs');
    expect(mail.textBody).toContain('Apply early.');
    expect(mail.textBody).toContain(text(french, 'newsletter.issue.whyYouGetThis'));
    expect(mail.htmlBody).toContain('<html lang="fr">');
  });

  it('a request without a language is English', async () => {
    const email = 'reader@example.com';
    expect((await subscribe(email, {})).statusCode).toBe(200);
    expect((await lastMail(email, 'newsletter.confirm')).subject).toBe(text(english, 'newsletter.confirm.subject'));
    expect(await languageOf(email)).toBe('en');
  });
});
