import type { SessionUser } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { canReadResume } from '../files/resume-access';

/**
 * Who may see a user's image (docs/product/profiles.md#photos-and-logos). An employer's or a
 * school's logo is its public face: anyone. A student's photo is a child's face: the same people
 * who may read the student's resume (the student, admins, the school that approved them, an
 * employer they applied to), never a visitor. Nobody else has an image.
 */
export async function canSeeProfileImage(db: DbOrTx, viewer: SessionUser | null, owner: { id: string; role: string }): Promise<boolean> {
  if (owner.role === 'employer' || owner.role === 'institution') return true;
  if (!viewer) return false;
  if (owner.role === 'student') return canReadResume(db, viewer, owner.id);
  return viewer.id === owner.id || viewer.role === 'admin';
}
