import { describe, expect, it } from 'vitest';
import { belowMinimumAge } from './minimum-age';
import { rulePackFor } from './select';

const ontario = rulePackFor('Ontario', '2026-12-01');
const quebec = rulePackFor('Quebec', '2026-12-01');
const britishColumbia = rulePackFor('British Columbia', '2026-12-01');
const fallback = rulePackFor('Alberta', '2026-12-01');

describe('belowMinimumAge', () => {
  it('takes Ontario’s ladder by workplace: 14 in general, 15 in a factory, 16 in construction, 18 underground', () => {
    expect(belowMinimumAge(ontario, 14)).toBeNull();
    expect(belowMinimumAge(ontario, 13)).toMatchObject({ ruleId: 'on.minimum-age', measure: 'age', found: 13, limit: 14 });
    expect(belowMinimumAge(ontario, 14, 'factory')).toMatchObject({ ruleId: 'on.minimum-age-factory', limit: 15 });
    expect(belowMinimumAge(ontario, 15, 'factory')).toBeNull();
    expect(belowMinimumAge(ontario, 15, 'construction')).toMatchObject({ ruleId: 'on.minimum-age-construction', limit: 16 });
    expect(belowMinimumAge(ontario, 17, 'underground-mine')).toMatchObject({ ruleId: 'on.minimum-age-underground-mine', limit: 18 });
    // A sector Ontario sets no age of its own for falls back to the general rule.
    expect(belowMinimumAge(ontario, 14, 'light-work')).toBeNull();
  });

  it('names the rule’s source', () => {
    const violation = belowMinimumAge(ontario, 14, 'factory');
    expect(violation?.source.citation.en).toBe('Industrial Establishments, R.R.O. 1990, Reg. 851 (Occupational Health and Safety Act), s. 4');
    expect(violation?.source.url).toBe('https://www.ontario.ca/laws/regulation/900851');
  });

  it('sets 14 everywhere in Quebec', () => {
    expect(belowMinimumAge(quebec, 13, 'light-work')).toMatchObject({ ruleId: 'qc.minimum-age', limit: 14 });
    expect(belowMinimumAge(quebec, 14)).toBeNull();
  });

  it('sets 16 in British Columbia, 14 for light work', () => {
    expect(belowMinimumAge(britishColumbia, 15)).toMatchObject({ ruleId: 'bc.minimum-age', limit: 16 });
    expect(belowMinimumAge(britishColumbia, 15, 'factory')).toMatchObject({ ruleId: 'bc.minimum-age', limit: 16 });
    expect(belowMinimumAge(britishColumbia, 15, 'light-work')).toBeNull();
    expect(belowMinimumAge(britishColumbia, 13, 'light-work')).toMatchObject({ ruleId: 'bc.minimum-age-light-work', limit: 14 });
  });

  it('keeps the default as strict as the strictest pack', () => {
    expect(belowMinimumAge(fallback, 15)).toMatchObject({ ruleId: 'default.minimum-age', limit: 16 });
    expect(belowMinimumAge(fallback, 14, 'light-work')).toBeNull();
    expect(belowMinimumAge(fallback, 17, 'underground-mine')).toMatchObject({ ruleId: 'default.minimum-age-underground-mine', limit: 18 });
  });
});
