import { describe, expect, it } from 'vitest';
import { isLanguage, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('takes the first language we speak, by q-value then order', () => {
    expect(negotiateLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage('de-DE,fr;q=0.5,en;q=0.7')).toBe('en');
    expect(negotiateLanguage('de,fr;q=0.3')).toBe('fr');
    expect(negotiateLanguage('en-GB, fr')).toBe('en');
    expect(negotiateLanguage('fr;q=0.5, en;q=0.5')).toBe('fr');
    expect(negotiateLanguage(' FR-ca ; q=0.8 , en;q=0.7')).toBe('fr');
  });

  it('answers English for nothing, nothing we speak, or a refused language', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('es,de;q=0.5')).toBe('en');
    expect(negotiateLanguage('fr;q=0,de')).toBe('en');
  });
});

describe('isLanguage', () => {
  it('knows only our languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('fr-CA')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
