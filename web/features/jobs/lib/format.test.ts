import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it("writes the day in the reader's language", () => {
    expect(formatDate('2026-06-30T12:00:00.000Z', 'en')).toBe('June 30, 2026');
    expect(formatDate('2026-06-30T12:00:00.000Z', 'fr')).toBe('30 juin 2026');
  });
});
