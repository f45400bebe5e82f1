import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@common/contracts/auth';
import type { Role } from '@common/enums';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { hasAcceptedCurrentTerms } from '../consent/terms-consent';
import { employerProfiles, institutionProfiles, studentProfiles, users } from '../../db/schema';
import { personName } from '@common/text';

const PROFILE_TABLE_BY_ROLE = {
  student: studentProfiles,
  employer: employerProfiles,
  institution: institutionProfiles,
} as const;

/** Whether the user has the profile of their role (admins have none to make). */
export async function hasProfileForRole(db: DbOrTx, userId: string, role: Role | null): Promise<boolean> {
  if (!role || role === 'admin') return false;
  const table = PROFILE_TABLE_BY_ROLE[role];
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(eq(table.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The current user (docs/product/accounts.md#the-current-user), with the impersonating admin's name and e-mail. */
export async function buildCurrentUser(db: DbOrTx, auth: RequestAuth): Promise<CurrentUser> {
  const { user } = auth;
  let adminName: string | null = null;
  let adminEmail: string | null = null;
  if (auth.impersonatedBy) {
    const [admin] = await db
      .select({ name: users.name, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, auth.impersonatedBy));
    if (admin) {
      adminName = personName(admin) || admin.name || null;
      adminEmail = admin.email;
    }
  }
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.image,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    hasProfile: await hasProfileForRole(db, user.id, user.role),
    termsAccepted: await hasAcceptedCurrentTerms(db, user.id),
    impersonating: auth.impersonatedBy !== null,
    adminName,
    adminEmail,
  };
}
