import { describe, expect, it } from 'vitest';
import { CANADIAN_REGIONS, normaliseApplicationStatus, REGIONS_BY_COUNTRY, US_REGIONS } from './enums';

describe('enumerations', () => {
  it('has the 13 Canadian provinces and territories and the 50 US states', () => {
    expect(new Set(CANADIAN_REGIONS).size).toBe(13);
    expect(new Set(US_REGIONS).size).toBe(50);
    expect(REGIONS_BY_COUNTRY.Canada).toBe(CANADIAN_REGIONS);
  });

  it('shows any unknown application status as pending; the database refuses such values anyway', () => {
    expect(normaliseApplicationStatus('accepted')).toBe('accepted');
    expect(normaliseApplicationStatus('weird-legacy-value')).toBe('pending');
    expect(normaliseApplicationStatus(null)).toBe('pending');
  });
});
