// The rules of the admin dashboard that the browser and the server must apply alike
// (docs/product/admin.md): the Users tab shows a button only where the server will say yes.
import type { AccountStatus, Role } from './enums';

/** What the rules need to know of a user (the Users tab's row, or the server's fresh read). */
export interface AdminRuleTarget {
  id: string;
  role: Role | null;
  /** The user has the profile of their **current** role (a student made employer has none yet). */
  hasProfile: boolean;
  accountStatus: AccountStatus;
}

/** Why an admin may not view the product as this user, or null when they may. */
export type ImpersonationRefusal = 'self' | 'admin' | 'suspended' | 'noProfile';

export function impersonationRefusal(target: AdminRuleTarget, adminId: string): ImpersonationRefusal | null {
  if (target.id === adminId) return 'self';
  if (target.role === 'admin') return 'admin';
  if (target.accountStatus === 'suspended') return 'suspended';
  if (target.role === null || !target.hasProfile) return 'noProfile';
  return null;
}

/** Why an admin may not delete this account from the Users tab, or null when they may. */
export type AccountDeletionRefusal = 'self' | 'lastAdmin';

/**
 * Never your own account (the Account Management card does that, with your password), never the
 * last admin who can sign in. `otherActiveAdmins`: admins other than the target who can sign in.
 */
export function accountDeletionRefusal(
  target: Pick<AdminRuleTarget, 'id' | 'role'>,
  adminId: string,
  otherActiveAdmins: number,
): AccountDeletionRefusal | null {
  if (target.id === adminId) return 'self';
  if (target.role === 'admin' && otherActiveAdmins === 0) return 'lastAdmin';
  return null;
}
