import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { findInstitutionIdOfUser, findStudentInstitutionId } from '../institutions/institution-context';

// Who may read which document (docs/product/schools.md#who-may-read-a-document):
// - an institution's document: that institution, its own students (by their profile), admins;
// - a student's document: that student, the institution their profile names, admins.

export async function canReadInstitutionDocument(db: DbOrTx, auth: RequestAuth, document: { institutionId: string }): Promise<boolean> {
  const { role, id } = auth.user;
  if (role === 'admin') return true;
  if (role === 'institution') return (await findInstitutionIdOfUser(db, id)) === document.institutionId;
  if (role === 'student') return (await findStudentInstitutionId(db, id)) === document.institutionId;
  return false;
}

export async function canReadStudentDocument(
  db: DbOrTx,
  auth: RequestAuth,
  document: { studentId: string; studentInstitutionId: string | null },
): Promise<boolean> {
  const { role, id } = auth.user;
  if (role === 'admin') return true;
  if (role === 'student') return document.studentId === id;
  if (role === 'institution') {
    return document.studentInstitutionId !== null && (await findInstitutionIdOfUser(db, id)) === document.studentInstitutionId;
  }
  return false;
}
