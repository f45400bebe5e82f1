import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  CANADIAN_REGIONS,
  COMPANY_SIZES,
  EDUCATION_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  LANGUAGE_BENCHMARKS,
  US_REGIONS,
} from '@common/enums';
import type { ChoiceGroup } from './choice-labels';

const GROUPS: Record<ChoiceGroup, readonly string[]> = {
  jobTypes: JOB_TYPES,
  industries: INDUSTRIES,
  educationLevels: EDUCATION_LEVELS,
  availabilities: AVAILABILITIES,
  languageBenchmarks: LANGUAGE_BENCHMARKS,
  companySizes: COMPANY_SIZES,
  regions: [...CANADIAN_REGIONS, ...US_REGIONS],
};

describe('the labels of the enumerations', () => {
  it('name every value of each list, and nothing else', () => {
    const file = path.join(import.meta.dirname, '..', 'i18n', 'locales', 'en', 'choices.json');
    const choices = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(choices).sort()).toEqual(Object.keys(GROUPS).sort());
    for (const [group, values] of Object.entries(GROUPS)) expect(Object.keys(choices[group] ?? {}).sort(), group).toEqual([...values].sort());
  });

  it('keep keys i18next can read (no key or namespace separator in a value)', () => {
    for (const values of Object.values(GROUPS)) for (const value of values) expect(value).not.toMatch(/[.:]/);
  });
});
