import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import type { RosterImport } from '@common/contracts/roster-imports';
import { RUN_ROSTER_IMPORT_TASK } from '@server/features/roster-imports/roster-import-run';
import {
  backgroundTasks,
  institutionProfiles,
  mailMessages,
  notifications,
  rosterEntries,
  schoolLinks,
  studentProfiles,
  users,
} from '@server/db/schema';
import { createPersona, signIn, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { upload } from './helpers/upload-fixtures';

// A school's roster import (docs/product/school-sign-in.md#roster-import-csv): a 5,000-row file
// with 12 bad rows shows the 12 errors by line and saves nothing until confirmed; confirmed, 4,988
// invitations are queued; the same file again changes nothing; a changed row updates.

let t: TestApp;
let school: Persona;
let otherSchool: Persona;
let employer: Persona;

beforeAll(async () => {
  // The worker is off: the run happens when the test drains the queue.
  t = await createTestApp({ env: { QUEUE_WORKER: 'false' } });
  school = await createInstitution(t.app, 'Toronto', 'Riverside Secondary');
  otherSchool = await createInstitution(t.app, 'Toronto', 'Lakeview Secondary');
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const HEADER = "First name,Last name,E-mail,Grade,Date of birth,Guardian's name,Guardian's e-mail,Guardian's phone";
/** Born in January 16 years ago: 16 whatever the year the test runs, so a guardian is needed. */
const minorBirthDate = `${new Date().getUTCFullYear() - 16}-01-15`;
const row = (n: number, overrides: Partial<Record<'first' | 'last' | 'email' | 'grade' | 'dob' | 'gname' | 'gemail' | 'gphone', string>> = {}) =>
  [
    overrides.first ?? `First${n}`,
    overrides.last ?? `Last${n}`,
    overrides.email ?? `student${n}@riverside.example`,
    overrides.grade ?? String(9 + (n % 4)),
    overrides.dob ?? minorBirthDate,
    overrides.gname ?? `Parent ${n}`,
    overrides.gemail ?? `parent${n}@home.example`,
    overrides.gphone ?? '416-555-0123',
  ].join(',');

const uploadCsv = (caller: Persona, csv: string, name = 'roster.csv') =>
  upload(t.app, caller, rosterImportsEndpoints.upload, { file: { name, content: Buffer.from(csv) } });

async function counts() {
  const { db } = t.database;
  const [entries] = await db.select({ n: count() }).from(rosterEntries);
  const [accounts] = await db.select({ n: count() }).from(users);
  const [links] = await db.select({ n: count() }).from(schoolLinks);
  const [invitations] = await db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.kind, 'roster_invitation'));
  return { entries: entries!.n, accounts: accounts!.n, links: links!.n, invitations: invitations!.n };
}

/** The queue's roster import runs, until none is left; the e-mails they queue stay queued, to be counted. */
const runImports = () => t.app.deps.queue.drainKinds([RUN_ROSTER_IMPORT_TASK]);

const getImport = async (caller: Persona, id: string) => {
  const response = await sendTo(t.app, caller, rosterImportsEndpoints.get, { params: { id } });
  expect(response.statusCode).toBe(200);
  return response.json().import as RosterImport;
};

/** The 12 faults, by data row (0-based); each row's line is its index + 2 (the header is line 1). */
const BAD_ROWS: Record<number, { override: Parameters<typeof row>[1]; field: string }> = {
  10: { override: { first: '' }, field: 'firstName' },
  400: { override: { last: '' }, field: 'lastName' },
  777: { override: { email: 'not-an-address' }, field: 'email' },
  // The address of row 5 again: the error names line 7.
  1200: { override: { email: 'student5@riverside.example' }, field: 'email' },
  1500: { override: { grade: '13' }, field: 'grade' },
  2100: { override: { dob: '2010-02-30' }, field: 'dateOfBirth' },
  2600: { override: { dob: '1980-06-01' }, field: 'dateOfBirth' },
  3000: { override: { gname: '' }, field: 'guardianName' },
  3300: { override: { gemail: '', gphone: '' }, field: 'guardianEmail' },
  3900: { override: { gphone: '12345' }, field: 'guardianPhone' },
  4400: { override: { gemail: 'parent@' }, field: 'guardianEmail' },
  // An employer's address: no student account can be made or linked with it.
  4999: { override: {}, field: 'email' },
};

function bigFile(): string {
  const lines = [HEADER];
  for (let n = 0; n < 5000; n += 1) {
    const bad = BAD_ROWS[n];
    lines.push(row(n, n === 4999 ? { email: employer.email! } : bad?.override));
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('a 5,000-row file with 12 bad rows', () => {
  let importId: string;
  let firstRunEntriesUpdatedAt: Date | null;

  it('previews the 12 errors by line and saves nothing', async () => {
    const before = await counts();
    const started = performance.now();
    const response = await uploadCsv(school, bigFile(), 'riverside-2026.csv');
    const previewMs = performance.now() - started;
    expect(response.statusCode).toBe(201);
    const preview = response.json().import as RosterImport;
    importId = preview.id;
    expect(preview).toMatchObject({ status: 'previewed', fileName: 'riverside-2026.csv', totalRows: 5000, validRows: 4988 });
    expect(preview.preview).toEqual({ create: 4988, update: 0, unchanged: 0 });
    const expectedLines = Object.keys(BAD_ROWS).map((n) => Number(n) + 2);
    expect(preview.errors.map((error) => error.line)).toEqual(expectedLines);
    expect(preview.errors.map((error) => error.field)).toEqual(Object.values(BAD_ROWS).map((bad) => bad.field));
    expect(preview.errors.find((error) => error.line === 1202)?.message).toBe('This e-mail address is already on line 7.');
    expect(await counts()).toEqual(before);
    console.info(`roster import: 5,000-row preview in ${Math.round(previewMs)} ms`);
  });

  it('confirmed, runs in the background: 4,988 invitations queued, progress 4,988 of 4,988', async () => {
    const before = await counts();
    const confirmed = await sendTo(t.app, school, rosterImportsEndpoints.confirm, { params: { id: importId } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().import).toMatchObject({ status: 'queued', processedRows: 0 });
    // Nothing is written before the run.
    expect(await counts()).toEqual(before);

    const started = performance.now();
    await runImports();
    console.info(`roster import: 4,988 rows written, their e-mails queued, in ${Math.round(performance.now() - started)} ms`);

    const done = await getImport(school, importId);
    expect(done).toMatchObject({ status: 'done', processedRows: 4988, validRows: 4988 });
    expect(done.result).toEqual({ created: 4988, updated: 0, unchanged: 0, invited: 4988 });
    const after = await counts();
    expect(after.invitations - before.invitations).toBe(4988);
    const [queued] = await t.database.db
      .select({ n: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'roster_invitation'), eq(mailMessages.status, 'queued')));
    expect(queued!.n).toBe(4988);
    expect(after.entries - before.entries).toBe(4988);
    expect(after.accounts - before.accounts).toBe(4988);
    expect(after.links - before.links).toBe(4988);
    const { db } = t.database;
    const [links] = await db
      .select({ n: count() })
      .from(schoolLinks)
      .where(and(eq(schoolLinks.institutionId, school.profileId!), eq(schoolLinks.status, 'approved'), eq(schoolLinks.source, 'roster')));
    expect(links!.n).toBe(4988);
    // The uploader is told, with a link to the roster.
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, school.userId!), eq(notifications.kind, 'roster_import_finished')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ fileName: 'riverside-2026.csv', created: 4988, invited: 4988 });
    firstRunEntriesUpdatedAt = (await db.select({ at: max(rosterEntries.updatedAt) }).from(rosterEntries))[0]?.at ?? null;
    expect(firstRunEntriesUpdatedAt).not.toBeNull();
    // The student's profile is the row's: grade, date of birth, the school.
    const [profile] = await db
      .select({ grade: studentProfiles.grade, institutionId: studentProfiles.institutionId, dateOfBirth: studentProfiles.dateOfBirth })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.email, 'student6@riverside.example'));
    expect(profile).toEqual({ grade: 'Grade 11', institutionId: school.profileId, dateOfBirth: minorBirthDate });
    // Measured at 25 to 30 s on the embedded database and 22 s on PostgreSQL (10 batches of 500, each
    // writing accounts, profiles, links, claim links, e-mails and entries in a statement apiece; most
    // of the time is the 4,988 e-mails' composing): room for a slower machine.
  }, 90_000);

  it('the same file again: the preview says all unchanged, and confirming changes nothing', async () => {
    const before = await counts();
    const response = await uploadCsv(school, bigFile(), 'riverside-2026.csv');
    expect(response.statusCode).toBe(201);
    const again = response.json().import as RosterImport;
    expect(again.preview).toEqual({ create: 0, update: 0, unchanged: 4988 });
    expect((await sendTo(t.app, school, rosterImportsEndpoints.confirm, { params: { id: again.id } })).statusCode).toBe(200);
    await runImports();
    const done = await getImport(school, again.id);
    expect(done.result).toEqual({ created: 0, updated: 0, unchanged: 4988, invited: 0 });
    expect(await counts()).toEqual(before);
    const [{ at }] = (await t.database.db.select({ at: max(rosterEntries.updatedAt) }).from(rosterEntries)) as [{ at: Date | null }];
    expect(at).toEqual(firstRunEntriesUpdatedAt);
  });

  it('a changed row updates the entry and the grade on the profile, and invites nobody', async () => {
    const before = await counts();
    const csv = [HEADER, row(6, { grade: '12', gphone: '+33 6 12 34 56 78' })].join('\n');
    const preview = (await uploadCsv(school, csv)).json().import as RosterImport;
    expect(preview.preview).toEqual({ create: 0, update: 1, unchanged: 0 });
    await sendTo(t.app, school, rosterImportsEndpoints.confirm, { params: { id: preview.id } });
    await runImports();
    expect((await getImport(school, preview.id)).result).toEqual({ created: 0, updated: 1, unchanged: 0, invited: 0 });
    const [entry] = await t.database.db.select().from(rosterEntries).where(eq(rosterEntries.email, 'student6@riverside.example'));
    expect(entry).toMatchObject({ grade: 'Grade 12', guardianPhone: '+33612345678' });
    const [profile] = await t.database.db
      .select({ grade: studentProfiles.grade })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, entry!.studentId!));
    expect(profile!.grade).toBe('Grade 12');
    expect(await counts()).toEqual(before);
  });

  it('the invitation claims the account: the student chooses a password and signs in', async () => {
    const [invitation] = await t.database.db
      .select({ text: mailMessages.textBody, subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'roster_invitation'), eq(mailMessages.toAddress, 'student8@riverside.example')));
    expect(invitation!.subject).toBe('Riverside Secondary has made you a FirstRung account');
    const token = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(invitation!.text ?? '')![1]!);
    // No password yet: the account cannot sign in before it is claimed.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student8@riverside.example', password: 'a-new-password-42' },
    });
    expect(refused.statusCode).toBe(401);
    const claimed = await sendTo(t.app, null, authEndpoints.resetPassword, { body: { token, password: 'a-new-password-42' } });
    expect(claimed.statusCode).toBeLessThan(300);
    const cookie = await signIn(t.app, 'student8@riverside.example', 'a-new-password-42');
    expect(cookie).toContain('session_token');
    // Used once.
    const again = await sendTo(t.app, null, authEndpoints.resetPassword, { body: { token, password: 'another-password-43' } });
    expect(again.statusCode).toBe(400);
  });
});

describe('who may see and act on an import', () => {
  it('another school can neither see nor confirm nor discard it (404)', async () => {
    const preview = (await uploadCsv(school, [HEADER, row(9001)].join('\n'))).json().import as RosterImport;
    expect((await sendTo(t.app, otherSchool, rosterImportsEndpoints.get, { params: { id: preview.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, otherSchool, rosterImportsEndpoints.confirm, { params: { id: preview.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, otherSchool, rosterImportsEndpoints.discard, { params: { id: preview.id } })).statusCode).toBe(404);
    const list = await sendTo(t.app, otherSchool, rosterImportsEndpoints.list);
    expect(list.json().items).toEqual([]);
    // Discarded by its school: nothing saved, and it can no longer be confirmed (409).
    expect((await sendTo(t.app, school, rosterImportsEndpoints.discard, { params: { id: preview.id } })).statusCode).toBe(204);
    const late = await sendTo(t.app, school, rosterImportsEndpoints.confirm, { params: { id: preview.id } });
    expect(late.statusCode).toBe(409);
    expect((await t.database.db.select().from(rosterEntries).where(eq(rosterEntries.email, 'student9001@riverside.example'))).length).toBe(0);
  });

  it('a school FirstRung has not verified is refused', async () => {
    const unverified = await createInstitution(t.app, 'Toronto', 'Unchecked Academy');
    await t.database.db.update(institutionProfiles).set({ verificationStatus: 'pending' }).where(eq(institutionProfiles.id, unverified.profileId!));
    const response = await uploadCsv(unverified, [HEADER, row(9002)].join('\n'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ORGANISATION_NOT_VERIFIED');
  });
});

describe('the file as schools have it', () => {
  it('reads French headers, a byte order mark and semicolons', async () => {
    const csv = `\ufeffPrénom;Nom;Courriel;Niveau;Date de naissance;Nom du tuteur;Courriel du tuteur;Téléphone du tuteur\n"Zoé";Tremblay;zoe@riverside.example;10e année;${minorBirthDate};Marie Tremblay;marie@home.example;\n`;
    const response = await upload(t.app, school, rosterImportsEndpoints.upload, { file: { name: 'élèves.csv', content: Buffer.from(csv) } });
    expect(response.statusCode).toBe(201);
    expect(response.json().import).toMatchObject({ totalRows: 1, validRows: 1, errors: [] });
  });

  it('an existing student account is linked and approved, without an invitation', async () => {
    const student = await createPersona(t.app, 'student');
    const before = await counts();
    const preview = (await uploadCsv(school, [HEADER, row(9003, { email: student.email! })].join('\n'))).json().import as RosterImport;
    await sendTo(t.app, school, rosterImportsEndpoints.confirm, { params: { id: preview.id } });
    await runImports();
    expect((await getImport(school, preview.id)).result).toEqual({ created: 1, updated: 0, unchanged: 0, invited: 0 });
    const [link] = await t.database.db.select().from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!));
    expect(link).toMatchObject({ institutionId: school.profileId, status: 'approved', source: 'roster' });
    const after = await counts();
    expect(after.invitations).toBe(before.invitations);
    expect(after.accounts).toBe(before.accounts);
  });

  it('refuses a file without the columns, naming them, and an empty one', async () => {
    const missing = await uploadCsv(school, 'First name,Last name\nAda,Lovelace\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('email, grade, dateOfBirth, guardianName');
    const empty = await uploadCsv(school, `${HEADER}\n`);
    expect(empty.statusCode).toBe(400);
  });

  it('keeps its run as one task, resumable from its progress', async () => {
    const tasks = await t.database.db
      .select({ status: backgroundTasks.status })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.kind, RUN_ROSTER_IMPORT_TASK));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.status === 'done')).toBe(true);
  });
});
