import { adminEndpoints } from '@common/endpoints/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsEndpoints } from '@common/endpoints/documents';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { schoolLinks, studentDocuments } from '@server/db/schema';
import { createApplication, createJob, createStudentProfile } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PDF_BYTES, upload } from './helpers/upload-fixtures';

// A student joins a school's roster only when the school approves (docs/decisions/016): until
// then, and after a decline or a removal, neither side sees anything of the other.

let t: TestApp;
let school: Persona;
let otherSchool: Persona;
let schoolDocumentUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside');
  otherSchool = await createInstitution(t.app, 'Toronto', 'Lakeview');
  const uploaded = await upload(t.app, school, documentsEndpoints.uploadInstitutionDocument, { file: { name: 'form.pdf', content: PDF_BYTES } });
  expect(uploaded.statusCode).toBe(201);
  schoolDocumentUrl = uploaded.json().document.documentUrl;
});
afterAll(async () => t.close());

/** A student who picks the school in their profile form, as the browser does. */
async function studentAsking(institutionId: string | null): Promise<Persona> {
  const student = await createPersona(t.app, 'student', { withProfile: false });
  const saved = await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { youthStatus: 'current_student', institutionId } });
  expect(saved.statusCode).toBe(200);
  return student;
}

const ownLink = async (student: Persona) => (await sendTo(t.app, student, schoolLinksEndpoints.ownLink)).json().link;
const requestsOf = async (institution: Persona) => (await sendTo(t.app, institution, schoolLinksEndpoints.linkRequests)).json();
/** The id of the student's current request (whichever school it is to). */
const requestIdOf = async (student: Persona) => {
  const [row] = await t.app.deps.db.select({ id: schoolLinks.id }).from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!));
  return row!.id;
};
const decide = (institution: Persona, id: string, decision: 'approve' | 'decline') =>
  sendTo(t.app, institution, schoolLinksEndpoints.decideLinkRequest, { params: { id }, body: { decision } });
const remove = (institution: Persona, student: Persona) =>
  sendTo(t.app, institution, schoolLinksEndpoints.removeStudent, { params: { studentId: student.userId } });

const rosterIds = async (institution: Persona) =>
  (await sendTo(t.app, institution, institutionsEndpoints.students, { query: { limit: 100 } })).json().items.map((s: { id: string }) => s.id);
const placementStudentIds = async (institution: Persona) =>
  (await sendTo(t.app, institution, institutionsEndpoints.placements, { query: { limit: 100 } }))
    .json()
    .items.map((p: { student: { id: string } }) => p.student.id);
const studentDocumentOwners = async (institution: Persona) =>
  (await sendTo(t.app, institution, documentsEndpoints.studentDocumentsOfInstitution, { query: { limit: 100 } }))
    .json()
    .items.map((d: { student: { id: string } }) => d.student.id);

const uploadOwnDocument = (student: Persona) =>
  upload(t.app, student, documentsEndpoints.uploadMyDocument, {
    file: { name: 'consent.pdf', content: PDF_BYTES, field: 'document' },
    fields: { documentType: 'Signed consent form' },
  });

/** Everything the school and the student can see of each other, in one place. */
async function whatEachSees(student: Persona, institution: Persona = school) {
  const schoolDocuments = (await sendTo(t.app, student, documentsEndpoints.myInstitutionDocuments)).json();
  return {
    onRoster: (await rosterIds(institution)).includes(student.userId),
    inPlacements: (await placementStudentIds(institution)).includes(student.userId),
    studentDocumentsShown: (await studentDocumentOwners(institution)).includes(student.userId),
    studentSeesSchool: schoolDocuments.institution?.id === institution.profileId,
    studentDownloadsSchoolDocument: (await send(t.app, student, 'GET', schoolDocumentUrl)).statusCode,
    schoolDownloadsResume: (await send(t.app, institution, 'GET', `/api/files/resumes/${student.userId}`)).statusCode,
  };
}

const NOTHING_SHARED = {
  onRoster: false,
  inPlacements: false,
  studentDocumentsShown: false,
  studentSeesSchool: false,
  studentDownloadsSchoolDocument: 404,
  schoolDownloadsResume: 403,
};

/** Gives the student an application and a stored document, so the school's lists would show them if they leaked. */
async function withActivity(student: Persona) {
  const { db, storage } = t.app.deps;
  const employer = await createPersona(t.app, 'employer');
  await createApplication(db, (await createJob(db, employer.userId!)).id, student.userId!);
  const storageKey = `student-documents/${student.userId}/earlier.pdf`;
  await storage.put(storageKey, PDF_BYTES, 'application/pdf');
  await db.insert(studentDocuments).values({
    studentId: student.userId!,
    documentName: 'earlier.pdf',
    documentType: 'Other',
    storageKey,
    contentType: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
  });
}

describe('asking to join a school', () => {
  it('makes a pending request: the school sees only the name and grade, the student sees the status, nothing else is shared', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { institutionId: school.profileId, grade: '11' } });
    await withActivity(student);

    expect(await ownLink(student)).toMatchObject({
      status: 'pending',
      institution: { id: school.profileId, institutionName: 'Riverside' },
      decidedAt: null,
    });
    const requests = await requestsOf(school);
    expect(requests.items).toContainEqual({
      id: await requestIdOf(student),
      requestedAt: expect.any(String),
      student: { firstName: 'Teststudent', lastName: 'User', grade: '11' },
      classCode: null,
    });
    expect(JSON.stringify(requests)).not.toContain(student.email);
    expect((await requestsOf(otherSchool)).items).toEqual([]);

    expect(await whatEachSees(student)).toEqual(NOTHING_SHARED);
    // The student may not send the school documents yet.
    const refused = await uploadOwnDocument(student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not approved you yet/);
  });

  it('lets only the school asked approve; then the student is on its roster, with e-mail, and documents go both ways', async () => {
    const student = await studentAsking(school.profileId);
    await withActivity(student);
    const id = await requestIdOf(student);

    // Another school cannot answer it: 404, and the request stays pending.
    expect((await decide(otherSchool, id, 'approve')).statusCode).toBe(404);
    expect((await ownLink(student)).status).toBe('pending');
    expect(await rosterIds(otherSchool)).not.toContain(student.userId);

    const approved = await decide(school, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id, status: 'approved' });
    expect(await ownLink(student)).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect((await uploadOwnDocument(student)).statusCode).toBe(201);
    const roster = (await sendTo(t.app, school, institutionsEndpoints.students, { query: { limit: 100 } })).json();
    expect(roster.items.find((row: { id: string }) => row.id === student.userId)).toMatchObject({ email: student.email });
    expect(await whatEachSees(student)).toEqual({
      onRoster: true,
      inPlacements: true,
      studentDocumentsShown: true,
      studentSeesSchool: true,
      studentDownloadsSchoolDocument: 200,
      schoolDownloadsResume: 404, // allowed, but this student uploaded no resume
    });
    expect((await requestsOf(school)).items.map((item: { id: string }) => item.id)).not.toContain(id);
    // An answered request cannot be answered again.
    expect((await decide(school, id, 'decline')).statusCode).toBe(404);
  });

  it('lets the school decline: nothing is shared, the student sees it, and saving the same school again does not ask again', async () => {
    const student = await studentAsking(school.profileId);
    const id = await requestIdOf(student);
    expect((await decide(otherSchool, id, 'decline')).statusCode).toBe(404);
    expect((await decide(school, id, 'decline')).json()).toEqual({ id, status: 'declined' });
    expect((await ownLink(student)).status).toBe('declined');
    expect(await whatEachSees(student)).toEqual(NOTHING_SHARED);

    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: school.profileId, bio: 'x' },
    });
    expect((await ownLink(student)).status).toBe('declined');
    expect((await requestsOf(school)).items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('lets only the school remove an approved student, and removal stops every access at once', async () => {
    const student = await studentAsking(school.profileId);
    await withActivity(student);
    await decide(school, await requestIdOf(student), 'approve');
    expect((await uploadOwnDocument(student)).statusCode).toBe(201);
    expect((await whatEachSees(student)).onRoster).toBe(true);

    expect((await remove(otherSchool, student)).statusCode).toBe(404);
    expect((await whatEachSees(student)).onRoster).toBe(true);

    expect((await remove(school, student)).statusCode).toBe(204);
    expect(await whatEachSees(student)).toEqual(NOTHING_SHARED);
    expect((await ownLink(student)).status).toBe('removed');
    expect((await uploadOwnDocument(student)).statusCode).toBe(403);
    // Removing again, or a student who never asked: 404.
    expect((await remove(school, student)).statusCode).toBe(404);
    expect((await remove(school, await createPersona(t.app, 'student'))).statusCode).toBe(404);
  });

  it('ends the link when an admin makes the student an employer: the school no longer sees them', async () => {
    const student = await studentAsking(school.profileId);
    await decide(school, await requestIdOf(student), 'approve');
    expect((await whatEachSees(student)).onRoster).toBe(true);
    const admin = await createPersona(t.app, 'admin');
    const changed = await sendTo(t.app, admin, adminEndpoints.changeRole, { params: { userId: student.userId! }, body: { role: 'employer' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await whatEachSees(student)).onRoster).toBe(false);
  });

  it('ends the old link when the student picks another school, becomes graduated youth, or cancels', async () => {
    const student = await studentAsking(school.profileId);
    await decide(school, await requestIdOf(student), 'approve');
    expect((await whatEachSees(student)).onRoster).toBe(true);

    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'current_student', institutionId: otherSchool.profileId },
    });
    expect(await whatEachSees(student)).toEqual(NOTHING_SHARED);
    expect(await ownLink(student)).toMatchObject({ status: 'pending', institution: { id: otherSchool.profileId } });
    expect((await requestsOf(otherSchool)).items.map((item: { id: string }) => item.id)).toContain(await requestIdOf(student));

    await decide(otherSchool, await requestIdOf(student), 'approve');
    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
      body: { youthStatus: 'graduated_youth', institutionId: otherSchool.profileId },
    });
    expect(await ownLink(student)).toBeNull();
    expect(await whatEachSees(student, otherSchool)).toEqual(NOTHING_SHARED);

    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { youthStatus: 'current_student', institutionId: school.profileId } });
    expect((await ownLink(student)).status).toBe('pending');
    const pendingId = await requestIdOf(student);
    expect((await sendTo(t.app, student, schoolLinksEndpoints.endOwnLink)).statusCode).toBe(204);
    expect(await ownLink(student)).toBeNull();
    expect((await sendTo(t.app, student, profilesEndpoints.studentProfile)).json().profile.institutionId).toBeNull();
    expect((await requestsOf(school)).items.map((item: { id: string }) => item.id)).not.toContain(pendingId);
    expect((await decide(school, pendingId, 'approve')).statusCode).toBe(404);
  });

  it('names a bad decision, and answers 404 for a malformed or unknown request', async () => {
    const student = await studentAsking(school.profileId);
    const id = await requestIdOf(student);
    const bad = await sendTo(t.app, school, schoolLinksEndpoints.decideLinkRequest, { params: { id }, body: { decision: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'decision', message: 'Choose approve or decline' });
    expect((await decide(school, 'not-a-uuid', 'approve')).statusCode).toBe(404);
    expect((await decide(school, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await send(t.app, school, 'DELETE', '/api/institution/students/not%20an%20id')).statusCode).toBe(404);
  });

  it('gives a student without a school no link', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    expect(await ownLink(student)).toBeNull();
    await createStudentProfile(t.app.deps.db, student.userId!);
    expect(await ownLink(student)).toBeNull();
    expect((await sendTo(t.app, student, schoolLinksEndpoints.endOwnLink)).statusCode).toBe(204);
  });
});
