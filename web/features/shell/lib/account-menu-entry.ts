// The role-specific entries of the "My Account" menu (docs/product/accounts.md#the-header-and-footer).
import type { Role } from '@common/enums';
import { PLACEMENTS_PAGE_PATH } from '@common/placement-paths';

export interface MenuEntry {
  /** Key in the shell namespace. */
  labelKey: string;
  to: string;
}

const ENTRIES: Record<Role, MenuEntry> = {
  student: { labelKey: 'account.entries.student', to: '/jobs' },
  employer: { labelKey: 'account.entries.employer', to: '/employer-dashboard' },
  institution: { labelKey: 'account.entries.institution', to: '/' },
  admin: { labelKey: 'account.entries.admin', to: '/admin' },
};

/** A user who has not picked a role yet is sent to pick one. */
const NO_ROLE_ENTRY: MenuEntry = { labelKey: 'account.entries.chooseRole', to: '/role-selection' };

export function accountMenuEntry(role: string | null): MenuEntry | null {
  if (role === null) return NO_ROLE_ENTRY;
  return ENTRIES[role as Role] ?? null;
}

/** "Edit profile": the role's own setup form, for the roles that have a profile (not admins). */
export function editProfileEntry(role: string | null): MenuEntry | null {
  return role === 'student' || role === 'employer' || role === 'institution'
    ? { labelKey: 'account.entries.editProfile', to: `/setup-profile/${role}` }
    : null;
}

/** "Placements": a student's, an employer's, a school's board, every one for an admin (docs/product/placements.md#the-schools-placement-board). */
export function placementsEntry(role: string | null): MenuEntry | null {
  return role === 'student' || role === 'employer' || role === 'institution' || role === 'admin'
    ? { labelKey: 'account.entries.placements', to: PLACEMENTS_PAGE_PATH }
    : null;
}
