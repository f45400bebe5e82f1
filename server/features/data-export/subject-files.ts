import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { placementFiles, placements, profileImages, studentDocuments, studentProfiles } from '../../db/schema';
import { cleanFileName } from '../../http/file-names';
import type { ExportScope } from './collect-rows';

/** A stored file the archive carries: where it is stored, and its path in the ZIP. */
export interface ExportFile {
  storageKey: string;
  /** `files/<kind>/<name>`, unique in the archive. */
  path: string;
  /** The table whose row it belongs to, and that row's id, so data.json ties the two. */
  table: string;
  rowId: string;
}

/**
 * Every file the subject uploaded: resume, profile image, documents, the files of their placements
 * (risk assessment, insurance certificate). A school's copy: the student's documents and resume.
 */
export async function listSubjectFiles(db: DbOrTx, scope: ExportScope): Promise<ExportFile[]> {
  const files: Array<Omit<ExportFile, 'path'> & { folder: string; name: string }> = [];
  const [profile] = await db
    .select({ id: studentProfiles.id, key: studentProfiles.resumeKey, name: studentProfiles.resumeFileName })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, scope.userId));
  if (profile?.key)
    files.push({ storageKey: profile.key, folder: 'resume', name: profile.name ?? 'resume', table: 'student_profiles', rowId: profile.id });
  const documents = await db
    .select({ id: studentDocuments.id, key: studentDocuments.storageKey, name: studentDocuments.documentName })
    .from(studentDocuments)
    .where(eq(studentDocuments.studentId, scope.userId));
  for (const row of documents) files.push({ storageKey: row.key, folder: 'documents', name: row.name, table: 'student_documents', rowId: row.id });
  if (scope.institutionId === null) {
    const [image] = await db.select({ key: profileImages.storageKey }).from(profileImages).where(eq(profileImages.userId, scope.userId));
    if (image) files.push({ storageKey: image.key, folder: 'profile-image', name: 'profile-image', table: 'profile_images', rowId: scope.userId });
    const ofPlacements = await db
      .select({ id: placementFiles.id, key: placementFiles.storageKey, name: placementFiles.fileName })
      .from(placementFiles)
      .innerJoin(placements, eq(placements.id, placementFiles.placementId))
      .where(and(or(eq(placements.studentId, scope.userId), eq(placements.employerId, scope.userId)), eq(placementFiles.uploadedBy, scope.userId)));
    for (const row of ofPlacements)
      files.push({ storageKey: row.key, folder: 'placement-files', name: row.name, table: 'placement_files', rowId: row.id });
  }
  // The row's id first: two documents may carry the same name.
  return files.map(({ folder, name, ...file }) => ({ ...file, path: `files/${folder}/${file.rowId.slice(0, 8)}-${cleanFileName(name, 'file')}` }));
}
