import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks, smsMessages } from '@server/db/schema';
import { AppError } from '@server/errors/app-error';
import { SEND_SMS_TASK } from '@server/sms/sms-sender';
import { enqueueSmsRetention, purgeExpiredSmsTexts, SMS_TEXT_RETENTION_DAYS } from '@server/sms/sms-retention';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmsGateway, type TestSmsGateway } from './helpers/test-sms-gateway';

// SMS through the queue (server/sms, docs/product/placements.md#codes-and-sms): a gateway posted
// to over HTTP, else the outbox; a number that is not one is refused before anything is queued.

const DAY_MS = 24 * 60 * 60 * 1000;

async function messageRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row!;
}

describe('SMS through an HTTP gateway (SMS_URL)', () => {
  let gateway: TestSmsGateway;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startTestSmsGateway();
    t = await createTestApp({ env: { SMS_URL: gateway.url({ user: 'firstrung', password: 'p@ss:word' }) } });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts {to, text} as JSON, the number in E.164, the credentials as Basic authorisation, and keeps no text once sent', async () => {
    expect(t.app.deps.sms.mode).toBe('gateway');
    const before = gateway.requests.length;
    const id = await t.app.deps.sms.send({ kind: 'test.sms', to: '(416) 555-0123', text: 'Your FirstRung code is 123456.' });
    await t.app.deps.queue.drain();
    expect(gateway.requests.slice(before)).toHaveLength(1);
    const request = gateway.requests[before]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/send');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ to: '+14165550123', text: 'Your FirstRung code is 123456.' });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('firstrung:p@ss:word').toString('base64')}`);
    // The credentials went in the header only, not in the address.
    expect(request.path).not.toContain('firstrung');

    expect(await messageRow(t, id!)).toMatchObject({ status: 'sent', toNumber: '+14165550123', text: null, error: null });
  });

  it('retries after the gateway answers 500, and sends on the next attempt', async () => {
    const { db } = t.database;
    gateway.answerNext(500);
    const before = gateway.requests.length;
    const id = (await t.app.deps.sms.send({ kind: 'test.sms', to: '+33 6 12 34 56 78', text: 'Retry me' }))!;
    await t.app.deps.queue.drain();
    expect(gateway.requests.length - before).toBe(1);
    const failedOnce = await messageRow(t, id);
    expect(failedOnce.status).toBe('queued');
    expect(failedOnce.error).toMatch(/answered 500/);
    // Not sent, so the text is still there for the next attempt.
    expect(failedOnce.text).toBe('Retry me');
    const waiting = (await db.select().from(backgroundTasks).where(eq(backgroundTasks.kind, SEND_SMS_TASK))).find(
      (row) => row.payload.messageId === id,
    )!;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now());

    // The wait is over (the clock moved): the second attempt goes through.
    await db.update(backgroundTasks).set({ runAt: new Date() }).where(eq(backgroundTasks.id, waiting.id));
    await t.app.deps.queue.drain();
    expect(gateway.requests.length - before).toBe(2);
    expect(gateway.requests.at(-1)!.body).toEqual({ to: '+33612345678', text: 'Retry me' });
    expect(await messageRow(t, id)).toMatchObject({ status: 'sent', text: null, error: null });
  });

  it('fails for good after its last attempt, and its text goes with it', async () => {
    const { db } = t.database;
    gateway.answerNext(503);
    const id = (await t.app.deps.sms.send({ kind: 'test.sms', to: '416 555 0177', text: 'Code 654321' }))!;
    const task = async () =>
      (await db.select().from(backgroundTasks).where(eq(backgroundTasks.kind, SEND_SMS_TASK))).find((row) => row.payload.messageId === id)!;
    await t.app.deps.queue.drain();
    const waiting = await task();
    // The last attempt is due now: it fails too.
    gateway.answerNext(503);
    await db
      .update(backgroundTasks)
      .set({ runAt: new Date(), attempts: waiting.maxAttempts - 1 })
      .where(eq(backgroundTasks.id, waiting.id));
    await t.app.deps.queue.drain();
    expect((await task()).status).toBe('failed');
    expect(await messageRow(t, id)).toMatchObject({ status: 'failed', text: null });
    expect((await messageRow(t, id)).error).toMatch(/answered 503/);
  });

  it('refuses a number that is not a phone number before anything is written or queued', async () => {
    const { db } = t.database;
    const messages = (await db.select().from(smsMessages)).length;
    const tasks = (await db.select().from(backgroundTasks)).length;
    const refused = await t.app.deps.sms.send({ kind: 'test.sms', to: '555-0123', text: 'Nope' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(400);
    expect((refused as AppError).message).toMatch(/not a phone number an SMS can be sent to/);
    expect(await db.select().from(smsMessages)).toHaveLength(messages);
    expect(await db.select().from(backgroundTasks)).toHaveLength(tasks);
  });

  it('writes one message for one dedupe key', async () => {
    const first = await t.app.deps.sms.send({ kind: 'test.sms', to: '4165550199', text: 'Once' }, { dedupeKey: 'once' });
    const second = await t.app.deps.sms.send({ kind: 'test.sms', to: '4165550199', text: 'Once' }, { dedupeKey: 'once' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.app.deps.queue.drain();
    expect(gateway.requests.filter((request) => (request.body as { to?: string }).to === '+14165550199')).toHaveLength(1);
  });
});

describe('SMS with no gateway: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const outboxFiles = () => fs.readdirSync(path.join(t.dataDir, 'sms-outbox'));

  it('keeps the message as a row and as a text file under DATA_DIR/sms-outbox', async () => {
    expect(t.app.deps.sms).toMatchObject({ mode: 'outbox', available: true });
    const id = (await t.app.deps.sms.send({ kind: 'test.sms', to: '416 555 0123', text: 'Kept here' }))!;
    await t.app.deps.queue.drain();
    expect(await messageRow(t, id)).toMatchObject({ status: 'kept', toNumber: '+14165550123', text: 'Kept here' });
    const file = outboxFiles().find((name) => name.endsWith(`${id}.txt`));
    expect(file).toBeDefined();
    expect(fs.readFileSync(path.join(t.dataDir, 'sms-outbox', file!), 'utf8')).toBe('To: +14165550123\n\nKept here\n');
  });

  it(`keeps a text and its file ${SMS_TEXT_RETENTION_DAYS} days, then only the number and how it went`, async () => {
    const { db } = t.database;
    const id = (await t.app.deps.sms.send({ kind: 'test.old', to: '416 555 0124', text: 'Old news' }))!;
    const waiting = (await t.app.deps.sms.send({ kind: 'test.old', to: '416 555 0125', text: 'Still waiting' }))!;
    await t.app.deps.queue.drain();
    await db.update(smsMessages).set({ status: 'queued' }).where(eq(smsMessages.id, waiting));
    const start = Date.now();
    expect(await purgeExpiredSmsTexts(db, { forget: async () => {} }, new Date(start + (SMS_TEXT_RETENTION_DAYS - 1) * DAY_MS))).toBe(0);

    await db
      .update(smsMessages)
      .set({ createdAt: new Date(start - (SMS_TEXT_RETENTION_DAYS + 1) * DAY_MS) })
      .where(eq(smsMessages.kind, 'test.old'));
    expect(await enqueueSmsRetention(t.app.deps.queue)).not.toBeNull();
    expect(await enqueueSmsRetention(t.app.deps.queue)).toBeNull();
    await t.app.deps.queue.drain();
    expect(await messageRow(t, id)).toMatchObject({ status: 'kept', toNumber: '+14165550124', text: null });
    expect(outboxFiles().some((name) => name.endsWith(`${id}.txt`))).toBe(false);
    expect((await messageRow(t, waiting)).text).toBe('Still waiting');
  });
});

describe('SMS in production with neither SMS_URL nor SMS_OUTBOX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', MAIL_OUTBOX: 'true' } });
  });
  afterAll(async () => t.close());

  it('is off: nothing can be queued by SMS, so codes go by e-mail, and nothing is kept on the machine', async () => {
    expect(t.app.deps.sms).toMatchObject({ mode: 'off', available: false });
    await expect(t.app.deps.sms.send({ kind: 'test.sms', to: '416 555 0123', text: 'No' })).rejects.toThrow(/SMS is off/);
    expect(await t.database.db.select().from(smsMessages)).toHaveLength(0);
    expect(fs.existsSync(path.join(t.dataDir, 'sms-outbox'))).toBe(false);
  });
});
