import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { backgroundTasks, newsletterIssues } from '@server/db/schema';
import { SEND_ISSUE_BATCH_TASK, type IssueBatchPayload } from '@server/features/newsletter/issue-sending';
import { insertTask } from '@server/queue/task-store';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { linkIn, startTestSmtp, type ReceivedMail, type TestSmtp } from './helpers/test-smtp';

// The newsletter's e-mails, followed to a real SMTP server: the confirm link, issues sent in
// batches through the queue exactly once per subscriber, and both ways to unsubscribe.
// The worker is off (QUEUE_WORKER=false): tasks run when a test drains the queue, so a test can
// run a batch again, or twice, and see that nobody gets an issue twice. Batches are of 2.

const BATCH_SIZE = 2;
let smtp: TestSmtp;
let t: TestApp;
let admin: Persona;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, QUEUE_WORKER: 'false', NEWSLETTER_BATCH_SIZE: String(BATCH_SIZE) } });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const drain = () => t.app.deps.queue.drain();
const subscribe = (email: string) => sendTo(t.app, null, newsletterEndpoints.subscribe, { body: { email } });
const confirmMails = (email: string) => smtp.to(email).filter((mail) => mail.subject === 'Confirm your FirstRung newsletter subscription');
const issuesTo = (email: string, subject: string) => smtp.to(email).filter((mail) => mail.subject === subject);
/** The token of a link in an e-mail's text. */
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Subscribes through the form and opens the mailed confirm link, as the owner of the address would. */
async function subscribeAndConfirm(email: string): Promise<void> {
  expect((await subscribe(email)).statusCode).toBe(200);
  await drain();
  const mail = confirmMails(email).at(-1);
  expect(mail, `a confirm e-mail to ${email}`).toBeDefined();
  const confirmed = await sendTo(t.app, null, newsletterEndpoints.confirm, {
    body: { token: tokenOf(linkIn(mail!.text, `${t.config.publicUrl}/newsletter/confirm?token=`)) },
  });
  expect(confirmed.statusCode).toBe(200);
}

async function writeIssue(subject: string, body: string): Promise<string> {
  const created = await sendTo(t.app, admin, newsletterEndpoints.createIssue, { body: { subject, body } });
  expect(created.statusCode).toBe(201);
  return created.json().issue.id as string;
}

const sendIssue = (id: string, caller: Persona = admin) => sendTo(t.app, caller, newsletterEndpoints.sendIssue, { params: { id } });
const issueRow = async (id: string) => (await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0]!;

describe('double opt-in', () => {
  it('mails a confirm link that confirms once; a confirmed address asking again gets the same answer and no new e-mail', async () => {
    const email = 'opt.in@example.com';
    const first = await subscribe(email);
    expect(first.json()).toEqual({ status: 'check_your_email' });
    await drain();
    const mail = await smtp.waitFor((received) => received.to === email);
    expect(mail.subject).toBe('Confirm your FirstRung newsletter subscription');
    expect(mail.text).toContain('Confirm my subscription');
    // The confirm e-mail is not the newsletter: nothing to unsubscribe from yet.
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const link = linkIn(mail.text, `${t.config.publicUrl}/newsletter/confirm?token=`);

    const confirmed = await sendTo(t.app, null, newsletterEndpoints.confirm, { body: { token: tokenOf(link) } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    const used = await sendTo(t.app, null, newsletterEndpoints.confirm, { body: { token: tokenOf(link) } });
    expect(used.statusCode).toBe(404);

    const again = await subscribe(email);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    await drain();
    expect(confirmMails(email)).toHaveLength(1);
  });
});

describe('sending an issue', () => {
  const newSubscribers = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com', 'five@example.com'];
  // With the address confirmed above: 6 subscribers, 3 full batches of 2.
  const subscribers = ['opt.in@example.com', ...newSubscribers];
  const subject = 'FirstRung news: summer placements';
  let issueId: string;

  beforeAll(async () => {
    for (const email of newSubscribers) await subscribeAndConfirm(email);
    // Asked but never confirmed: receives nothing.
    await subscribe('unconfirmed@example.com');
    await drain();
    issueId = await writeIssue(subject, 'Summer placements are open.\n\nApply <b>before</b> June.\nGood luck!');
  });

  it('reaches every confirmed subscriber exactly once, in batches, even when a batch task runs twice', async () => {
    expect((await sendIssue(issueId)).statusCode).toBe(200);
    // A second copy of the first batch (a retry, or a second server holding a lapsed claim).
    const duplicate: IssueBatchPayload = { issueId, after: null };
    await insertTask(t.database.db, SEND_ISSUE_BATCH_TASK, duplicate);
    await drain();

    for (const email of subscribers) await smtp.waitFor((mail) => mail.to === email && mail.subject === subject);
    await drain();
    for (const email of subscribers) expect(issuesTo(email, subject), email).toHaveLength(1);
    expect(issuesTo('unconfirmed@example.com', subject)).toHaveLength(0);

    const issue = await issueRow(issueId);
    expect(issue.status).toBe('sent');
    expect(issue.recipients).toBe(subscribers.length);
    // 3 full batches, then one that finds nobody left and marks the issue sent (the duplicate has no key).
    const batches = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.kind, SEND_ISSUE_BATCH_TASK));
    expect(batches.filter((task) => task.dedupeKey !== null)).toHaveLength(subscribers.length / BATCH_SIZE + 1);
  });

  it('queues nothing again when every batch is run once more', async () => {
    // As if the last batch's server had stopped before its work was recorded: the issue still sending.
    await t.database.db.update(newsletterIssues).set({ status: 'sending' }).where(eq(newsletterIssues.id, issueId));
    const batches = await t.database.db
      .select({ payload: backgroundTasks.payload })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.kind, SEND_ISSUE_BATCH_TASK));
    for (const batch of batches) await insertTask(t.database.db, SEND_ISSUE_BATCH_TASK, batch.payload);
    await drain();

    for (const email of subscribers) expect(issuesTo(email, subject), email).toHaveLength(1);
    const issue = await issueRow(issueId);
    expect(issue.recipients).toBe(subscribers.length);
    expect(issue.status).toBe('sent');
  });

  it('writes what the admin wrote as paragraphs of text, never markup', () => {
    const mail = issuesTo(subscribers[0]!, subject)[0]!;
    expect(mail.text).toContain('Summer placements are open.');
    expect(mail.text).toContain('Apply <b>before</b> June.\nGood luck!');
    expect(mail.html).toContain('Apply &lt;b&gt;before&lt;/b&gt; June.<br>Good luck!');
    expect(mail.html).not.toContain('<b>before');
    expect(mail.text).toContain('because you subscribed to the FirstRung newsletter');
  });

  it('is sent once: a second Send is refused with 409, and a sent issue cannot be edited', async () => {
    const again = await sendIssue(issueId);
    expect(again.statusCode).toBe(409);
    const edit = await sendTo(t.app, admin, newsletterEndpoints.updateIssue, {
      params: { id: issueId },
      body: { subject: 'Changed', body: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await sendIssue('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a subject of more than one line (it becomes the Subject header) and an empty body, naming the fields', async () => {
    const response = await sendTo(t.app, admin, newsletterEndpoints.createIssue, { body: { subject: 'One\nBcc: someone@example.com', body: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'subject', message: 'The subject must be one line' },
      { path: 'body', message: 'Please write the newsletter' },
    ]);
  });

  it('records the writing and the sending in the audit log', async () => {
    const log = await send(t.app, admin, 'GET', '/api/admin/audit-log');
    const actions = (log.json().items as Array<{ action: string; details: { issueId?: string } }>)
      .filter((entry) => entry.details.issueId === issueId)
      .map((entry) => entry.action);
    expect(actions).toEqual(['newsletter.issue_send', 'newsletter.issue_create']);
  });

  it('lists the issue as sent, with its recipients, for admins only', async () => {
    const list = await sendTo(t.app, admin, newsletterEndpoints.issues);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id: issueId, subject, status: 'sent', recipients: subscribers.length, createdByEmail: admin.email });
    const student = await createPersona(t.app, 'student');
    expect((await sendTo(t.app, student, newsletterEndpoints.issues)).statusCode).toBe(403);
    expect((await sendTo(t.app, student, newsletterEndpoints.sendIssue, { params: { id: issueId } })).statusCode).toBe(403);
  });
});

describe('unsubscribing from an issue', () => {
  const unsubscribeText = (mail: ReceivedMail) => linkIn(mail.text, `${t.config.publicUrl}/newsletter/unsubscribed?token=`);

  it("stops later issues with the e-mail's link or with a mail program's one-click POST, both without signing in", async () => {
    const byLink = 'by.link@example.com';
    const byOneClick = 'by.one.click@example.com';
    const stays = 'stays@example.com';
    for (const email of [byLink, byOneClick, stays]) await subscribeAndConfirm(email);
    const first = await writeIssue('First of two', 'Hello.');
    expect((await sendIssue(first)).statusCode).toBe(200);
    await drain();
    const [toLink, toOneClick] = await Promise.all(
      [byLink, byOneClick].map((email) => smtp.waitFor((mail) => mail.to === email && mail.subject === 'First of two')),
    );

    // The page the e-mail links to posts the token.
    const page = await sendTo(t.app, null, newsletterEndpoints.unsubscribe, { body: { token: tokenOf(unsubscribeText(toLink!)) } });
    expect(page.statusCode).toBe(200);

    // RFC 8058: the header names the address and the one-click body; a mail program POSTs it as a
    // form, from its own server: no cookie, no Origin, no Sec-Fetch-Site.
    expect(toOneClick!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<([^>]+)>$/.exec(toOneClick!.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${t.config.publicUrl}/api/newsletter/one-click-unsubscribe\\?token=`));
    const wrongBody = await t.app.inject({
      method: 'POST',
      url: oneClick!,
      payload: 'List-Unsubscribe=Maybe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongBody.statusCode).toBe(400);
    const posted = await t.app.inject({
      method: 'POST',
      url: oneClick!,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ status: 'unsubscribed' });

    const second = await writeIssue('Second of two', 'Hello again.');
    expect((await sendIssue(second)).statusCode).toBe(200);
    await drain();
    await smtp.waitFor((mail) => mail.to === stays && mail.subject === 'Second of two');
    expect(issuesTo(byLink, 'Second of two')).toHaveLength(0);
    expect(issuesTo(byOneClick, 'Second of two')).toHaveLength(0);
  });

  it('refuses an unknown one-click token with 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointUrl(newsletterEndpoints.oneClickUnsubscribe, { query: { token: 'no-such-token' } }),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(404);
  });
});
