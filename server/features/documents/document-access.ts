import type { RequestAuth } from '../../auth/session';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import type { DbOrTx } from '../../db/client';
import { findInstitutionIdOfUser } from '../institutions/institution-context';
import { findApprovedSchoolId } from '../institutions/school-links-repository';

// Who may read which document (docs/product/schools.md#who-may-read-a-document):
// - an institution's document: that institution, the students it approved, admins;
// - a student's document: that student, the school that approved them while FirstRung verifies it
//   (and its address is confirmed), admins.
// A pending, declined or removed request opens nothing (docs/decisions/016).

export async function canReadInstitutionDocument(db: DbOrTx, auth: RequestAuth, document: { institutionId: string }): Promise<boolean> {
  const { role, id } = auth.user;
  if (role === 'admin') return true;
  if (role === 'institution') return (await findInstitutionIdOfUser(db, id)) === document.institutionId;
  if (role === 'student') return (await findApprovedSchoolId(db, id)) === document.institutionId;
  return false;
}

/** `studentInstitutionId`: the school that approved the student, or null. */
export async function canReadStudentDocument(
  db: DbOrTx,
  auth: RequestAuth,
  document: { studentId: string; studentInstitutionId: string | null },
): Promise<boolean> {
  const { role, id } = auth.user;
  if (role === 'admin') return true;
  if (role === 'student') return document.studentId === id;
  if (role === 'institution') {
    return (
      document.studentInstitutionId !== null &&
      (await findInstitutionIdOfUser(db, id)) === document.studentInstitutionId &&
      (await isVerifiedOrganisation(db, auth.user))
    );
  }
  return false;
}
