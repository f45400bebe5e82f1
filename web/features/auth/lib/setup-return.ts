import { SELF_SERVICE_ROLES, type SelfServiceRole } from '@common/enums';

// A visitor who came for a setup page ("Register as Student", "Post Opportunities", …) signs up or
// logs in first and is then taken to that setup form (docs/product/profiles.md#setup-pages). The
// role travels in the address (/sign-up?role=student, /sign-in?role=student) and, across the
// e-mail confirmation, in the browser's localStorage: the mailed link often opens in another tab,
// where sessionStorage would be empty. It holds only a role, never what was typed, and is
// forgotten once used or after a day (the link's own life).

const STORAGE_KEY = 'firstrung.setupRole';
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export const isSelfServiceRole = (value: unknown): value is SelfServiceRole =>
  typeof value === 'string' && (SELF_SERVICE_ROLES as readonly string[]).includes(value);

/** The role named by `?role=` on the sign-up and sign-in pages, if it is one a visitor can choose. */
export function roleFromSearch(search: URLSearchParams): SelfServiceRole | null {
  const role = search.get('role');
  return isSelfServiceRole(role) ? role : null;
}

/** The address of a page of the way in that keeps the role the visitor came for. */
export const withRole = (path: '/sign-up' | '/sign-in', role: SelfServiceRole | null) => (role ? `${path}?role=${role}` : path);

/** Kept when the sign-up is sent, for the confirmation link's page. */
export function rememberSetupRole(role: SelfServiceRole, now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ role, at: now }));
  } catch {
    // Storage refused (a private window's quota): the link then leads to role selection, as before.
  }
}

/** The remembered role, forgotten as it is read; null when none, or when older than a day. */
export function takeSetupRole(now = Date.now()): SelfServiceRole | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    const { role, at } = JSON.parse(stored ?? 'null') as { role?: unknown; at?: unknown };
    return isSelfServiceRole(role) && typeof at === 'number' && now - at <= KEPT_FOR_MS ? role : null;
  } catch {
    return null;
  }
}

/**
 * Where someone goes once signed in: the setup form they came for, if their account can have that
 * profile and has none yet; otherwise role selection (no role) or home.
 */
export function pathAfterSignIn(user: { role: string | null; hasProfile: boolean }, wanted: SelfServiceRole | null): string {
  if (wanted && (user.role === null || (user.role === wanted && !user.hasProfile))) return `/setup-profile/${wanted}`;
  return user.role ? '/' : '/role-selection';
}
