import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsEndpoints } from '@common/endpoints/documents';
import { filesEndpoints } from '@common/endpoints/files';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { institutionDocuments, profileImages, studentDocuments, uploadGrants, users } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PDF_BYTES, PNG_BYTES, upload } from './helpers/upload-fixtures';

// Files come only from an account whose e-mail address is confirmed (docs/security.md "Uploads"):
// accounts cost nothing to make, so an unconfirmed one (a pending school, a throwaway student)
// must not be a way to fill the disk. Each upload route refuses it before reading the file.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const unconfirm = (persona: Persona) => t.app.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, persona.userId!));
const expectRefused = (answer: { statusCode: number; json: () => { code: string } }) => {
  expect(answer.statusCode).toBe(403);
  expect(answer.json().code).toBe('EMAIL_NOT_VERIFIED');
};

describe('an account whose address is not confirmed', () => {
  it('uploads no document, resume, photo or logo, and nothing is stored', async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Unconfirmed Collegiate');
    const student = await createLinkedStudent(t.app, school.profileId!);
    const employer = await createPersona(t.app, 'employer');
    for (const persona of [school, student, employer]) await unconfirm(persona);

    expectRefused(
      await upload(t.app, school, documentsEndpoints.uploadInstitutionDocument, {
        file: { name: 'guide.pdf', content: PDF_BYTES },
        fields: { documentType: 'Guidelines' },
      }),
    );
    expectRefused(
      await upload(t.app, student, documentsEndpoints.uploadMyDocument, {
        file: { name: 'consent.pdf', content: PDF_BYTES, field: 'document' },
        fields: { documentType: 'Signed consent form' },
      }),
    );
    expectRefused(await sendTo(t.app, student, filesEndpoints.requestResumeUpload));
    for (const persona of [school, student, employer]) {
      expectRefused(await upload(t.app, persona, profileImagesEndpoints.uploadProfileImage, { file: { name: 'me.png', content: PNG_BYTES } }));
    }

    const { db } = t.app.deps;
    expect(await db.select().from(institutionDocuments).where(eq(institutionDocuments.institutionId, school.profileId!))).toEqual([]);
    expect(await db.select().from(studentDocuments).where(eq(studentDocuments.studentId, student.userId!))).toEqual([]);
    expect(await db.select().from(uploadGrants).where(eq(uploadGrants.userId, student.userId!))).toEqual([]);
    expect(
      await db
        .select()
        .from(profileImages)
        .where(inArray(profileImages.userId, [school.userId!, student.userId!, employer.userId!])),
    ).toEqual([]);
  });

  it('uploads once the address is confirmed', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await sendTo(t.app, student, filesEndpoints.requestResumeUpload)).statusCode).toBe(200);
    const photo = await upload(t.app, student, profileImagesEndpoints.uploadProfileImage, { file: { name: 'me.png', content: PNG_BYTES } });
    expect(photo.statusCode, photo.body).toBe(200);
  });
});
