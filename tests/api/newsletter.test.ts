import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { mailMessages, newsletterSubscriptions } from '@server/db/schema';
import { findUnsubscribeToken } from '@server/features/newsletter/newsletter-repository';
import { SUBSCRIBE_LIMIT } from '@server/features/newsletter/routes';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The newsletter without an SMTP server: confirm e-mails land in the outbox (mail_messages), which
// these tests read. tests/api/newsletter-mail.test.ts follows the e-mails to a real SMTP server.

let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const subscribe = (email: unknown) => sendTo(t.app, null, newsletterEndpoints.subscribe, { body: { email } });
const confirm = (token: unknown) => sendTo(t.app, null, newsletterEndpoints.confirm, { body: { token } });
const unsubscribe = (token: unknown) => sendTo(t.app, null, newsletterEndpoints.unsubscribe, { body: { token } });
const stats = (cookie?: string | null) => sendTo(t.app, cookie, newsletterEndpoints.stats);
const rowsFor = (email: string) => t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
const confirmMailsTo = (email: string) => t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
const confirmTokenOf = async (email: string) => (await rowsFor(email))[0]!.confirmToken!;

/** Subscribes and confirms an address, as its owner would with the mailed link. */
async function subscribeAndConfirm(email: string): Promise<void> {
  expect((await subscribe(email)).statusCode).toBe(200);
  expect((await confirm(await confirmTokenOf(email))).statusCode).toBe(200);
}

describe('subscribing (double opt-in)', () => {
  it('stores the address once in lower case, waiting for its confirmation, and writes a confirm e-mail', async () => {
    const response = await subscribe('  Reader.One@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'check_your_email' });
    const rows = await rowsFor('reader.one@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).toBeNull();
    expect(rows[0]!.unsubscribedAt).toBeNull();
    expect(rows[0]!.confirmToken!.length).toBeGreaterThanOrEqual(32);
    const mails = await confirmMailsTo('reader.one@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('newsletter.confirm');
    expect(mails[0]!.textBody).toContain(`/newsletter/confirm?token=${rows[0]!.confirmToken}`);
  });

  it('answers exactly the same for a new, a waiting, a confirmed and an unsubscribed address (nobody learns who is subscribed)', async () => {
    await subscribeAndConfirm('confirmed.one@example.com');
    await subscribeAndConfirm('gone.one@example.com');
    expect((await unsubscribe(await findUnsubscribeToken(t.database.db, 'gone.one@example.com'))).statusCode).toBe(200);

    const answers = await Promise.all(
      ['brand.new@example.com', 'READER.ONE@example.com', 'confirmed.one@example.com', 'gone.one@example.com'].map((email) => subscribe(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ status: 'check_your_email' });
    expect(await rowsFor('reader.one@example.com')).toHaveLength(1);
  });

  it('mails a confirmed address no new confirm link; a waiting one gets the same link again', async () => {
    expect(await confirmMailsTo('confirmed.one@example.com')).toHaveLength(1);
    const waiting = await confirmMailsTo('reader.one@example.com');
    expect(waiting).toHaveLength(2);
    const token = await confirmTokenOf('reader.one@example.com');
    for (const mail of waiting) expect(mail.textBody).toContain(`token=${token}`);
  });

  it('sends at most 3 confirm e-mails per address a day; further requests answer the same and send nothing', async () => {
    const email = 'impatient@example.com';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await subscribe(email));
    expect(answers.map((answer) => answer.json())).toEqual(Array(5).fill({ status: 'check_your_email' }));
    expect(await confirmMailsTo(email)).toHaveLength(3);
  });

  it('refuses an invalid address with 400 naming the field', async () => {
    for (const email of ['not-an-email', '', 'a@b']) {
      const response = await subscribe(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'email', message: 'Enter a valid e-mail address' }] });
    }
  });

  it('refuses a missing address with 400', async () => {
    const response = await sendTo(t.app, null, newsletterEndpoints.subscribe, { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('email');
  });
});

describe('confirming', () => {
  it('confirms with the token from the e-mail, without signing in, once: the used link then says it is not valid', async () => {
    await subscribe('confirm.me@example.com');
    const token = await confirmTokenOf('confirm.me@example.com');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'confirmed' });
    const [row] = await rowsFor('confirm.me@example.com');
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.confirmToken).toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not valid.*used already/);
  });

  it('answers an unknown token with 404 and a missing one with 400', async () => {
    expect((await confirm('no-such-token')).statusCode).toBe(404);
    const missing = await confirm('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('token');
  });

  it('leaves an address stored before double opt-in unconfirmed until it asks again and confirms', async () => {
    // As the migration left them: no confirmation, no token.
    await t.database.db.insert(newsletterSubscriptions).values({ email: 'legacy@example.com', unsubscribeToken: 'legacy-unsubscribe-token' });
    const before = (await stats(admin.cookie)).json();
    await subscribe('legacy@example.com');
    const token = await confirmTokenOf('legacy@example.com');
    expect(token).toBeTruthy();
    expect((await confirm(token)).statusCode).toBe(200);
    const after = (await stats(admin.cookie)).json();
    expect(after).toEqual({ subscribers: before.subscribers + 1, unconfirmed: before.unconfirmed - 1 });
  });
});

describe('unsubscribing', () => {
  it('unsubscribes with the token, without signing in, and opening the link twice is fine', async () => {
    await subscribeAndConfirm('leaving@example.com');
    const token = await findUnsubscribeToken(t.database.db, 'leaving@example.com');
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    expect((await rowsFor('leaving@example.com'))[0]!.unsubscribedAt).not.toBeNull();
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('subscribes an address that unsubscribed again only once it confirms, with a new token so the old link no longer works', async () => {
    const oldToken = await findUnsubscribeToken(t.database.db, 'leaving@example.com');
    const response = await subscribe('leaving@example.com');
    expect(response.json()).toEqual({ status: 'check_your_email' });
    // Asking is not enough: someone else may have typed the address.
    expect((await rowsFor('leaving@example.com'))[0]!.unsubscribedAt).not.toBeNull();

    expect((await confirm(await confirmTokenOf('leaving@example.com'))).statusCode).toBe(200);
    const [row] = await rowsFor('leaving@example.com');
    expect(row!.unsubscribedAt).toBeNull();
    expect(row!.unsubscribeToken).not.toBe(oldToken);
    expect((await unsubscribe(oldToken)).statusCode).toBe(404);
  });

  it('answers an unknown token with 404 and a missing one with 400', async () => {
    const unknown = await unsubscribe('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    const missing = await unsubscribe('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('token');
  });
});

describe('subscriber figures (admins only)', () => {
  it('counts confirmed subscribers, and waiting addresses apart', async () => {
    const before = (await stats(admin.cookie)).json() as { subscribers: number; unconfirmed: number };
    await subscribeAndConfirm('counted@example.com');
    await subscribe('waiting@example.com');
    await subscribeAndConfirm('gone@example.com');
    await unsubscribe(await findUnsubscribeToken(t.database.db, 'gone@example.com'));
    const response = await stats(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribers: before.subscribers + 1, unconfirmed: before.unconfirmed + 1 });
  });

  it('refuses visitors (401) and every other role (403)', async () => {
    expect((await stats()).statusCode).toBe(401);
    for (const kind of ['noRole', 'student', 'employer', 'institution'] as const) {
      const persona = await createPersona(t.app, kind);
      expect((await stats(persona.cookie)).statusCode, kind).toBe(403);
    }
  });
});

describe('limits per client address', () => {
  // Last in the file: it spends this address's allowance of the subscribe route.
  it(`answers 429 after ${SUBSCRIBE_LIMIT.max} subscribe calls in the window, and confirming and unsubscribing keep their own counts`, async () => {
    let allowed = 0;
    for (let i = 0; i <= SUBSCRIBE_LIMIT.max; i += 1) {
      const response = await subscribe(`burst-${i}@example.com`);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe('RATE_LIMITED');
        break;
      }
      allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(SUBSCRIBE_LIMIT.max);
    expect((await subscribe('one-more@example.com')).statusCode).toBe(429);
    expect((await confirm('no-such-token')).statusCode).toBe(404);
    expect((await unsubscribe('no-such-token')).statusCode).toBe(404);
  });
});
