import type { CurrentUser } from '@common/contracts/auth';

/**
 * Whether a school's home shows its students' cards, or an employer's dashboard its applications to
 * answer, and so asks for them: students' data reaches only an organisation FirstRung verified, with
 * its address confirmed (docs/security.md); the server refuses the others.
 */
export const showsStudentData = (
  profile: { verification: { status: string } } | null | undefined,
  user: Pick<CurrentUser, 'emailVerified'> | null | undefined,
) => profile?.verification.status === 'verified' && user?.emailVerified === true;
