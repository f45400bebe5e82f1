import { describe, expect, it } from 'vitest';
import { accountMenuEntry } from './account-menu-entry';

describe('accountMenuEntry', () => {
  it('gives each role its menu entry', () => {
    expect(accountMenuEntry('student')?.to).toBe('/jobs');
    expect(accountMenuEntry('employer')?.to).toBe('/employer-dashboard');
    expect(accountMenuEntry('institution')?.to).toBe('/setup-profile/institution');
    expect(accountMenuEntry('admin')?.to).toBe('/admin');
  });

  it('sends a user without a role to role selection, and an unknown role nowhere', () => {
    expect(accountMenuEntry(null)?.to).toBe('/role-selection');
    expect(accountMenuEntry('wizard')).toBeNull();
  });
});
