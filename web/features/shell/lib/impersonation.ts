// The words on the impersonation banner and how a failed stop is reported
// (docs/product/accounts.md#the-header-and-footer).
import { personName } from '@common/text';
import { ApiError } from '@web/lib/api-client';

interface BannerUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
  adminName: string | null;
  adminEmail: string | null;
}

export function impersonatedName(user: BannerUser): string {
  return personName(user) || user.email;
}

/** The admin is shown by name, else e-mail. */
export function adminDisplayName(user: BannerUser): string {
  return user.adminName?.trim() || user.adminEmail || '';
}

/** A 401, or a message containing "Unauthorized", means the session has expired. */
export function isSessionExpired(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && error.message.includes('Unauthorized');
}
