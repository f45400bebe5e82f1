/** A short local date for the tables, e.g. "Mar 4, 2025". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email;
}

/** Only a user with a role and a profile can be viewed; never an admin or a suspended account (docs/product/admin.md). */
export function canImpersonate(user: { role: string | null; hasProfile: boolean; accountStatus: string }): boolean {
  return user.role !== null && user.role !== 'admin' && user.hasProfile && user.accountStatus === 'active';
}
