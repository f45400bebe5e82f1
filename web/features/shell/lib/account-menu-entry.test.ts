import { describe, expect, it } from 'vitest';
import { accountMenuEntry, editProfileEntry, placementsEntry } from './account-menu-entry';

describe('accountMenuEntry', () => {
  it('gives each role its menu entry', () => {
    expect(accountMenuEntry('student')?.to).toBe('/jobs');
    expect(accountMenuEntry('employer')?.to).toBe('/employer-dashboard');
    expect(accountMenuEntry('institution')?.to).toBe('/');
    expect(accountMenuEntry('admin')?.to).toBe('/admin');
  });

  it('sends a user without a role to role selection, and an unknown role nowhere', () => {
    expect(accountMenuEntry(null)?.to).toBe('/role-selection');
    expect(accountMenuEntry('wizard')).toBeNull();
  });
});

describe('editProfileEntry', () => {
  it('leads each role with a profile to its own form, and nobody else anywhere', () => {
    expect(editProfileEntry('student')?.to).toBe('/setup-profile/student');
    expect(editProfileEntry('employer')?.to).toBe('/setup-profile/employer');
    expect(editProfileEntry('institution')?.to).toBe('/setup-profile/institution');
    expect(editProfileEntry('admin')).toBeNull();
    expect(editProfileEntry(null)).toBeNull();
  });
});

describe('placementsEntry', () => {
  it('leads every role that has placements to /placements, and nobody else anywhere', () => {
    for (const role of ['student', 'employer', 'institution', 'admin']) expect(placementsEntry(role)?.to).toBe('/placements');
    expect(placementsEntry(null)).toBeNull();
    expect(placementsEntry('wizard')).toBeNull();
  });
});
