import { describe, expect, it } from 'vitest';
import { formatEventDate, formatShortEventDate, formatTimeOfDay } from './format-event';

describe('event formatting', () => {
  it('shows the stored calendar day whatever the viewer’s time zone', () => {
    expect(formatEventDate('2030-06-01T00:00:00.000Z', 'en-US')).toBe('Saturday, June 1, 2030');
    expect(formatShortEventDate('2030-06-01T00:00:00.000Z', 'en-US')).toBe('Jun 1, 2030');
  });

  it('shows wall-clock times in the reader’s style', () => {
    expect(formatTimeOfDay('18:00', 'en-US')).toBe('6:00 PM');
    expect(formatTimeOfDay('09:30', 'en-US')).toBe('9:30 AM');
    expect(formatTimeOfDay('nonsense', 'en-US')).toBe('nonsense');
  });

  it('writes dates and times as French does', () => {
    expect(formatEventDate('2030-06-01T00:00:00.000Z', 'fr')).toBe('samedi 1 juin 2030');
    expect(formatShortEventDate('2030-06-01T00:00:00.000Z', 'fr')).toBe('1 juin 2030');
    expect(formatTimeOfDay('18:00', 'fr')).toBe('18:00');
  });
});
