import { describe, expect, it } from 'vitest';
import { ageOn } from './age';
import { guardianMustSign, needsParentalDigitalConsent } from './parties';
import { rulePackFor } from './select';

const ontario = rulePackFor('Ontario', '2026-12-10');
const britishColumbia = rulePackFor('British Columbia', '2026-12-10');
const quebec = rulePackFor('Quebec', '2026-12-10');

describe('guardianMustSign: under the age of majority of the workplace’s province', () => {
  it('wants a guardian at 17 in Ontario, not at 18', () => {
    expect(guardianMustSign(ontario, 17)).toBe(true);
    expect(guardianMustSign(ontario, 18)).toBe(false);
  });

  it('wants a guardian at 18 in British Columbia, where the majority is 19, not at 19', () => {
    expect(guardianMustSign(britishColumbia, 18)).toBe(true);
    expect(guardianMustSign(britishColumbia, 19)).toBe(false);
  });

  it('takes the age on the start date: turning 18 the day before the start needs no guardian in Ontario', () => {
    expect(guardianMustSign(ontario, ageOn('2008-12-09', '2026-12-10'))).toBe(false);
    expect(guardianMustSign(ontario, ageOn('2008-12-11', '2026-12-10'))).toBe(true);
    expect(guardianMustSign(rulePackFor(null, '2026-12-10'), 17)).toBe(true);
  });
});

describe('needsParentalDigitalConsent', () => {
  it('wants a parent’s consent under 14 in Quebec (its private-sector privacy act, s. 4.1), not from 14', () => {
    expect(needsParentalDigitalConsent(quebec, 13)).toBe(true);
    expect(needsParentalDigitalConsent(quebec, 14)).toBe(false);
    expect(quebec.digitalConsentAge.source.citation.en).toContain('P-39.1, as amended by S.Q. 2021, c. 25 (Law 25), s. 4.1');
  });

  it('uses 14 in the other packs, where no law sets an age', () => {
    for (const pack of [ontario, britishColumbia, rulePackFor('Alberta', '2026-12-10')]) {
      expect(needsParentalDigitalConsent(pack, 13)).toBe(true);
      expect(needsParentalDigitalConsent(pack, 14)).toBe(false);
    }
  });
});
