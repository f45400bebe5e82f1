import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@common/endpoints/admin';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { backgroundTasks, mailMessages } from '@server/db/schema';
import { SEND_MAIL_TASK } from '@server/mail/mailer';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// The E-mail tab's API (docs/product/admin.md#e-mail-tab): the outbox when no SMTP server is
// configured, the messages sent through one, and failed background tasks tried again.

const message = (to: string, subject: string) => ({ kind: 'test.admin_view', to, subject, paragraphs: [`A message to <${to}>.`] });

describe('with no SMTP server: the outbox', () => {
  let t: TestApp;
  let admin: Persona;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUEUE_WORKER: 'false' } });
    admin = await createPersona(t.app, 'admin');
  });
  afterAll(async () => t.close());

  it('says the messages are kept, lists them newest first a page at a time, and shows their text', async () => {
    for (const n of [1, 2, 3]) await t.app.deps.mailer.send(message(`reader${n}@example.com`, `Outbox ${n}`));
    const waiting = await sendTo(t.app, admin, mailAdminEndpoints.overview);
    expect(waiting.json()).toMatchObject({ mode: 'outbox', queued: 3, failed: 0 });
    await t.app.deps.queue.drain();

    const overview = await sendTo(t.app, admin, mailAdminEndpoints.overview);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual({ mode: 'outbox', from: t.config.mail.from, queued: 0, failed: 0, failedTasks: 0 });

    const first = await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { limit: 2 } });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(3);
    expect(page.items.map((item: { subject: string }) => item.subject)).toEqual(['Outbox 3', 'Outbox 2']);
    expect(page.items[0]).toMatchObject({ to: 'reader3@example.com', kind: 'test.admin_view', status: 'kept', hasText: true, error: null });
    const second = (await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { limit: 2, cursor: page.nextCursor } })).json();
    expect(second.items.map((item: { subject: string }) => item.subject)).toEqual(['Outbox 1']);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBeNull();

    const one = await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: page.items[0].id } });
    expect(one.statusCode).toBe(200);
    // The text part, as written (the browser shows it as text).
    expect(one.json().message.text).toContain('A message to <reader3@example.com>.');
  });

  it('filters by status and by recipient (any case), answers an unknown message with 404 and a bad cursor with 400', async () => {
    const kept = (await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { status: 'kept' } })).json();
    expect(kept.total).toBe(3);
    const failed = (await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { status: 'failed' } })).json();
    expect(failed).toEqual({ items: [], nextCursor: null, total: 0 });
    const toOne = (await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { to: ' Reader2@Example.com ' } })).json();
    expect(toOne.items.map((item: { to: string }) => item.to)).toEqual(['reader2@example.com']);
    expect((await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { cursor: 'nonsense' } })).statusCode).toBe(400);
  });

  it("hides every message's links and codes from every admin, in the list and the message, and records each read", async () => {
    // Another admin asks to reset their password: the reset link lands in the outbox.
    const other = await createPersona(t.app, 'admin');
    expect((await send(t.app, null, 'POST', '/api/auth/forgot-password', { email: other.email })).statusCode).toBe(202);
    const codeId = await t.app.deps.mailer.send({
      ...message(other.email!, 'Your code 483920'),
      paragraphs: ['Type 483920, or open http://localhost:5000/confirm/8f14e45fceea167a5a36dedd4bea2543.'],
      unsubscribe: {
        pageUrl: 'http://localhost:5000/email-preferences?token=page-secret-1',
        oneClickUrl: 'http://localhost:5000/api/u?token=click-secret-2',
      },
    });
    await t.app.deps.queue.drain();
    const [reset] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'password_reset'));
    const token = /\/reset-password\?token=([^\s]+)/.exec(reset!.textBody!)![1]!;

    const list = (await sendTo(t.app, admin, mailAdminEndpoints.messages, { query: { to: other.email } })).json();
    expect(JSON.stringify(list)).not.toContain('483920');
    expect(list.items.map((item: { subject: string }) => item.subject)).toContain('Your code [hidden]');
    const one = (await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: reset!.id } })).json();
    expect(one.message.text).toContain('/reset-password?token=[hidden]');
    expect(JSON.stringify(one)).not.toContain(token);
    const withCode = (await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: codeId! } })).json();
    expect(withCode.message.text).toContain('Type [hidden], or open http://localhost:5000/confirm/[hidden].');
    expect(withCode.message.headers['List-Unsubscribe']).toBe('<http://localhost:5000/api/u?token=[hidden]>');
    expect(JSON.stringify(withCode)).not.toMatch(/483920|8f14e45f|page-secret|click-secret/);
    // The admin whose mail it is sees it masked too, and the link still works for its owner alone.
    const own = (await sendTo(t.app, other, mailAdminEndpoints.message, { params: { id: reset!.id } })).json();
    expect(JSON.stringify(own)).not.toContain(token);
    // The outbox's file on the machine keeps the whole link: it is the machine owner's.
    const outbox = path.join(t.dataDir, 'outbox');
    const file = fs.readdirSync(outbox).find((name) => name.endsWith(`${reset!.id}.eml`))!;
    expect(fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '')).toContain(token);

    // Each read is in the audit log: who read which message, of whom.
    const log = (await sendTo(t.app, admin, adminEndpoints.auditLog, { query: { limit: 10 } })).json();
    const reads = log.items.filter((entry: { action: string }) => entry.action === 'mail.read');
    expect(reads.slice(0, 3)).toEqual([
      expect.objectContaining({
        actorEmail: other.email,
        targetId: other.userId,
        targetEmail: other.email,
        details: { messageId: reset!.id, kind: 'password_reset' },
      }),
      expect.objectContaining({ actorEmail: admin.email, details: { messageId: codeId, kind: 'test.admin_view' } }),
      expect.objectContaining({ actorEmail: admin.email, targetId: other.userId, details: { messageId: reset!.id, kind: 'password_reset' } }),
    ]);
  });

  it('is for admins only', async () => {
    const student = await createPersona(t.app, 'student');
    for (const endpoint of [mailAdminEndpoints.overview, mailAdminEndpoints.messages, mailAdminEndpoints.failedTasks]) {
      expect((await sendTo(t.app, null, endpoint)).statusCode, endpoint.path).toBe(401);
      expect((await sendTo(t.app, student, endpoint)).statusCode, endpoint.path).toBe(403);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await sendTo(t.app, student, mailAdminEndpoints.message, { params: { id } })).statusCode).toBe(403);
    expect((await sendTo(t.app, student, mailAdminEndpoints.retryTask, { params: { id } })).statusCode).toBe(403);
  });
});

describe('through an SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: Persona;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, QUEUE_WORKER: 'false' } });
    admin = await createPersona(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says it sends through SMTP, and keeps no text of a message the server accepted', async () => {
    const id = await t.app.deps.mailer.send(message('sent@example.com', 'Through SMTP'));
    await t.app.deps.queue.drain();
    await smtp.waitFor((mail) => mail.to === 'sent@example.com');
    expect((await sendTo(t.app, admin, mailAdminEndpoints.overview)).json().mode).toBe('smtp');
    const list = (await sendTo(t.app, admin, mailAdminEndpoints.messages)).json();
    expect(list.items[0]).toMatchObject({ id, status: 'sent', hasText: false });
    const one = (await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: id! } })).json();
    expect(one.message.text).toBeNull();
  });

  it('lists a task that failed for good with its last error; "Try again" runs it, once, and is audited', async () => {
    const messageId = (await t.app.deps.mailer.send(message('retry@example.com', 'Second chance')))!;
    // As the worker left them after the last attempt before failed messages lost their text
    // (mail-queue.test.ts): such a message can still be sent again.
    await t.database.db
      .update(backgroundTasks)
      .set({ status: 'failed', attempts: 8, finishedAt: new Date(), lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
      .where(sql`${backgroundTasks.payload}->>'messageId' = ${messageId}`);
    await t.database.db
      .update(mailMessages)
      .set({ status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:25' })
      .where(eq(mailMessages.id, messageId));

    expect((await sendTo(t.app, admin, mailAdminEndpoints.overview)).json()).toMatchObject({ failed: 1, failedTasks: 1 });
    const failed = (await sendTo(t.app, admin, mailAdminEndpoints.failedTasks)).json();
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({ kind: SEND_MAIL_TASK, attempts: 8, maxAttempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const taskId = failed.items[0].id as string;

    const retried = await sendTo(t.app, admin, mailAdminEndpoints.retryTask, { params: { id: taskId } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: taskId, status: 'queued' });
    const [queuedAgain] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    expect(queuedAgain!.status).toBe('queued');
    // Only a failed task can be tried again: a second click is refused.
    expect((await sendTo(t.app, admin, mailAdminEndpoints.retryTask, { params: { id: taskId } })).statusCode).toBe(409);
    expect((await sendTo(t.app, admin, mailAdminEndpoints.retryTask, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(
      404,
    );

    await t.app.deps.queue.drain();
    await smtp.waitFor((mail) => mail.to === 'retry@example.com');
    expect(smtp.to('retry@example.com')).toHaveLength(1);
    const [sent] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    expect(sent!.status).toBe('sent');
    expect((await sendTo(t.app, admin, mailAdminEndpoints.failedTasks)).json().total).toBe(0);

    const log = (await send(t.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log.items[0]).toMatchObject({ action: 'background_job.retry', actorEmail: admin.email, details: { jobId: taskId, kind: SEND_MAIL_TASK } });
  });
});
