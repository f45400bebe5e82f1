import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { backgroundJobs, mailMessages } from '@server/db/schema';
import { SEND_MAIL_JOB } from '@server/mail/mailer';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

// The E-mail tab's API (docs/product/admin.md#e-mail-tab): the outbox when no SMTP server is
// configured, the messages sent through one, and failed background jobs tried again.

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
    expect(overview.json()).toEqual({ mode: 'outbox', from: t.config.mail.from, queued: 0, failed: 0, failedJobs: 0 });

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

  it('is for admins only', async () => {
    const student = await createPersona(t.app, 'student');
    for (const endpoint of [mailAdminEndpoints.overview, mailAdminEndpoints.messages, mailAdminEndpoints.failedJobs]) {
      expect((await sendTo(t.app, null, endpoint)).statusCode, endpoint.path).toBe(401);
      expect((await sendTo(t.app, student, endpoint)).statusCode, endpoint.path).toBe(403);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await sendTo(t.app, student, mailAdminEndpoints.message, { params: { id } })).statusCode).toBe(403);
    expect((await sendTo(t.app, student, mailAdminEndpoints.retryJob, { params: { id } })).statusCode).toBe(403);
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

  it('lists a job that failed for good with its last error; "Try again" runs it, once, and is audited', async () => {
    const messageId = (await t.app.deps.mailer.send(message('retry@example.com', 'Second chance')))!;
    // As the worker leaves them after the last attempt.
    await t.database.db
      .update(backgroundJobs)
      .set({ status: 'failed', attempts: 8, finishedAt: new Date(), lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
      .where(sql`${backgroundJobs.payload}->>'messageId' = ${messageId}`);
    await t.database.db
      .update(mailMessages)
      .set({ status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:25' })
      .where(eq(mailMessages.id, messageId));

    expect((await sendTo(t.app, admin, mailAdminEndpoints.overview)).json()).toMatchObject({ failed: 1, failedJobs: 1 });
    const failed = (await sendTo(t.app, admin, mailAdminEndpoints.failedJobs)).json();
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({ kind: SEND_MAIL_JOB, attempts: 8, maxAttempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const jobId = failed.items[0].id as string;

    const retried = await sendTo(t.app, admin, mailAdminEndpoints.retryJob, { params: { id: jobId } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: jobId, status: 'queued' });
    const [queuedAgain] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    expect(queuedAgain!.status).toBe('queued');
    // Only a failed job can be tried again: a second click is refused.
    expect((await sendTo(t.app, admin, mailAdminEndpoints.retryJob, { params: { id: jobId } })).statusCode).toBe(409);
    expect((await sendTo(t.app, admin, mailAdminEndpoints.retryJob, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(
      404,
    );

    await t.app.deps.queue.drain();
    await smtp.waitFor((mail) => mail.to === 'retry@example.com');
    expect(smtp.to('retry@example.com')).toHaveLength(1);
    const [sent] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    expect(sent!.status).toBe('sent');
    expect((await sendTo(t.app, admin, mailAdminEndpoints.failedJobs)).json().total).toBe(0);

    const log = (await send(t.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log.items[0]).toMatchObject({ action: 'background_job.retry', actorEmail: admin.email, details: { jobId, kind: SEND_MAIL_JOB } });
  });
});
