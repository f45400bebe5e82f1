import { describe, expect, it } from 'vitest';
import { daysWaiting } from './days-waiting';

describe('days an application has waited', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');

  it('counts whole days since it was sent', () => {
    expect(daysWaiting('2026-11-20T10:00:00.000Z', now)).toBe(7);
    expect(daysWaiting('2026-11-20T10:00:01.000Z', now)).toBe(6);
    expect(daysWaiting('2026-11-13T09:00:00.000Z', now)).toBe(14);
  });

  it('never counts below 0, and an unreadable date as 0', () => {
    expect(daysWaiting('2026-11-28T10:00:00.000Z', now)).toBe(0);
    expect(daysWaiting('soon', now)).toBe(0);
  });
});
