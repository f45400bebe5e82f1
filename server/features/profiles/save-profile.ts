import { and, eq } from 'drizzle-orm';
import type { StudentProfileValues } from '@common/contracts/profiles';
import type { Role, SelfServiceRole } from '@common/enums';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { runUnitOfWork, type UnitOfWork, type UnitOfWorkDeps } from '../../db/unit-of-work';
import { users } from '../../db/schema';
import { AppError, forbidden, invalidField } from '../../errors/app-error';
import type { PlainMessageKey } from '../../errors/messages/en';
import { findPlace } from '../../geodata/gazetteer';
import { currentInstitutionOf, institutionStatus } from './profile-repository';

/**
 * Why a user of one role cannot save another role's profile, and what to do instead, in plain
 * words (docs/product/profiles.md#saving): one account has one role, and only an admin changes it.
 * By the account's role, then the profile's.
 */
const WRONG_ROLE: { [R in Role]: { [K in Exclude<SelfServiceRole, R>]: PlainMessageKey } } = {
  student: { employer: 'profiles.wrongRole.student.employer', institution: 'profiles.wrongRole.student.institution' },
  employer: { student: 'profiles.wrongRole.employer.student', institution: 'profiles.wrongRole.employer.institution' },
  institution: { student: 'profiles.wrongRole.institution.student', employer: 'profiles.wrongRole.institution.employer' },
  admin: {
    student: 'profiles.wrongRole.admin.student',
    employer: 'profiles.wrongRole.admin.employer',
    institution: 'profiles.wrongRole.admin.institution',
  },
};

/**
 * Saves the profile of `kind` for the caller, in one transaction with the role rule: a user
 * saves only the profile of their own role, and a signed-in user with no role yet takes the role
 * of the profile they save (docs/decisions/003-profile-save-sets-missing-role.md).
 */
export async function saveOwnProfile<T>(
  deps: UnitOfWorkDeps,
  auth: RequestAuth,
  kind: SelfServiceRole,
  save: (work: UnitOfWork) => Promise<T>,
): Promise<T> {
  const role = auth.user.role;
  if (role !== null && role !== kind) {
    throw forbidden((WRONG_ROLE[role] as Record<SelfServiceRole, PlainMessageKey>)[kind]);
  }
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    if (role === null) {
      const updated = await tx
        .update(users)
        .set({ role: kind, updatedAt: new Date() })
        .where(and(eq(users.id, auth.user.id), eq(users.role, 'none')))
        .returning({ id: users.id });
      if (updated.length === 0) throw new AppError('CONFLICT', 'profiles.accountTypeChanged');
    }
    return save(work);
  });
}

/**
 * Graduated youth have no school, institution or expected graduation; the server clears them
 * too, whatever the client sent. A named institution must exist (docs/product/profiles.md), and a
 * new link must be to a school FirstRung has verified (docs/product/admin.md#verification); a
 * student already linked keeps that link while re-saving, even if the school is back under review.
 */
export async function prepareStudentValues(db: DbOrTx, userId: string, values: StudentProfileValues): Promise<StudentProfileValues> {
  const prepared = values.youthStatus === 'graduated_youth' ? { ...values, school: null, institutionId: null, expectedGraduation: null } : values;
  // A home postal code is where searches by distance start (docs/product/near-me.md): one FirstRung cannot place is refused.
  if (prepared.homePostalCode && !findPlace(prepared.homePostalCode)) throw invalidField('homePostalCode', 'profiles.postalCodeUnknown');
  if (prepared.institutionId) {
    const status = await institutionStatus(db, prepared.institutionId);
    if (status === null) throw invalidField('institutionId', 'profiles.institutionChoose');
    if (status !== 'verified' && (await currentInstitutionOf(db, userId)) !== prepared.institutionId) {
      throw invalidField('institutionId', 'profiles.schoolNotVerified');
    }
  }
  return prepared;
}
