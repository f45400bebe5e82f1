import type { CurrentUser } from '@common/contracts/auth';
import type { InstitutionProfile } from '@common/contracts/profiles';

/**
 * Whether the school's home shows its students' cards, and so asks for them: students' data reaches
 * only a school FirstRung verified, with its address confirmed (docs/security.md); the server
 * refuses the others.
 */
export const seesStudents = (
  profile: Pick<InstitutionProfile, 'verification'> | null | undefined,
  user: Pick<CurrentUser, 'emailVerified'> | null | undefined,
) => profile?.verification.status === 'verified' && user?.emailVerified === true;
