import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES } from '@common/constants';
import { mailMessages, oneTimeCodes, smsMessages } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { AppError } from '@server/errors/app-error';
import { checkCode, issueLinkAndCode, peekLink, revokeLinks, type IssueRequest } from '@server/features/one-time-codes/one-time-codes';
import { ONE_TIME_CODE_KIND, sendCode } from '@server/features/one-time-codes/send-code';
import { createTestApp, type TestApp } from './helpers/test-app';

// Single-use links with a separate 6-digit code (docs/product/placements.md#codes-and-sms). Time
// is moved by passing `now`: nothing waits.

const MINUTE_MS = 60_000;
const ISSUED = new Date('2030-03-04T10:00:00.000Z');
const after = (ms: number) => new Date(ISSUED.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keys = () => ({ db: t.database.db, linkSigningKey: t.app.deps.linkSigningKey });
const request = (overrides: Partial<IssueRequest> = {}): IssueRequest => ({
  purpose: 'guardian_signature',
  subjectId: crypto.randomUUID(),
  channel: 'sms',
  to: '(416) 555-0123',
  ...overrides,
});
/** A code that is not this one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('issuing a link and its code', () => {
  it('returns a long random token and 6 digits, and stores neither in clear', async () => {
    const subject = request();
    const issued = await issueLinkAndCode(keys(), subject, ISSUED);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt).toEqual(after(CODE_TTL_MINUTES * MINUTE_MS));
    expect(issued.sentTo).toBe('+14165550123');

    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subjectId, subject.subjectId));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(issued.token);
    expect(stored).not.toContain(issued.code);
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(issued.token).digest('base64url'));
    // The code's hash needs the app's key: the table alone cannot be tried against the million codes.
    expect(row!.codeHash).not.toBe(crypto.createHash('sha256').update(issued.code).digest('base64url'));
    expect(row).toMatchObject({ purpose: 'guardian_signature', channel: 'sms', tries: 0, usedAt: null, expiresAt: issued.expiresAt });
  });

  it('gives every link its own token and code', async () => {
    const links = await Promise.all(
      [1, 2, 3, 4].map(() => issueLinkAndCode(keys(), request({ channel: 'email', to: 'parent@example.test' }), ISSUED)),
    );
    expect(new Set(links.map((link) => link.token)).size).toBe(4);
  });

  it('refuses a phone number that is not one (400), and writes nothing', async () => {
    const subjectId = crypto.randomUUID();
    const refused = await issueLinkAndCode(keys(), request({ subjectId, to: 'call me' }), ISSUED).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(400);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subjectId, subjectId))).toHaveLength(0);
  });

  it("is written in the caller's unit of work, and gone with it when that fails", async () => {
    const subjectId = crypto.randomUUID();
    const failed = runUnitOfWork({ db: t.database.db, queue: t.app.deps.queue }, async (work) => {
      await issueLinkAndCode({ db: work, linkSigningKey: t.app.deps.linkSigningKey }, request({ subjectId }), ISSUED);
      throw new Error('the agreement could not be saved');
    });
    await expect(failed).rejects.toThrow(/could not be saved/);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subjectId, subjectId))).toHaveLength(0);
  });
});

describe('checking a code', () => {
  it('accepts the right code once, then says the link was used, even with the right code', async () => {
    const subject = request();
    const { linkId, token, code } = await issueLinkAndCode(keys(), subject, ISSUED);
    const use = { purpose: subject.purpose, subjectId: subject.subjectId, token };
    expect(await peekLink(t.database.db, token, use, after(MINUTE_MS))).toMatchObject({ usable: true, linkId, subjectId: subject.subjectId });
    expect(await checkCode(keys(), { ...use, code }, after(MINUTE_MS))).toEqual({
      outcome: 'ok',
      linkId,
      subjectId: subject.subjectId,
      channel: 'sms',
      sentTo: '+14165550123',
    });
    expect(await checkCode(keys(), { ...use, code }, after(2 * MINUTE_MS))).toEqual({ outcome: 'used' });
    expect(await peekLink(t.database.db, token, use, after(2 * MINUTE_MS))).toEqual({ usable: false, reason: 'used' });
  });

  it(`counts wrong codes down from ${CODE_MAX_TRIES}; after them even the right code is refused`, async () => {
    const subject = request();
    const { token, code } = await issueLinkAndCode(keys(), subject, ISSUED);
    const use = { purpose: subject.purpose, token };
    const left: number[] = [];
    for (let i = 0; i < CODE_MAX_TRIES; i += 1) {
      const result = await checkCode(keys(), { ...use, code: otherCode(code) }, after(MINUTE_MS));
      if (result.outcome !== 'wrong') throw new Error(`expected wrong, got ${result.outcome}`);
      left.push(result.triesLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await checkCode(keys(), { ...use, code }, after(MINUTE_MS))).toEqual({ outcome: 'too_many_tries' });
    expect(await peekLink(t.database.db, token, use, after(MINUTE_MS))).toEqual({ usable: false, reason: 'too_many_tries' });
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subjectId, subject.subjectId));
    expect(row).toMatchObject({ tries: CODE_MAX_TRIES, usedAt: null });
  });

  it(`works until ${CODE_TTL_MINUTES} minutes after issue, and is expired a millisecond later`, async () => {
    const ttl = CODE_TTL_MINUTES * MINUTE_MS;
    const late = await issueLinkAndCode(keys(), request(), ISSUED);
    const use = { purpose: 'guardian_signature' as const, token: late.token };
    expect(await peekLink(t.database.db, late.token, use, after(ttl))).toMatchObject({ usable: true, triesLeft: CODE_MAX_TRIES });
    expect(await peekLink(t.database.db, late.token, use, after(ttl + 1))).toEqual({ usable: false, reason: 'expired' });
    expect(await checkCode(keys(), { ...use, code: late.code }, after(ttl + 1))).toEqual({ outcome: 'expired' });

    const justInTime = await issueLinkAndCode(keys(), request(), ISSUED);
    expect(await checkCode(keys(), { ...use, token: justInTime.token, code: justInTime.code }, after(ttl))).toMatchObject({ outcome: 'ok' });
  });

  it('does not accept a link for another purpose or another subject, and counts no try for it', async () => {
    const subject = request({ purpose: 'guardian_signature' });
    const { token, code } = await issueLinkAndCode(keys(), subject, ISSUED);
    const now = after(MINUTE_MS);
    expect(await checkCode(keys(), { token, code, purpose: 'guardian_consent' }, now)).toEqual({ outcome: 'unknown' });
    expect(await checkCode(keys(), { token, code, purpose: 'guardian_signature', subjectId: crypto.randomUUID() }, now)).toEqual({
      outcome: 'unknown',
    });
    expect(await peekLink(t.database.db, token, { purpose: 'guardian_consent' }, now)).toEqual({ usable: false, reason: 'unknown' });
    expect(await peekLink(t.database.db, token, { purpose: 'guardian_signature' }, now)).toMatchObject({ usable: true, triesLeft: CODE_MAX_TRIES });
    expect(await checkCode(keys(), { token, code, purpose: 'guardian_signature', subjectId: subject.subjectId }, now)).toMatchObject({
      outcome: 'ok',
    });
  });

  it('knows no token it did not issue, nor a code without its token', async () => {
    const { code } = await issueLinkAndCode(keys(), request(), ISSUED);
    const use = { purpose: 'guardian_signature' as const };
    const stranger = crypto.randomBytes(32).toString('base64url');
    expect(await checkCode(keys(), { ...use, token: stranger, code }, after(MINUTE_MS))).toEqual({ outcome: 'unknown' });
    expect(await checkCode(keys(), { ...use, token: '', code }, after(MINUTE_MS))).toEqual({ outcome: 'unknown' });
    expect(await checkCode(keys(), { ...use, token: 'x'.repeat(10_000), code }, after(MINUTE_MS))).toEqual({ outcome: 'unknown' });
    expect(await peekLink(t.database.db, stranger, use, after(MINUTE_MS))).toEqual({ usable: false, reason: 'unknown' });
  });

  it('lets only one of two tries at once with the right code succeed', async () => {
    const subject = request();
    const { token, code } = await issueLinkAndCode(keys(), subject, ISSUED);
    const use = { purpose: subject.purpose, token, code };
    const results = await Promise.all([checkCode(keys(), use, after(MINUTE_MS)), checkCode(keys(), use, after(MINUTE_MS))]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['ok', 'used']);
  });

  it('reads a code typed with a space in it', async () => {
    const { token, code } = await issueLinkAndCode(keys(), request(), ISSUED);
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(await checkCode(keys(), { purpose: 'guardian_signature', token, code: typed }, after(MINUTE_MS))).toMatchObject({ outcome: 'ok' });
  });

  it('ends the unused links of a purpose and subject when they are revoked', async () => {
    const subject = request();
    const first = await issueLinkAndCode(keys(), subject, ISSUED);
    const second = await issueLinkAndCode(keys(), subject, ISSUED);
    const other = await issueLinkAndCode(keys(), request(), ISSUED);
    expect(await revokeLinks(t.database.db, { purpose: subject.purpose, subjectId: subject.subjectId }, after(MINUTE_MS))).toBe(2);
    for (const link of [first, second]) {
      expect(await checkCode(keys(), { purpose: subject.purpose, token: link.token, code: link.code }, after(MINUTE_MS))).toEqual({
        outcome: 'expired',
      });
    }
    expect(await checkCode(keys(), { purpose: subject.purpose, token: other.token, code: other.code }, after(MINUTE_MS))).toMatchObject({
      outcome: 'ok',
    });
  });
});

describe('sending a code', () => {
  it('by SMS, alone, in English or French', async () => {
    const english = (await sendCode(t.app.deps, 'sms', '416 555 0150', '012345', 'en'))!;
    const french = (await sendCode(t.app.deps, 'sms', '+33 6 12 34 56 78', '987654', 'fr'))!;
    await t.app.deps.queue.drain();
    const row = async (id: string) => (await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;
    expect(await row(english)).toMatchObject({
      kind: ONE_TIME_CODE_KIND,
      toNumber: '+14165550150',
      status: 'kept',
      text: `Your FirstRung code is 012345. It expires in ${CODE_TTL_MINUTES} minutes.`,
    });
    expect((await row(french)).text).toBe(`Votre code FirstRung est 987654. Il expire dans ${CODE_TTL_MINUTES} minutes.`);
  });

  it('by e-mail, in the language asked for (English for one we do not have)', async () => {
    const french = (await sendCode(t.app.deps, 'email', 'parent@example.test', '424242', 'fr'))!;
    const unknown = (await sendCode(t.app.deps, 'email', 'other@example.test', '131313', 'xx'))!;
    await t.app.deps.queue.drain();
    const row = async (id: string) => (await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;
    const inFrench = await row(french);
    expect(inFrench).toMatchObject({ kind: ONE_TIME_CODE_KIND, toAddress: 'parent@example.test', subject: 'Votre code FirstRung' });
    expect(inFrench.textBody).toContain(`Votre code FirstRung est 424242. Il expire dans ${CODE_TTL_MINUTES} minutes.`);
    const inEnglish = await row(unknown);
    expect(inEnglish.subject).toBe('Your FirstRung code');
    expect(inEnglish.textBody).toContain('Your FirstRung code is 131313.');
  });

  it('refuses a phone number that is not one before anything is queued', async () => {
    await expect(sendCode(t.app.deps, 'sms', 'not a number', '123456', 'en')).rejects.toBeInstanceOf(AppError);
  });
});
