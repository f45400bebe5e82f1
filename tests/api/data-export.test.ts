import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportItem } from '@common/contracts/data-exports';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import {
  auditLog,
  consents,
  dataExports,
  mailMessages,
  messages,
  messageThreads,
  notifications,
  placementFiles,
  placementShifts,
  profileImages,
  savedSearches,
  studentDocuments,
  studentProfiles,
} from '@server/db/schema';
import type { DataExportDocument } from '@server/features/data-export/build-archive';
import { expireDataExports } from '@server/features/data-export/prepare-export-task';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import { startedPlacement, uploadPlacementFile } from './helpers/placement-fixtures';
import { PDF_BYTES, PNG_BYTES } from './helpers/upload-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { readZip } from './helpers/zip-reader';

// Export my data (docs/product/school-sign-in.md#export-my-data): asked for, prepared by the queue,
// told, downloaded as a ZIP whose data.json follows docs/data-export.schema.json and holds a row of
// every table that names the user; one at a time; only its owner; gone after 24 hours; a school's
// copy of one of its students, never another school's.

const HOUR = 3_600_000;
const schema = JSON.parse(fs.readFileSync('docs/data-export.schema.json', 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
const ask = (caller: Persona) => sendTo(t.app, caller, dataExportsEndpoints.requestOwn);
const listOwn = async (caller: Persona) => (await sendTo(t.app, caller, dataExportsEndpoints.listOwn)).json() as { items: DataExportItem[] };
const download = (caller: Persona, id: string) => sendTo(t.app, caller, dataExportsEndpoints.downloadOwn, { params: { id } });

async function archiveOf(response: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const entries = await readZip(response.rawPayload);
  const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as DataExportDocument;
  return { entries, data };
}

/** Stores a file as an upload would, and answers its key. */
async function storeFile(key: string, content: Buffer, type: string) {
  await t.storage.put(key, content, type);
  return key;
}

describe("a user's own archive", () => {
  let parties: Awaited<ReturnType<typeof startedPlacement>>;
  let student: Persona;
  let exportId: string;
  let documentId: string;
  let messageId: string;

  beforeAll(async () => {
    // A student with a placement (and its application, school link, notifications), a message, a
    // shift, documents, a resume and a photo, a saved search, an event and the consent of sign-up.
    parties = await startedPlacement(t.app);
    student = parties.student;
    const userId = student.userId!;
    const resumeKey = await storeFile(`resumes/${userId}/resume.pdf`, PDF_BYTES, 'application/pdf');
    await db().update(studentProfiles).set({ resumeKey, resumeFileName: 'My resume.pdf' }).where(eq(studentProfiles.userId, userId));
    const documentKey = await storeFile(`documents/${userId}/report.pdf`, Buffer.concat([PDF_BYTES, Buffer.from('report card')]), 'application/pdf');
    [{ id: documentId }] = (await db()
      .insert(studentDocuments)
      .values({
        studentId: userId,
        documentName: 'Report card.pdf',
        documentType: 'other',
        storageKey: documentKey,
        contentType: 'application/pdf',
        sizeBytes: 40,
      })
      .returning({ id: studentDocuments.id })) as [{ id: string }];
    const imageKey = await storeFile(`profile-images/${userId}.png`, PNG_BYTES, 'image/png');
    await db().insert(profileImages).values({ userId, storageKey: imageKey, contentType: 'image/png', sizeBytes: PNG_BYTES.length });
    const [thread] = await db()
      .insert(messageThreads)
      .values({ applicationId: (await placementApplicationId(parties.id))!, studentId: userId, employerId: parties.employer.userId! })
      .returning({ id: messageThreads.id });
    const [message] = await db()
      .insert(messages)
      .values({ threadId: thread!.id, senderId: parties.employer.userId!, senderRole: 'employer', body: 'See you Monday' })
      .returning({ id: messages.id });
    messageId = message!.id;
    await db().insert(placementShifts).values({
      placementId: parties.id,
      workDate: '2027-07-05',
      startTime: '09:00',
      endTime: '12:00',
      breakMinutes: 0,
      minutes: 180,
      activities: 'Baking',
    });
    await db().insert(savedSearches).values({ userId, name: 'Bakeries', q: 'bakery' });
    await db().insert(consents).values({ userId, kind: 'terms', version: 'test' });
    await db().insert(notifications).values({ userId, kind: 'school_link_decided', params: {}, link: null });
    const event = await createEvent(db());
    await createEventRegistration(db(), event.id, userId);
    expect((await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment')).statusCode).toBe(200);
  });

  async function placementApplicationId(placementId: string) {
    const result = await db().execute(sql`select application_id from placements where id = ${placementId}`);
    return (result as unknown as { rows: Array<{ application_id: string }> }).rows[0]?.application_id;
  }

  it('is asked for (202, preparing), one at a time (409), and listed', async () => {
    const asked = await ask(student);
    expect(asked.statusCode, asked.body).toBe(202);
    const item = (asked.json() as { dataExport: DataExportItem }).dataExport;
    expect(item).toMatchObject({ kind: 'account', status: 'preparing', downloadable: false, readyAt: null, expiresAt: null });
    exportId = item.id;
    const again = await ask(student);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await download(student, exportId)).statusCode).toBe(409);
    expect((await listOwn(student)).items.map((row) => row.id)).toEqual([exportId]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data_export.request'), eq(auditLog.targetId, student.userId!)));
    expect(audit?.actorId).toBe(student.userId);
  });

  it('is prepared by the queue: ready for 24 hours, and the user is told in the bell and by e-mail', async () => {
    await t.app.deps.queue.drain();
    const [item] = (await listOwn(student)).items;
    expect(item).toMatchObject({ id: exportId, status: 'ready', downloadable: true });
    expect(new Date(item!.expiresAt!).getTime() - new Date(item!.readyAt!).getTime()).toBe(24 * HOUR);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.userId!), eq(notifications.kind, 'data_export_ready')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ subject: 'your account', expiresAt: item!.expiresAt });
    const mailed = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, student.userId!), eq(mailMessages.kind, 'notification.data_export_ready')));
    expect(mailed).toHaveLength(1);
  });

  it('downloads as a ZIP whose data.json follows the schema, with the files byte for byte and a README', async () => {
    const { entries, data } = await archiveOf(await download(student, exportId));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data).toMatchObject({ version: 1, kind: 'account', subject: { id: student.userId }, institutionId: null });
    expect(entries.get('README.txt')!.toString('utf8')).toContain('data.json');
    const byTable = new Map(data.files.map((file) => [file.table, file]));
    expect(entries.get(byTable.get('student_profiles')!.path)).toEqual(PDF_BYTES);
    expect(entries.get(byTable.get('profile_images')!.path)).toEqual(PNG_BYTES);
    const document = data.files.find((file) => file.rowId === documentId)!;
    expect(entries.get(document.path)!.toString('utf8')).toContain('report card');
    // The employer uploaded the placement's file: it is in their archive, not the student's.
    expect(data.files.some((file) => file.table === 'placement_files')).toBe(false);
    // The other side's messages in the student's threads, never their e-mail address.
    expect(data.sections.messages.messages!.map((row) => row.id)).toContain(messageId);
    expect(JSON.stringify(data)).not.toContain(parties.employer.email!);
    // No secret: sessions' tokens and password hashes are left out.
    for (const row of data.sections.account.sessions ?? []) expect(row).not.toHaveProperty('token');
    for (const row of data.sections.account.accounts ?? []) expect(row).not.toHaveProperty('password');
  });

  it("is the employer's too: their placement's file they uploaded, their posting, their profile", async () => {
    const asked = await ask(parties.employer);
    expect(asked.statusCode).toBe(202);
    await t.app.deps.queue.drain();
    const id = (asked.json() as { dataExport: DataExportItem }).dataExport.id;
    const { entries, data } = await archiveOf(await download(parties.employer, id));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    const [file] = await db().select().from(placementFiles).where(eq(placementFiles.placementId, parties.id));
    const inZip = data.files.find((entry) => entry.rowId === file!.id)!;
    expect(entries.get(inZip.path)).toEqual(PDF_BYTES);
    expect(data.sections.profile.employer_profiles).toHaveLength(1);
    expect(data.sections.applications.jobs!.length).toBeGreaterThan(0);
  });

  it("is not another user's to download or see (404)", async () => {
    const other = await createPersona(t.app, 'student');
    const response = await download(other, exportId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await listOwn(other)).items).toEqual([]);
  });

  it('is gone after 24 hours: 410 with a plain message, and its file deleted by the hourly run', async () => {
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(await t.storage.exists(row!.fileKey!)).toBe(true);
    // The clock moves 24 hours and a minute: the archive's times move as far into the past.
    const earlier = sql.raw(`interval '${24 * 60 + 1} minutes'`);
    await db()
      .update(dataExports)
      .set({
        readyAt: sql`${dataExports.readyAt} - ${earlier}`,
        expiresAt: sql`${dataExports.expiresAt} - ${earlier}`,
        createdAt: sql`${dataExports.createdAt} - ${earlier}`,
      })
      .where(eq(dataExports.id, exportId));
    const gone = await download(student, exportId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'EXPORT_EXPIRED', message: expect.stringContaining('24 hours') });
    expect(await expireDataExports(t.app.deps, new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.storage.exists(row!.fileKey!)).toBe(false);
    expect((await download(student, exportId)).statusCode).toBe(410);
    expect((await listOwn(student)).items[0]).toMatchObject({ id: exportId, downloadable: false });
  });

  it('is limited to 3 a day (429 with Retry-After)', async () => {
    const someone = await createPersona(t.app, 'noRole');
    for (let count = 0; count < 3; count += 1) {
      expect((await ask(someone)).statusCode).toBe(202);
      await t.app.deps.queue.drain();
    }
    const fourth = await ask(someone);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("a school's copy of one of its students", () => {
  it("holds what the school sees of its approved student, never another school's student (404)", async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Harbour Secondary');
    const student = await createLinkedStudent(t.app, school.profileId);
    const otherSchool = await createInstitution(t.app, 'Toronto', 'Bay Secondary');
    const notTheirs = await sendTo(t.app, otherSchool, dataExportsEndpoints.requestStudentRecord, { params: { studentId: student.userId } });
    expect(notTheirs.statusCode).toBe(404);
    await db().insert(savedSearches).values({ userId: student.userId!, name: 'Private', q: 'private' });

    const asked = await sendTo(t.app, school, dataExportsEndpoints.requestStudentRecord, { params: { studentId: student.userId } });
    expect(asked.statusCode, asked.body).toBe(202);
    const id = (asked.json() as { dataExport: DataExportItem }).dataExport.id;
    await t.app.deps.queue.drain();
    const listed = (await sendTo(t.app, school, dataExportsEndpoints.listSchool)).json() as { items: DataExportItem[] };
    expect(listed.items[0]).toMatchObject({ id, kind: 'school_record', status: 'ready', subjectName: 'Teststudent User' });
    // The school is told; the student's own list does not show the school's copy.
    expect((await listOwn(student)).items).toEqual([]);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, school.userId!), eq(notifications.kind, 'data_export_ready')));
    expect(told[0]?.params).toMatchObject({ subject: 'Teststudent User' });

    expect((await sendTo(t.app, otherSchool, dataExportsEndpoints.downloadSchool, { params: { id } })).statusCode).toBe(404);
    expect((await download(student, id)).statusCode).toBe(404);
    const { data } = await archiveOf(await sendTo(t.app, school, dataExportsEndpoints.downloadSchool, { params: { id } }));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data).toMatchObject({ kind: 'school_record', institutionId: school.profileId, subject: { id: student.userId } });
    expect(data.sections.school.school_links).toHaveLength(1);
    expect(data.sections.profile.student_profiles![0]).not.toHaveProperty('home_postal_code');
    // What the school does not see stays out: saved searches, sessions, notifications.
    expect(data.sections.applications.saved_searches).toBeUndefined();
    expect(data.sections.account.sessions).toBeUndefined();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data_export.download'), eq(auditLog.actorId, school.userId!)));
    expect(audit?.targetId).toBe(student.userId);
  });
});
