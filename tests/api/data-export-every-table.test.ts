import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportItem } from '@common/contracts/data-exports';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import {
  accounts,
  applicationInterviews,
  applications,
  classCodes,
  consents,
  contactMessages,
  employerResponseStats,
  guardianConsents,
  mailMessages,
  messageBlocks,
  messageReports,
  messages,
  messageThreads,
  newsletterSubscriptions,
  notifications,
  notificationSettings,
  placementShifts,
  placementClosures,
  placementSignatures,
  placementVersions,
  profileImages,
  rosterEntries,
  rosterImports,
  savedJobs,
  savedSearches,
  schoolPartnerships,
  sessions,
  ssoProviders,
  studentDocuments,
  uploadGrants,
} from '@server/db/schema';
import type { DataExportDocument } from '@server/features/data-export/build-archive';
import { exportedTables, type ExportRow } from '@server/features/data-export/collect-rows';
import { userTableByName } from '@server/features/data-export/user-tables';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import { issueTestCertificate } from './helpers/certificate-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { startedPlacement, uploadPlacementFile } from './helpers/placement-fixtures';
import { sendTo } from './helpers/request';
import { PDF_BYTES, PNG_BYTES } from './helpers/upload-fixtures';
import { bakeryTerms } from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { readZip } from './helpers/zip-reader';

// "The archive contains a row from each table that names the user" (issue 41): every table the
// registry exports gets a row naming one of the four roles (through the fixtures, or written directly
// as the feature would), and that role's archive holds that very row (by its key), valid against the
// schema and without secrets. A table the registry starts exporting fails here until a role fills it.

const schema = JSON.parse(fs.readFileSync('docs/data-export.schema.json', 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

type Role = 'student' | 'employer' | 'school' | 'admin';
/** A row the archive must hold: its table, and the columns that pick it out (its id or key). */
interface Expected {
  table: string;
  key: Record<string, unknown>;
}

let t: TestApp;
const db = () => t.app.deps.db;
const expected: Record<Role, Expected[]> = { student: [], employer: [], school: [], admin: [] };
const personas = {} as Record<Role, Persona>;
const archives = {} as Record<Role, DataExportDocument>;
/** Secrets written into the rows below: none may reach an archive. */
const SECRETS = {
  password: 'scrypt$secret-password-hash',
  sessionToken: `session-token-${randomUUID()}`,
  accessToken: `access-token-${randomUUID()}`,
  inviteHash: `invite-hash-${randomUUID()}`,
  signatureHash: `signature-hash-${randomUUID()}`,
  unsubscribe: `unsubscribe-${randomUUID()}`,
  clientSecret: `client-secret-${randomUUID()}`,
  rosterPupil: `pupil-${randomUUID()}@other.test`,
};

const expect_ = (role: Role, table: string, key: Record<string, unknown>) => expected[role].push({ table, key });

async function exportOf(persona: Persona): Promise<DataExportDocument> {
  const asked = await sendTo(t.app, persona, dataExportsEndpoints.requestOwn);
  expect(asked.statusCode, asked.body).toBe(202);
  await t.app.deps.queue.drain();
  const id = (asked.json() as { dataExport: DataExportItem }).dataExport.id;
  const response = await sendTo(t.app, persona, dataExportsEndpoints.downloadOwn, { params: { id } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const entries = await readZip(response.rawPayload);
  return JSON.parse(entries.get('data.json')!.toString('utf8')) as DataExportDocument;
}

function rowsIn(data: DataExportDocument, table: string): ExportRow[] {
  const section = userTableByName.get(table)!.section!;
  return data.sections[section][table] ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  const parties = await startedPlacement(t.app);
  const student = parties.student;
  const employer = parties.employer;
  const school = parties.school!;
  const admin = await createPersona(t.app, 'admin');
  Object.assign(personas, { student, employer, school, admin });
  const studentId = student.userId!;
  const employerId = employer.userId!;
  const schoolUserId = school.userId!;
  const institutionId = school.profileId!;
  const placementId = parties.id;
  const [application] = await db().select().from(applications).where(eq(applications.studentId, studentId));
  const applicationId = application!.id;

  // Every role: its account, its sign-in's session and password (both secrets left out), its audit rows.
  for (const role of ['student', 'employer', 'school', 'admin'] as const) {
    const userId = personas[role].userId!;
    expect_(role, 'users', { id: userId });
    const accountId = `account-${randomUUID()}`;
    await db()
      .insert(accounts)
      .values({ id: accountId, accountId: userId, providerId: 'credential', userId, password: SECRETS.password, accessToken: SECRETS.accessToken });
    expect_(role, 'accounts', { id: accountId });
    const sessionId = `session-${randomUUID()}`;
    await db()
      .insert(sessions)
      .values({ id: sessionId, token: `${SECRETS.sessionToken}-${role}`, userId, expiresAt: new Date(Date.now() + 86_400_000) });
    expect_(role, 'sessions', { id: sessionId });
    const [mail] = await db()
      .insert(mailMessages)
      .values({ kind: 'verify_email', toAddress: personas[role].email!, userId, subject: 'Confirm your address', textBody: 'Welcome' })
      .returning({ id: mailMessages.id });
    expect_(role, 'mail_messages', { id: mail!.id });
    const [setting] = await db()
      .insert(notificationSettings)
      .values({ userId, kind: 'data_export_ready', email: false })
      .returning({ kind: notificationSettings.kind });
    expect_(role, 'notification_settings', { user_id: userId, kind: setting!.kind });
  }

  // The student: what a placement, the messages and the school's register leave.
  expect_('student', 'student_profiles', { user_id: studentId });
  expect_('student', 'applications', { id: applicationId });
  expect_('student', 'placements', { id: placementId });
  const [thread] = await db().insert(messageThreads).values({ applicationId, studentId, employerId }).returning({ id: messageThreads.id });
  expect_('student', 'message_threads', { id: thread!.id });
  expect_('employer', 'message_threads', { id: thread!.id });
  const [message] = await db()
    .insert(messages)
    .values({ threadId: thread!.id, senderId: employerId, senderRole: 'employer', body: 'Call me on my cell' })
    .returning({ id: messages.id });
  expect_('student', 'messages', { id: message!.id });
  expect_('employer', 'messages', { id: message!.id });
  const [report] = await db()
    .insert(messageReports)
    .values({ messageId: message!.id, threadId: thread!.id, reporterId: studentId, reason: 'off_platform_contact' })
    .returning({ id: messageReports.id });
  expect_('student', 'message_reports', { id: report!.id });
  await db().insert(messageBlocks).values({ studentId, employerId });
  expect_('student', 'message_blocks', { student_id: studentId, employer_id: employerId });
  expect_('employer', 'message_blocks', { student_id: studentId, employer_id: employerId });
  const [saved] = await db().insert(savedJobs).values({ studentId, jobId: application!.jobId }).returning({ id: savedJobs.id });
  expect_('student', 'saved_jobs', { id: saved!.id });
  await db()
    .insert(applicationInterviews)
    .values({ applicationId, startsAt: new Date(Date.now() + 3 * 86_400_000), durationMinutes: 30, place: 'The bakery' });
  expect_('student', 'application_interviews', { application_id: applicationId });
  const [consent] = await db()
    .insert(guardianConsents)
    .values({
      studentId,
      guardianName: 'Gail Guardian',
      guardianEmail: 'gail@family.test',
      guardianPhone: '+14165550123',
      inviteTokenHash: SECRETS.inviteHash,
    })
    .returning({ id: guardianConsents.id });
  expect_('student', 'guardian_consents', { id: consent!.id });
  const [contact] = await db()
    .insert(contactMessages)
    .values({ name: 'Teststudent User', email: student.email!.toUpperCase(), subject: 'My data', message: 'Hello', userId: studentId })
    .returning({ id: contactMessages.id });
  expect_('student', 'contact_messages', { id: contact!.id });
  const [subscription] = await db()
    .insert(newsletterSubscriptions)
    .values({ email: student.email!, unsubscribeToken: SECRETS.unsubscribe })
    .returning({ id: newsletterSubscriptions.id });
  expect_('student', 'newsletter_subscriptions', { id: subscription!.id });
  const [grant] = await db()
    .insert(uploadGrants)
    .values({
      userId: studentId,
      purpose: 'document',
      storageKey: `documents/${studentId}/${randomUUID()}`,
      maxBytes: 1_000_000,
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning({ id: uploadGrants.id });
  expect_('student', 'upload_grants', { id: grant!.id });
  const text = 'Work placement agreement';
  await db()
    .insert(placementVersions)
    .values({
      placementId,
      version: 1,
      text,
      textHash: 'a'.repeat(64),
      terms: bakeryTerms(),
      requiredParties: ['student', 'employer'],
      rulePack: { jurisdiction: 'CA-ON', version: 1 },
    });
  expect_('student', 'placement_versions', { placement_id: placementId, version: 1 });
  const [signature] = await db()
    .insert(placementSignatures)
    .values({ placementId, version: 1, party: 'student', signerUserId: studentId, inviteTokenHash: SECRETS.signatureHash })
    .returning({ id: placementSignatures.id });
  expect_('student', 'placement_signatures', { id: signature!.id });
  await db().insert(placementClosures).values({ placementId, reflection: 'I learned to bake bread' });
  expect_('student', 'placement_closures', { placement_id: placementId });
  const reference = await issueTestCertificate(db(), placementId);
  expect_('student', 'certificates', { reference });
  expect_('student', 'school_links', { student_id: studentId });
  const [entry] = await db()
    .insert(rosterEntries)
    .values({
      institutionId,
      email: student.email!,
      firstName: 'Teststudent',
      lastName: 'User',
      grade: '11',
      dateOfBirth: '2009-05-31',
      guardianName: 'Gail Guardian',
      studentId,
    })
    .returning({ id: rosterEntries.id });
  expect_('student', 'roster_entries', { id: entry!.id });

  const [agreed] = await db().insert(consents).values({ userId: studentId, kind: 'terms', version: 'test' }).returning({ id: consents.id });
  expect_('student', 'consents', { id: agreed!.id });
  const [shift] = await db()
    .insert(placementShifts)
    .values({ placementId, workDate: '2027-07-05', startTime: '09:00', endTime: '12:00', breakMinutes: 0, minutes: 180, activities: 'Baking' })
    .returning({ id: placementShifts.id });
  expect_('student', 'placement_shifts', { id: shift!.id });
  // The files as an upload stores them: the archive carries them.
  await t.storage.put(`profile-images/${studentId}.png`, PNG_BYTES, 'image/png');
  await t.storage.put(`documents/${studentId}/report.pdf`, PDF_BYTES, 'application/pdf');
  const [image] = await db()
    .insert(profileImages)
    .values({ userId: studentId, storageKey: `profile-images/${studentId}.png`, contentType: 'image/png', sizeBytes: PNG_BYTES.length })
    .returning({ userId: profileImages.userId });
  expect_('student', 'profile_images', { user_id: image!.userId });
  const [search] = await db().insert(savedSearches).values({ userId: studentId, name: 'Bakeries', q: 'bakery' }).returning({ id: savedSearches.id });
  expect_('student', 'saved_searches', { id: search!.id });
  const [document] = await db()
    .insert(studentDocuments)
    .values({
      studentId,
      documentName: 'Report card.pdf',
      documentType: 'other',
      storageKey: `documents/${studentId}/report.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 40,
    })
    .returning({ id: studentDocuments.id });
  expect_('student', 'student_documents', { id: document!.id });

  // The employer: their posting, profile, response rate, partnership and the file they uploaded.
  expect_('employer', 'employer_profiles', { user_id: employerId });
  expect_('employer', 'jobs', { id: application!.jobId });
  expect_('employer', 'placements', { id: placementId });
  await db().insert(employerResponseStats).values({ employerId, counted: 4, answeredInTime: 3, typicalDays: 2 });
  expect_('employer', 'employer_response_stats', { employer_id: employerId });
  const [partnership] = await db()
    .insert(schoolPartnerships)
    .values({ institutionId, employerId, status: 'accepted', answeredAt: new Date() })
    .returning({ id: schoolPartnerships.id });
  expect_('employer', 'school_partnerships', { id: partnership!.id });
  expect((await uploadPlacementFile(t.app, employer, placementId, 'risk_assessment')).statusCode).toBe(200);
  expect_('employer', 'placement_files', { placement_id: placementId, uploaded_by: employerId });

  // The school user: their school's profile, and what they set up for it.
  expect_('school', 'institution_profiles', { id: institutionId });
  const [code] = await db()
    .insert(classCodes)
    .values({ institutionId, code: 'BAKE-2027', label: 'Grade 11 co-op', expiresAt: new Date(Date.now() + 7 * 86_400_000), createdBy: schoolUserId })
    .returning({ id: classCodes.id });
  expect_('school', 'class_codes', { id: code!.id });
  const [rosterImport] = await db()
    .insert(rosterImports)
    .values({
      institutionId,
      uploadedBy: schoolUserId,
      fileName: 'grade-11.csv',
      totalRows: 1,
      validRows: 1,
      rows: [{ line: 2, email: SECRETS.rosterPupil }] as never,
    })
    .returning({ id: rosterImports.id });
  expect_('school', 'roster_imports', { id: rosterImport!.id });
  const ssoId = `sso-${randomUUID()}`;
  await db()
    .insert(ssoProviders)
    .values({
      id: ssoId,
      institutionId,
      issuer: 'https://accounts.google.com',
      providerId: `lakeside-${randomUUID()}`,
      domain: 'lakeside.test',
      userId: schoolUserId,
      oidcConfig: JSON.stringify({ clientId: 'lakeside', clientSecret: SECRETS.clientSecret }),
    });
  expect_('school', 'sso_providers', { id: ssoId });

  // The admin: an event they made, and who went to it.
  const event = await createEvent(db(), { createdBy: admin.userId! });
  expect_('admin', 'events', { id: event.id });
  const registration = await createEventRegistration(db(), event.id, studentId);
  expect_('student', 'event_registrations', { id: registration.id });
  const [notification] = await db()
    .insert(notifications)
    .values({ userId: studentId, kind: 'school_link_decided', params: {} })
    .returning({ id: notifications.id });
  expect_('student', 'notifications', { id: notification!.id });

  for (const role of ['student', 'employer', 'school', 'admin'] as const) archives[role] = await exportOf(personas[role]);
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('a row from each table that names the user, for every role', () => {
  it('fills every table the registry exports for some role (none left unchecked)', () => {
    const filled = new Set(Object.values(expected).flatMap((rows) => rows.map((row) => row.table)));
    // Filled by asking for the archive itself: its own row and the audit entry of the request (checked below for every role).
    const byTheExport = ['data_exports', 'audit_log'];
    const needed = exportedTables({ institutionId: null }).map((entry) => entry.table);
    expect(needed.filter((table) => !filled.has(table) && !byTheExport.includes(table))).toEqual([]);
  });

  for (const role of ['student', 'employer', 'school', 'admin'] as const) {
    it(`holds each of the ${role}'s rows, valid against the schema, without secrets`, () => {
      const data = archives[role];
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(data.subject.id).toBe(personas[role].userId);
      for (const { table, key } of expected[role]) {
        expect(rowsIn(data, table), `${role}: ${table} ${JSON.stringify(key)}`).toEqual(expect.arrayContaining([expect.objectContaining(key)]));
      }
      expect(rowsIn(data, 'data_exports').map((row) => row.subject_user_id)).toContain(personas[role].userId);
      expect(rowsIn(data, 'audit_log').some((row) => row.action === 'data_export.request')).toBe(true);
      const text = JSON.stringify(data);
      for (const [name, secret] of Object.entries(SECRETS)) expect(text, name).not.toContain(secret);
      for (const row of rowsIn(data, 'sessions')) expect(row).not.toHaveProperty('token');
      for (const row of rowsIn(data, 'accounts')) expect(row).not.toHaveProperty('password');
    });
  }

  it("keeps each archive to its own subject: the school's class code is not the student's", () => {
    expect(rowsIn(archives.student, 'class_codes')).toEqual([]);
    expect(rowsIn(archives.student, 'sso_providers')).toEqual([]);
    expect(rowsIn(archives.admin, 'placements')).toEqual([]);
    const [provider] = rowsIn(archives.school, 'sso_providers');
    expect(provider).not.toHaveProperty('oidc_config');
    const [imported] = rowsIn(archives.school, 'roster_imports');
    expect(imported).toMatchObject({ file_name: 'grade-11.csv', total_rows: 1 });
    expect(imported).not.toHaveProperty('rows');
  });
});
