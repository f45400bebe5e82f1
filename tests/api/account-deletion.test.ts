import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { mailMessages, notifications, savedSearches, users } from '@server/db/schema';
import { createSchoolLink, createJob } from '@server/seed/factories';
import { createPersona, signIn, TEST_PASSWORD, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Deleting an account leaves nothing that names the person (docs/product/accounts.md#what-deleting-an-account-removes):
// no row of any table holds their e-mail, name or id (the audit log keeps the id alone), and no
// file or folder under DATA_DIR is named after them or holds their e-mail or name. The checks read
// every table and every file, so a table or a folder added later is checked too.

let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  // No SMTP server: the outbox, whose .eml files are on disk.
  t = await createTestApp({ env: { QUEUE_WORKER: 'false' } });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table, as JSON text, with the table it is in; the audit log without its ids. */
async function everyRow(): Promise<Array<{ table: string; row: string }>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Array<{ table: string; row: string }> = [];
  for (const { table_name: table } of tables) {
    const json = table === 'audit_log' ? sql`(to_jsonb(t) - 'actor_id' - 'target_id')::text` : sql`to_jsonb(t)::text`;
    const result = await rowsOf<{ row: string }>(sql`select ${json} as row from ${sql.identifier(table)} t`);
    rows.push(...result.map((row) => ({ table, row: row.row })));
  }
  return rows;
}

/** Every file and folder under a directory, as paths relative to it. */
function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return [path.relative(base, full), ...(entry.isDirectory() ? walk(full, base) : [])];
  });
}

/** A student with something of theirs in every place a minor's data can be. */
async function studentEverywhere() {
  const tag = crypto.randomBytes(4).toString('hex');
  const firstName = `Zephyrine${tag}`;
  const lastName = `Quillon${tag}`;
  const student = await createPersona(t.app, 'student');
  await db()
    .update(users)
    .set({ firstName, lastName, name: `${firstName} ${lastName}` })
    .where(eq(users.id, student.userId!));
  // A resume, an older one left in their folder, and an upload never finished.
  const resumeKey = `resumes/${student.userId}/${crypto.randomUUID()}`;
  await t.storage.put(resumeKey, Buffer.from(`%PDF-1.4 resume of ${firstName}`), 'application/pdf');
  await t.storage.put(`resumes/${student.userId}/${crypto.randomUUID()}`, Buffer.from('%PDF-1.4 an older resume'), 'application/pdf');
  await t.storage.put(`staging/resumes/${student.userId}/${crypto.randomUUID()}`, Buffer.from('%PDF-1.4 half'), 'application/pdf');
  await db().execute(sql`update student_profiles set resume_key = ${resumeKey}, resume_file_name = 'cv.pdf' where user_id = ${student.userId}`);

  // An application: the employer's bell and e-mail name them; the employer moves it, which mails them.
  const employer = await createPersona(t.app, 'employer');
  const job = await createJob(db(), employer.userId!, { title: `Posting ${tag}` });
  const applied = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = (applied.json() as { application: { id: string } }).application.id;
  const moved = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id: applicationId }, body: { status: 'reviewing' } });
  expect(moved.statusCode, moved.body).toBe(200);

  // A school asked to approve them, a saved search, the contact form, the newsletter, a reset link.
  const school = await createPersona(t.app, 'institution');
  await createSchoolLink(db(), student.userId!, school.profileId!, 'pending');
  await db()
    .insert(savedSearches)
    .values({ userId: student.userId!, name: `Search of ${firstName}`, q: 'bikes' });
  await send(t.app, student, 'POST', '/api/contact', {
    name: `${firstName} ${lastName}`,
    email: student.email,
    subject: 'Help',
    message: 'A question',
  });
  await send(t.app, null, 'POST', '/api/newsletter/subscribe', { email: student.email });
  await send(t.app, null, 'POST', '/api/auth/forgot-password', { email: student.email });
  // A wrong password: a sign-in count under their address.
  await send(t.app, null, 'POST', '/api/auth/login', { email: student.email, password: 'not-the-password-1' });
  await t.app.deps.queue.drain();

  // An admin read one of their e-mails (audited, naming them) and suspended and reactivated them.
  const [theirs] = await db().select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.userId, student.userId!));
  expect((await sendTo(t.app, admin, mailAdminEndpoints.message, { params: { id: theirs!.id } })).statusCode).toBe(200);
  for (const status of ['suspended', 'active']) {
    expect((await sendTo(t.app, admin, adminEndpoints.setUserStatus, { params: { userId: student.userId! }, body: { status } })).statusCode).toBe(
      200,
    );
  }
  // Suspending ended their sessions.
  student.cookie = await signIn(t.app, student.email!);
  return { student, employer, firstName, lastName };
}

function expectNoTrace(traces: string[], person: { id: string; email: string; firstName: string; lastName: string }) {
  for (const needle of [person.id, person.email, person.firstName, person.lastName]) {
    expect(
      traces.filter((trace) => trace.includes(needle)),
      `${needle} is left in`,
    ).toEqual([]);
  }
}

describe('deleting a student account', () => {
  it('leaves no row, file or folder that names them, and clears the e-mails that named them to others', async () => {
    const { student, employer, firstName, lastName } = await studentEverywhere();
    const person = { id: student.userId!, email: student.email!, firstName, lastName };

    // Before: they are in the tables and in the files, the employer's e-mail included.
    const before = (await everyRow()).map(({ table, row }) => `${table}: ${row}`);
    for (const table of [
      'mail_messages',
      'notifications',
      'contact_messages',
      'newsletter_subscriptions',
      'rate_counters',
      'audit_log',
      'school_links',
    ]) {
      expect(
        before.some(
          (trace) => trace.startsWith(`${table}:`) && (trace.includes(person.email) || trace.includes(firstName) || trace.includes(person.id)),
        ),
        table,
      ).toBe(true);
    }
    const [employerMail] = await db().select().from(mailMessages).where(eq(mailMessages.userId, employer.userId!));
    expect(employerMail!.textBody).toContain(firstName);
    const outbox = path.join(t.dataDir, 'outbox');
    expect(fs.readdirSync(outbox).some((name) => fs.readFileSync(path.join(outbox, name), 'utf8').includes(firstName))).toBe(true);
    expect(walk(t.dataDir).some((entry) => entry.includes(person.id))).toBe(true);

    const deleted = await sendTo(t.app, student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // No row of any table names them; the audit log keeps their id alone.
    expectNoTrace(
      (await everyRow()).map(({ table, row }) => `${table}: ${row}`),
      person,
    );
    // The employer still sees that an e-mail went to them, not what it said about the student.
    const [cleared] = await db().select().from(mailMessages).where(eq(mailMessages.id, employerMail!.id));
    expect(cleared).toMatchObject({ toAddress: employer.email, textBody: null, htmlBody: null, mentionedUserIds: [] });
    expect(await db().select().from(notifications).where(eq(notifications.userId, employer.userId!))).toEqual([]);
    // No file or folder is named after them, and no stored file or outbox message holds their e-mail or name.
    expectNoTrace(walk(t.dataDir), person);
    const contents = ['files', 'outbox'].flatMap((dir) =>
      walk(path.join(t.dataDir, dir))
        .map((entry) => path.join(t.dataDir, dir, entry))
        .filter((file) => fs.statSync(file).isFile())
        .map((file) => `${file}: ${fs.readFileSync(file, 'utf8')}`),
    );
    expectNoTrace(contents, person);
  });

  it('is the same when an admin deletes them, and the audit entry of the deletion names only the id', async () => {
    const { student, firstName, lastName } = await studentEverywhere();
    const response = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: student.userId! } });
    expect(response.statusCode, response.body).toBe(200);
    expectNoTrace(
      (await everyRow()).map(({ table, row }) => `${table}: ${row}`),
      { id: student.userId!, email: student.email!, firstName, lastName },
    );
    const log = (await sendTo(t.app, admin, adminEndpoints.auditLog, { query: { limit: 100 } })).json() as {
      items: Array<{ action: string; targetId: string | null; targetEmail: string | null; details: Record<string, unknown> }>;
    };
    const aboutThem = log.items.filter((entry) => entry.targetId === student.userId);
    expect(aboutThem.map((entry) => entry.action).sort()).toEqual(['mail.read', 'user.delete', 'user.reactivate', 'user.suspend']);
    for (const entry of aboutThem) expect(entry.targetEmail).toBe('deleted account');
    expect(aboutThem.find((entry) => entry.action === 'user.delete')!.details).toEqual({ role: 'student' });
  });
});
