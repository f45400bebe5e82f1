import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { backgroundTasks, mailMessages } from '@server/db/schema';
import { enqueueMailRetention, MAIL_BODY_RETENTION_DAYS, purgeExpiredMailBodies } from '@server/mail/mail-retention';
import { retryDelayMs } from '@server/queue/task-store';
import { createPersona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

const content = (to: string) => ({
  kind: 'test.hello',
  to,
  name: 'Maya <b>',
  subject: 'Hello from the queue',
  paragraphs: ['A title with <script>alert(1)</script> in it.'],
  action: { label: 'Open FirstRung', url: 'http://localhost:5000/jobs' },
  unsubscribe: { pageUrl: 'http://localhost:5000/email-preferences?token=t', oneClickUrl: 'http://localhost:5000/api/unsubscribe?token=t' },
});

describe('e-mail through the queue, to an SMTP server', () => {
  let smtp: TestSmtp;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    testApp = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'FirstRung <no-reply@firstrung.test>' } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers a queued message with a plain-text and an HTML part, escaping what users wrote', async () => {
    const id = await testApp.app.deps.mailer.send(content('maya@example.test'));
    const mail = await smtp.waitFor((received) => received.to === 'maya@example.test');
    expect(mail.subject).toBe('Hello from the queue');
    expect(mail.from).toBe('no-reply@firstrung.test');
    expect(mail.text).toContain('A title with <script>alert(1)</script> in it.');
    expect(mail.text).toContain('Open FirstRung: http://localhost:5000/jobs');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello Maya &lt;b&gt;,');
    expect(mail.headers.get('list-unsubscribe')).toContain('http://localhost:5000/api/unsubscribe?token=t');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await expect.poll(async () => (await testApp.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!)))[0]?.status).toBe('sent');
    const [row] = await testApp.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    // Handed over: the bodies (and their links) are not kept.
    expect(row!.textBody).toBeNull();
    expect(row!.htmlBody).toBeNull();
  });

  it('writes one message for one dedupe key, however often it is sent', async () => {
    const first = await testApp.app.deps.mailer.send(content('twice@example.test'), { dedupeKey: 'twice' });
    const second = await testApp.app.deps.mailer.send(content('twice@example.test'), { dedupeKey: 'twice' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await smtp.waitFor((received) => received.to === 'twice@example.test');
    await testApp.app.deps.queue.drain();
    expect(smtp.to('twice@example.test')).toHaveLength(1);
  });
});

describe('e-mail with no SMTP server: the outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('keeps the message in the database and as an .eml file under DATA_DIR', async () => {
    const id = await testApp.app.deps.mailer.send(content('outbox@example.test'));
    await testApp.app.deps.queue.drain();
    const [row] = await testApp.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(row!.status).toBe('kept');
    expect(row!.textBody).toContain('A title with');
    const files = fs.readdirSync(path.join(testApp.dataDir, 'outbox'));
    const eml = files.find((name) => name.endsWith(`${id}.eml`));
    expect(eml).toBeDefined();
    const raw = fs.readFileSync(path.join(testApp.dataDir, 'outbox', eml!), 'utf8');
    expect(raw).toContain('To: outbox@example.test');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it(`keeps a message's text and its .eml file ${MAIL_BODY_RETENTION_DAYS} days, then only who it went to and its subject`, async () => {
    const { db } = testApp.database;
    const DAY = 24 * 60 * 60 * 1000;
    const id = (await testApp.app.deps.mailer.send(content('kept-a-while@example.test')))!;
    const waiting = (await testApp.app.deps.mailer.send(content('still-waiting@example.test')))!;
    await testApp.app.deps.queue.drain();
    await db.update(mailMessages).set({ status: 'queued' }).where(eq(mailMessages.id, waiting));
    const outboxFile = () => fs.readdirSync(path.join(testApp.dataDir, 'outbox')).find((name) => name.endsWith(`${id}.eml`));
    const row = async (messageId: string) => (await db.select().from(mailMessages).where(eq(mailMessages.id, messageId)))[0]!;

    // A day before the end of the period, nothing goes.
    const start = Date.now();
    expect(await purgeExpiredMailBodies(db, { forget: async () => {} }, new Date(start + (MAIL_BODY_RETENTION_DAYS - 1) * DAY))).toBe(0);
    expect((await row(id)).textBody).toContain('A title with');

    // The clock moved past the period: the daily task clears the text, the headers and the file.
    await db
      .update(mailMessages)
      .set({ createdAt: new Date(start - (MAIL_BODY_RETENTION_DAYS + 1) * DAY) })
      .where(eq(mailMessages.kind, 'test.hello'));
    expect(await enqueueMailRetention(testApp.app.deps.queue)).not.toBeNull();
    expect(await enqueueMailRetention(testApp.app.deps.queue)).toBeNull();
    await testApp.app.deps.queue.drain();
    expect(await row(id)).toMatchObject({
      toAddress: 'kept-a-while@example.test',
      subject: 'Hello from the queue',
      status: 'kept',
      textBody: null,
      htmlBody: null,
      headers: {},
    });
    expect(outboxFile()).toBeUndefined();
    // One still waiting to go keeps its text until it goes.
    expect((await row(waiting)).textBody).toContain('A title with');
  });
});

describe('a message the SMTP server refuses', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port: every attempt fails.
    testApp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => testApp.close());

  it('is retried after a growing wait, then failed for good and shown as failed', async () => {
    const { db } = testApp.database;
    const id = await testApp.app.deps.mailer.send(content('nobody@example.test'));
    await testApp.app.deps.queue.drain();
    const [task] = await db.select().from(backgroundTasks);
    expect(task!.status).toBe('queued');
    expect(task!.attempts).toBe(1);
    expect(task!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(task!.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5000);

    // The last attempt: made due at once, with one attempt left.
    await db
      .update(backgroundTasks)
      .set({ runAt: new Date(), attempts: task!.maxAttempts - 1 })
      .where(eq(backgroundTasks.id, task!.id));
    await testApp.app.deps.queue.drain();
    const [failed] = await db.select().from(backgroundTasks).where(eq(backgroundTasks.id, task!.id));
    expect(failed!.status).toBe('failed');
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(message!.status).toBe('failed');
    expect(message!.error).toBeTruthy();
    // Given up: its text, with its links, is nobody's to read any more, and cannot be sent again.
    expect(message).toMatchObject({ textBody: null, htmlBody: null, headers: {}, attachments: [] });
    const admin = await createPersona(testApp.app, 'admin');
    const retry = await sendTo(testApp.app, admin, mailAdminEndpoints.retryTask, { params: { id: task!.id } });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/cannot be sent again: its text was deleted after its last attempt/);
  });
});
