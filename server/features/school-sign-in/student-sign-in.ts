import { eq } from 'drizzle-orm';
import type { SSOOptions } from '@better-auth/sso';
import type { Db } from '../../db/client';
import { schoolLinks, studentProfiles, users } from '../../db/schema';

// What happens when a student comes back from their school's identity provider, the id token
// already checked by the plugin (issuer, signature, audience, nonce, state, PKCE):
// docs/product/school-sign-in.md#sign-in-with-the-schools-identity-provider-openid-connect.

/** The codes the sign-in page reads from `?error=` when a sign-in is refused. */
export const SCHOOL_SIGN_IN_REFUSALS = { domainNotVouched: 'domain_not_vouched', notAStudent: 'not_a_student_account' } as const;

/** Where the sign-in's outcome is written; the app's log. */
export interface SignInLog {
  info(details: Record<string, unknown>, message: string): void;
}

const emailDomain = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

type ResolveUser = NonNullable<SSOOptions['resolveUser']>;
type ProvisionUser = NonNullable<SSOOptions['provisionUser']>;

/**
 * Runs inside the plugin's transaction, before any account is made: an address of a domain this
 * school does not vouch for is refused (whatever the provider says), so is an existing account
 * that is not a student's; an existing student's account is linked to the provider.
 */
export const resolveSchoolSignInUser: ResolveUser = async (input, { database }) => {
  const provider = await database.findOne<{ domain: string }>({ model: 'ssoProvider', where: [{ field: 'providerId', value: input.providerId }] });
  const vouched = (provider?.domain ?? '').split(',').filter(Boolean);
  const email = input.providerUser.email.trim().toLowerCase();
  if (input.protocol !== 'oidc' || !vouched.includes(emailDomain(email))) {
    return { action: 'reject', code: SCHOOL_SIGN_IN_REFUSALS.domainNotVouched };
  }
  const existing = await database.findOne<{ id: string; role: string | null }>({ model: 'user', where: [{ field: 'email', value: email }] });
  if (!existing) return { action: 'continue' };
  // An account with no role yet becomes the student's; a school's, an employer's or an admin's never does.
  if (existing.role !== 'student' && existing.role !== 'none') return { action: 'reject', code: SCHOOL_SIGN_IN_REFUSALS.notAStudent };
  return { action: 'link', userId: existing.id, profile: 'preserve' };
};

const claim = (info: Record<string, unknown>, name: string) => {
  const value = info[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
};

/**
 * After every sign-in through a school's provider (idempotent): the person is a student of that
 * school, approved at once (the provider is the evidence), with a student profile started from the
 * provider's names; the rest of the profile is theirs to complete (/setup-profile/student).
 */
export function provisionSchoolStudent(db: Db, log: SignInLog): ProvisionUser {
  return async ({ user, userInfo, provider }) => {
    const institutionId = provider.providerId;
    const firstName = claim(userInfo, 'givenName');
    const lastName = claim(userInfo, 'familyName');
    await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ role: users.role, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, user.id));
      await tx
        .update(users)
        .set({
          role: 'student',
          firstName: account?.firstName ?? firstName,
          lastName: account?.lastName ?? lastName,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await tx
        .insert(studentProfiles)
        .values({ userId: user.id, institutionId, youthStatus: 'current_student' })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: { institutionId, updatedAt: new Date() } });
      const [link] = await tx.select().from(schoolLinks).where(eq(schoolLinks.studentId, user.id));
      if (link?.institutionId === institutionId && link.status === 'approved') return;
      // One link per student: the provider's word replaces a request to this or another school.
      const values = { institutionId, status: 'approved', source: 'school_sign_in', classCodeId: null, decidedAt: new Date(), updatedAt: new Date() };
      await tx
        .insert(schoolLinks)
        .values({ studentId: user.id, ...values })
        .onConflictDoUpdate({ target: schoolLinks.studentId, set: values });
      log.info(
        { userId: user.id, institutionId, previousLink: link ? { institutionId: link.institutionId, status: link.status } : null },
        'school sign-in: student linked to the school, approved',
      );
    });
  };
}
