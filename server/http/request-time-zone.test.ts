import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './request-time-zone';

describe('canonicalTimeZone', () => {
  it('spells a zone one way whatever the letter case, as the runtime lists it', () => {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    for (const variant of ['America/Toronto', 'america/toronto', 'AMERICA/TORONTO', 'aMeRiCa/ToRoNtO']) {
      expect(canonicalTimeZone(variant), variant).toBe('America/Toronto');
    }
    const buenosAires = canonicalTimeZone('aMeRiCa/ArGeNtInA/bUeNoS_aIrEs');
    expect(buenosAires).toBe(canonicalTimeZone('America/Argentina/Buenos_Aires'));
    expect(listed.has(buenosAires!)).toBe(true);
  });

  it('resolves the names Intl takes beside its list, and nothing else', () => {
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('etc/gmt+5')).toBe('Etc/GMT+5');
    expect(canonicalTimeZone('us/eastern')).toBe(canonicalTimeZone('America/New_York'));
    for (const value of ['Mars/Olympus_Mons', 'mars/olympus_mons', 'America/Toronto"><b>', '']) {
      expect(canonicalTimeZone(value), value).toBeUndefined();
    }
  });
});
