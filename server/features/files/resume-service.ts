import { eq } from 'drizzle-orm';
import type { StudentProfile } from '@common/contracts/profiles';
import { filesEndpoints } from '@common/endpoints/files';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { studentProfiles } from '../../db/schema';
import { AppError, forbidden, invalidField, notFound } from '../../errors/app-error';
import { cleanFileName } from '../../http/file-names';
import { stagingKey, type FileStorage } from '../../storage/storage';
import { findStudentProfile } from '../profiles/profile-repository';
import { canReadResume } from './resume-access';
import { checkStoredResume, resumeContentType } from './resume-file-type';
import { claimGrantForRecording, findUploadGrant, type UploadGrant } from './upload-grants-repository';
import { tooLarge } from './upload-service';

/** The app's own upload address (filesEndpoints.receiveUpload), with the grant id captured. */
const LOCAL_UPLOAD_PATH = new RegExp(`^${filesEndpoints.receiveUpload.path.replace(':id', '([0-9a-f-]{36})')}$`, 'i');

/** The grant behind an upload address: the app's own path, or the (staging) object key of a presigned URL. */
async function findGrantForUrl(db: Db, resumeURL: string): Promise<UploadGrant | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(resumeURL, 'http://app.invalid').pathname);
  } catch {
    return null;
  }
  const local = LOCAL_UPLOAD_PATH.exec(pathname);
  if (local) return findUploadGrant(db, { id: local[1]!.toLowerCase() });
  const keyStart = pathname.indexOf('resumes/');
  return keyStart >= 0 ? findUploadGrant(db, { storageKey: pathname.slice(keyStart) }) : null;
}

const uploadAgain = (message: 'files.uploadMissing' | 'files.uploadAddressNotOurs' | 'files.uploadNotArrived') => invalidField('resumeURL', message);

/**
 * Moves the staged upload to the grant's key and checks what arrived there: the size, then the
 * type by content. The browser can write only the staging key, so the check is on the very bytes
 * that are kept (a PUT replayed during or after the check changes nothing). A refused file is
 * deleted at once.
 */
async function acceptStagedResume(storage: FileStorage, grant: UploadGrant, fileName: string): Promise<void> {
  await storage.move(stagingKey(grant.storageKey), grant.storageKey, resumeContentType(fileName));
  try {
    const stored = await storage.head(grant.storageKey);
    if (!stored) throw uploadAgain('files.uploadMissing');
    if (stored.size > grant.maxBytes) throw tooLarge(grant.maxBytes);
    await checkStoredResume(storage, grant.storageKey, fileName);
  } catch (error) {
    await storage.delete(grant.storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * PUT /api/student/resume: records an uploaded resume, only from one of the caller's own resume
 * grants whose file really arrived, once, within the limit and of a resume type by its content.
 * The previous resume file is deleted.
 */
export async function recordResume(
  db: Db,
  storage: FileStorage,
  userId: string,
  input: { resumeURL: string; resumeFileName: string },
): Promise<StudentProfile> {
  const grant = await findGrantForUrl(db, input.resumeURL);
  if (!grant || grant.purpose !== 'resume') throw uploadAgain('files.uploadAddressNotOurs');
  if (grant.userId !== userId) throw forbidden('files.uploadOfSomeoneElse');
  if (grant.recordedAt) throw new AppError('CONFLICT', 'files.uploadRecorded');
  if (storage.driver === 'local' && !grant.usedAt) throw uploadAgain('files.uploadNotArrived');
  // A first look at the size, so an oversize upload is refused before it is ever copied.
  const staged = await storage.head(stagingKey(grant.storageKey));
  if (!staged) throw uploadAgain('files.uploadMissing');
  if (staged.size > grant.maxBytes) {
    await storage.delete(stagingKey(grant.storageKey));
    throw tooLarge(grant.maxBytes);
  }
  if (!(await claimGrantForRecording(db, grant.id))) {
    throw new AppError('CONFLICT', 'files.uploadRecorded');
  }

  const resumeFileName = cleanFileName(input.resumeFileName, 'resume');
  await acceptStagedResume(storage, grant, resumeFileName);
  const previousKey = await db.transaction(async (tx) => {
    const [before] = await tx.select({ resumeKey: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
    await tx
      .insert(studentProfiles)
      .values({ userId, resumeKey: grant.storageKey, resumeFileName })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { resumeKey: grant.storageKey, resumeFileName, updatedAt: new Date() } });
    return before?.resumeKey ?? null;
  });
  if (previousKey && previousKey !== grant.storageKey) await storage.delete(previousKey);
  return (await findStudentProfile(db, userId))!;
}

/** Where the resume of `studentUserId` is stored, if the viewer may read it. */
export async function findResumeFile(db: Db, viewer: RequestAuth, studentUserId: string) {
  const [student] = await db
    .select({
      userId: studentProfiles.userId,
      resumeKey: studentProfiles.resumeKey,
      resumeFileName: studentProfiles.resumeFileName,
    })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentUserId));
  if (!student) throw notFound('resume');
  if (!(await canReadResume(db, viewer.user, student.userId))) throw forbidden('files.cannotViewResume');
  if (!student.resumeKey) throw notFound('resume');
  const fileName = student.resumeFileName ?? 'resume';
  return { storageKey: student.resumeKey, fileName, contentType: resumeContentType(fileName) };
}
