import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { durationText, flagTexts } from './hours-format';

const t = ((key: string, values: Record<string, number>) => `${key}:${JSON.stringify(values)}`) as unknown as TFunction<'placement-hours'>;

describe('the hours log’s words', () => {
  it('writes hours and minutes, leaving out a part that is zero', () => {
    expect(durationText(t, 150)).toBe('duration:{"hours":2,"minutes":30}');
    expect(durationText(t, 120)).toBe('durationHours:{"hours":2}');
    expect(durationText(t, 45)).toBe('durationMinutes:{"minutes":45}');
  });

  it('reads a flag in the reader’s language', () => {
    const flag = {
      ruleId: 'x',
      measure: 'day' as const,
      found: 1,
      limit: 0,
      text: { en: 'Too long', fr: 'Trop long' },
      citation: { en: 'Act', fr: 'Loi' },
    };
    expect(flagTexts(flag, 'fr-CA')).toEqual({ text: 'Trop long', citation: 'Loi' });
    expect(flagTexts({ ...flag, citation: null }, 'en')).toEqual({ text: 'Too long', citation: null });
  });
});
