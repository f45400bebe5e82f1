import type { Placement } from '@common/contracts/placements';
import type { RequestAuth } from '../../auth/session';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors/app-error';
import { institutionProfileIdOf, isOwnedBy, readPlacement, type PlacementOwner } from './placement-repository';

// Who reads a placement (docs/product/placements.md#from-offer-to-placement): its student, its
// employer, its school and admins; anyone else is told it does not exist. A school or an employer
// FirstRung has not verified reads no student's data (docs/security.md).

/** 403 for a school or an employer that FirstRung has not verified (or whose e-mail is not confirmed). */
export async function checkOrganisation(db: DbOrTx, auth: RequestAuth): Promise<void> {
  const role = auth.user.role;
  if ((role === 'employer' || role === 'institution') && !(await isVerifiedOrganisation(db, auth.user))) {
    throw new AppError('ORGANISATION_NOT_VERIFIED', 'access.organisationNotVerified');
  }
}

/** Whose placements the caller lists; null: a school account with no profile (it has none). */
export async function ownerOf(db: DbOrTx, auth: RequestAuth): Promise<PlacementOwner | null> {
  const { id, role } = auth.user;
  if (role === 'admin') return 'all';
  if (role === 'employer') return { employerId: id };
  if (role === 'institution') {
    const institutionId = await institutionProfileIdOf(db, id);
    return institutionId ? { institutionId } : null;
  }
  return { studentId: id };
}

/** The placement as its party or an admin reads it; anyone else: 404, as when there is none. */
export async function readOwnPlacement(db: DbOrTx, auth: RequestAuth, id: string): Promise<Placement> {
  await checkOrganisation(db, auth);
  const placement = await readPlacement(db, id);
  const owner = placement ? await ownerOf(db, auth) : null;
  if (!placement || !owner || !isOwnedBy(placement, owner)) throw notFound('placement');
  return placement;
}
