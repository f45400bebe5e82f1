import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathAfterSignIn, rememberSetupRole, roleFromSearch, takeSetupRole } from './setup-return';

describe('the way back to a setup form (docs/product/profiles.md#setup-pages)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads only a role a visitor can choose from the address', () => {
    expect(roleFromSearch(new URLSearchParams('role=employer'))).toBe('employer');
    expect(roleFromSearch(new URLSearchParams('role=admin'))).toBeNull();
    expect(roleFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('goes to the form asked for when the account can still have that profile', () => {
    expect(pathAfterSignIn({ role: null, hasProfile: false }, 'student')).toBe('/setup-profile/student');
    expect(pathAfterSignIn({ role: 'employer', hasProfile: false }, 'employer')).toBe('/setup-profile/employer');
    expect(pathAfterSignIn({ role: 'employer', hasProfile: true }, 'employer')).toBe('/');
    expect(pathAfterSignIn({ role: 'student', hasProfile: false }, 'employer')).toBe('/');
    expect(pathAfterSignIn({ role: null, hasProfile: false }, null)).toBe('/role-selection');
  });

  it('remembers the role once, for a day', () => {
    const now = Date.UTC(2026, 0, 1);
    rememberSetupRole('institution', now);
    expect(takeSetupRole(now + 60_000)).toBe('institution');
    expect(takeSetupRole(now + 60_000)).toBeNull();
    rememberSetupRole('student', now);
    expect(takeSetupRole(now + 25 * 60 * 60 * 1000)).toBeNull();
  });
});
