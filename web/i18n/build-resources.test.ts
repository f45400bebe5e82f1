import { describe, expect, it } from 'vitest';
import { buildResources } from './build-resources';

describe('buildResources', () => {
  it('groups locale files by language and namespace', () => {
    expect(
      buildResources({
        './locales/en/common.json': { hello: 'Hello' },
        './locales/en/auth.json': { signIn: 'Sign in' },
        './locales/fr/common.json': { hello: 'Bonjour' },
      }),
    ).toEqual({
      en: { common: { hello: 'Hello' }, auth: { signIn: 'Sign in' } },
      fr: { common: { hello: 'Bonjour' } },
    });
  });
});
