import { describe, expect, it } from 'vitest';
import { buildApiError } from '@web/lib/api-client';
import { adminDisplayName, impersonatedName, isSessionExpired } from './impersonation';

const base = { firstName: 'Maya', lastName: 'Chen', email: 'maya@x.test', adminName: 'Ada', adminEmail: 'admin@x.test' };

describe('impersonation banner text', () => {
  it('shows the full name, else the e-mail', () => {
    expect(impersonatedName(base)).toBe('Maya Chen');
    expect(impersonatedName({ ...base, firstName: null, lastName: null })).toBe('maya@x.test');
  });

  it('shows the admin name, else the admin e-mail', () => {
    expect(adminDisplayName(base)).toBe('Ada');
    expect(adminDisplayName({ ...base, adminName: null })).toBe('admin@x.test');
  });
});

describe('isSessionExpired', () => {
  it('is true for a 401 and for a message containing "Unauthorized"', () => {
    expect(isSessionExpired(buildApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isSessionExpired(new Error('403: Unauthorized admin'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isSessionExpired(buildApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isSessionExpired('nope')).toBe(false);
  });
});
