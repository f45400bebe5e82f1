import { describe, expect, it } from 'vitest';
import { BRITISH_COLUMBIA_V1 } from './packs/british-columbia';
import { DEFAULT_V1 } from './packs/default';
import { ONTARIO_V1 } from './packs/ontario';
import { QUEBEC_V1 } from './packs/quebec';
import { rulePackFor } from './select';
import type { RulePack } from './types';

describe('rulePackFor: the workplace region’s pack in effect on the start date', () => {
  it('gives Ontario, Quebec and British Columbia their own packs', () => {
    expect(rulePackFor('Ontario', '2026-12-01')).toBe(ONTARIO_V1);
    expect(rulePackFor('Quebec', '2026-12-01')).toBe(QUEBEC_V1);
    expect(rulePackFor('British Columbia', '2026-12-01')).toBe(BRITISH_COLUMBIA_V1);
  });

  it('gives the default pack to a region without one, and to a missing or unknown region', () => {
    expect(rulePackFor('Alberta', '2026-12-01')).toBe(DEFAULT_V1);
    expect(rulePackFor(null, '2026-12-01')).toBe(DEFAULT_V1);
    expect(rulePackFor(undefined, '2026-12-01')).toBe(DEFAULT_V1);
    expect(rulePackFor('', '2026-12-01')).toBe(DEFAULT_V1);
    expect(rulePackFor('Ohio', '2026-12-01')).toBe(DEFAULT_V1);
  });

  // A test-only older Quebec version: before the 2023 child labour act, no minimum age of 14.
  const QUEBEC_OLDER: RulePack = {
    ...QUEBEC_V1,
    version: 0,
    effectiveFrom: '2020-01-01',
    rules: QUEBEC_V1.rules.filter((rule) => rule.id !== 'qc.minimum-age'),
  };
  const packs = [QUEBEC_V1, DEFAULT_V1, QUEBEC_OLDER];

  it('takes the version in effect on the day: the older one the day before the newer took effect, the newer from that day', () => {
    expect(rulePackFor('Quebec', '2023-09-21', packs)).toBe(QUEBEC_OLDER);
    expect(rulePackFor('Quebec', '2023-09-22', packs)).toBe(QUEBEC_V1);
    expect(rulePackFor('Quebec', '2027-06-30', packs)).toBe(QUEBEC_V1);
  });

  it('takes the first version for a day before every version, and the default when the list has only the default', () => {
    expect(rulePackFor('Quebec', '2019-12-31', packs)).toBe(QUEBEC_OLDER);
    expect(rulePackFor('Quebec', '2026-12-01', [DEFAULT_V1])).toBe(DEFAULT_V1);
  });

  it('refuses a day that is not a calendar day, and a list without a default pack', () => {
    expect(() => rulePackFor('Ontario', '2026-13-01')).toThrow(RangeError);
    expect(() => rulePackFor('Alberta', '2026-12-01', [ONTARIO_V1])).toThrow(/No default rule pack/);
  });
});
