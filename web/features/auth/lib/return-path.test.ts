import { describe, expect, it } from 'vitest';
import { returnPathFromSearch, sameOriginPath } from './return-path';
import { signInReturningTo } from './sign-in-return-link';

describe('sameOriginPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(sameOriginPath('/employer/applications/5f0c?answer=interview')).toBe('/employer/applications/5f0c?answer=interview');
    expect(sameOriginPath('/employer-dashboard')).toBe('/employer-dashboard');
  });

  it('refuses another origin, however it is written', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(value), String(value)).toBeNull();
    }
  });
});

describe('the sign-in address that returns', () => {
  it('carries the path and query, and reads it back', () => {
    const address = signInReturningTo('/employer/applications/5f0c?answer=not-selected');
    expect(address).toBe('/sign-in?next=%2Femployer%2Fapplications%2F5f0c%3Fanswer%3Dnot-selected');
    expect(returnPathFromSearch(new URL(address, 'https://x.test').searchParams)).toBe('/employer/applications/5f0c?answer=not-selected');
  });

  it('ignores a next that leaves the site', () => {
    expect(returnPathFromSearch(new URLSearchParams('next=https%3A%2F%2Fevil.example'))).toBeNull();
  });
});
